/// A primitive view that takes up the free space along its stack's axis.
public struct Spacer: View {
  /// Creates a spacer.
  public init() {}

  /// Spacer is a primitive: it has no body.
  public typealias Body = Never
}

extension Spacer: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .spacer)
  }
}
