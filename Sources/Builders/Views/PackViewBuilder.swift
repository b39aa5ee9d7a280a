import ViewGraph

/// A view builder written with parameter packs: any number of views, no ten-view limit.
///
/// One variadic-generic `buildBlock` replaces the nine fixed overloads of ``ViewBuilder``; the
/// overloads for zero and one view stay, because a pack of one would not be a tuple of one:
///
/// ```swift
/// @PackViewBuilder var three: some View {
///   Text("a")
///   Text("b")
///   Text("c")
/// }
/// // three is a PackTupleView<Pack{Text, Text, Text}>
/// ```
@resultBuilder
public enum PackViewBuilder {
  /// Passes one view statement through unchanged, so that only views are accepted.
  ///
  /// - Parameter content: The view the statement produced.
  /// - Returns: The same view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Builds an empty block: a view that shows nothing but still takes a position.
  ///
  /// - Returns: An ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// Builds a block of one view: the view itself.
  ///
  /// Without this overload, the pack overload would take the block and wrap the view in a
  /// `PackTupleView` of one child.
  /// - Parameter content: The block's only view.
  /// - Returns: The same view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Builds a block of two or more views: a ``PackTupleView`` over exactly their types.
  ///
  /// - Parameter content: The block's views, in the order written, as a parameter pack.
  /// - Returns: A view whose children are those views.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> PackTupleView<repeat each Content> {
    PackTupleView(repeat each content)
  }
}

/// A view made of a variadic list of views: a generic parameter pack instead of one tuple type.
///
/// Two texts give `PackTupleView<Pack{Text, Text}>`; the engine sees it, like ``TupleView``, as
/// a ``MultiChildView`` whose children are identified by position and type.
public struct PackTupleView<each Child: View>: MultiChildView {
  /// The views, as a tuple of the pack's types; with one element it is that element's type.
  public let value: (repeat each Child)

  /// Collects views into one value.
  ///
  /// - Parameter value: The views, in order.
  public init(_ value: repeat each Child) {
    self.value = (repeat each value)
  }

  /// The views of ``value``, in order: element `i` is the child at position `[i]`.
  public var children: [any View] {
    var children: [any View] = []
    for child in repeat each value {
      children.append(child)
    }
    return children
  }
}
