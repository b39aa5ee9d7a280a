/// A primitive view that shows nothing: it keeps a position in its parent's type and identity
/// path, but a container lays out no subview for it, as in SwiftUI.
public struct EmptyView: View {
  /// Creates an empty view.
  public init() {}

  /// EmptyView is a primitive: it has no body.
  public typealias Body = Never
}

extension EmptyView: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .empty)
  }
}
