/// A primitive view that shows nothing but still occupies a position (and an identity).
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
