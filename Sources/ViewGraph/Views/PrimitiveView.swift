/// A view the engine handles itself; internal, so that only the engine's own views are primitives.
protocol PrimitiveView {
  /// Describes this view as a node and lists its child views.
  func expand(in scope: ContentScope?) -> Expansion
}
