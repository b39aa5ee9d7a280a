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
  /// The two panes, side by side with no space between them.
  public var body: some View {
    // TODO: Kata 3.1. Show `leading` and `trailing` in two labelled panes of an HStack.
    // Lessons/03-arity/3.1-compare-view.md
    Text("TODO")
  }
}

extension CompareView where Trailing == EmptyView {
  // TODO: Kata 3.1. Delete this extension; declare the tuple-typed init in the struct and keep
  // both views. Lessons/03-arity/3.1-compare-view.md

  /// Creates a comparison from any content at all: the unfinished, too permissive initializer.
  ///
  /// One view, three views or none all compile here, as `CompareView<TupleView<...>,
  /// EmptyView>`. Kata 3.1 replaces this initializer with
  /// `init(@ViewBuilder _ content: () -> TupleView<(Leading, Trailing)>)` in the struct itself.
  /// - Parameter content: A view builder closure with any number of views.
  public init(@ViewBuilder _ content: () -> Leading) {}
}
