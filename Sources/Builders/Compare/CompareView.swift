import ViewGraph

/// A view that shows exactly two views side by side, in two labelled panes of equal share.
///
/// The content closure must build exactly two views: its type is `TupleView<(Leading,
/// Trailing)>`, and only the view builder's two-view `buildBlock` returns that type. One view,
/// three views or an empty closure do not compile.
///
/// ```swift
/// let comparison = CompareView {
///   Text("before")
///   Text("after")
/// }
/// ```
///
/// Each side is wrapped in the same pane: a vertical stack, with 8 points of padding, of a grey
/// label (`Leading` or `Trailing`) above the view. Both panes are built alike, so neither side is
/// favoured.
public struct CompareView<Leading: View, Trailing: View>: View {
  /// The view shown on the leading side.
  let leading: Leading
  /// The view shown on the trailing side.
  let trailing: Trailing

  /// Creates a comparison of exactly two views.
  /// - Parameter content: A view builder closure with exactly two views, leading then trailing.
  public init(@ViewBuilder _ content: () -> TupleView<(Leading, Trailing)>) {
    (leading, trailing) = content().value
  }

  /// The two panes, side by side with no space between them.
  public var body: some View {
    HStack(spacing: 0) {
      ComparePane(label: "Leading", content: leading)
      ComparePane(label: "Trailing", content: trailing)
    }
  }
}

/// One side of a comparison: a grey label above the content, padded.
///
/// Both sides of a comparison use this same pane; a side that is an `EmptyView` or `nil` still
/// shows its label.
struct ComparePane<Content: View>: View {
  /// The side's name.
  let label: String
  /// The compared view.
  let content: Content

  var body: some View {
    VStack(spacing: 0) {
      Text(label).foregroundStyle(.gray)
      content
    }
    .padding(8)
  }
}
