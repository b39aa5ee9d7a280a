import ViewGraph

/// A view made of the views in a tuple, such as the two views a ``ViewBuilder`` block produced.
///
/// `TupleView` is generic over one type, the whole tuple: a block of a `Text` and a `Button`
/// becomes `TupleView<(Text, Button<Text>)>`. The engine sees it as a ``MultiChildView``: one
/// child per tuple element, identified by its position and its type.
public struct TupleView<T>: MultiChildView {
  /// The tuple of views, in the order they were written.
  public var value: T

  /// Wraps a tuple of views.
  ///
  /// - Parameter value: The views, as one tuple.
  public init(_ value: T) {
    self.value = value
  }

  /// The tuple's elements, in order: element `i` is the child at position `[i]`.
  ///
  /// A value that is not a tuple counts as one element. Elements that are not views are
  /// skipped; a ``ViewBuilder`` never produces them.
  public var children: [any View] {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .tuple else {
      return (value as? any View).map { [$0] } ?? []
    }
    return mirror.children.compactMap { $0.value as? any View }
  }
}
