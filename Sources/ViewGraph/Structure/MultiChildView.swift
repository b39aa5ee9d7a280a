/// A view made of several child views: a renderer sees a list and identifies each child by its
/// position in that list and by its type.
///
/// A builder's `TupleView` adopts this protocol. Child `i` gets the slot `[i]`; if the view at a
/// position keeps its type from one update to the next, it keeps its identity and its state.
public protocol MultiChildView: View where Body == Never {
  /// The child views, in order; their positions are part of their identity.
  var children: [any View] { get }
}
