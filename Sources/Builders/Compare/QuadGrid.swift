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
  let topLeading: TopLeading
  let topTrailing: TopTrailing
  let bottomLeading: BottomLeading
  let bottomTrailing: BottomTrailing

  /// Creates a grid of exactly four views.
  /// - Parameter content: A view builder closure with exactly four views, in reading order.
  public init(
    @ViewBuilder _ content: () -> TupleView<
      (TopLeading, TopTrailing, BottomLeading, BottomTrailing)
    >
  ) {
    (topLeading, topTrailing, bottomLeading, bottomTrailing) = content().value
  }

  /// Two rows of two, in a vertical stack of horizontal stacks with no spacing.
  public var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 0) {
        topLeading
        topTrailing
      }
      HStack(spacing: 0) {
        bottomLeading
        bottomTrailing
      }
    }
  }
}
