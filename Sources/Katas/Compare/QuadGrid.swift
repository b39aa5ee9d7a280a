import ViewGraph

/// A 2x2 grid of exactly four views, filled in reading order.
///
/// The content closure must build exactly four views: its type is `TupleView<(TopLeading,
/// TopTrailing, BottomLeading, BottomTrailing)>`, which only the view builder's four-view
/// `buildBlock` returns. Three or five views do not compile.
///
/// ```swift
/// let grid = QuadGrid {
///   Text("1")
///   Text("2")
///   Text("3")
///   Text("4")
/// }
/// ```
public struct QuadGrid<
  TopLeading: View, TopTrailing: View, BottomLeading: View, BottomTrailing: View
>: View {
  /// Two rows of two, in a vertical stack of horizontal stacks with no spacing.
  public var body: some View {
    // TODO: Kata 3.3. Lay out the four views as two HStacks in a VStack.
    // Lessons/03-arity/3.3-fixed-arity.md
    Text("TODO")
  }
}

extension QuadGrid
where TopTrailing == EmptyView, BottomLeading == EmptyView, BottomTrailing == EmptyView {
  // TODO: Kata 3.3. Delete this extension; declare an init that takes exactly four views.
  // Lessons/03-arity/3.3-fixed-arity.md

  /// Creates a grid from any content at all: the unfinished, too permissive initializer.
  ///
  /// Any number of views compiles here, all of them as `TopLeading`. Kata 3.3 replaces this
  /// initializer with one whose closure must return a `TupleView` of exactly four views.
  /// - Parameter content: A view builder closure with any number of views.
  public init(@ViewBuilder _ content: () -> TopLeading) {}
}
