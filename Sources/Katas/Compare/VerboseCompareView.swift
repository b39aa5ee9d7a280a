import ViewGraph

/// A comparison that takes each side from its own view builder closure.
///
/// It renders the same two panes as ``CompareView``, but it cannot count: each closure may build
/// any number of views, so `VerboseCompareView { a } trailing: { b; c }` compiles and puts a
/// `TupleView` of two views in the trailing pane, an uneven comparison.
public struct VerboseCompareView<Leading: View, Trailing: View>: View {
  /// Creates a comparison from two closures.
  /// - Parameters:
  ///   - leading: A view builder closure for the leading side; it may build any number of views.
  ///   - trailing: A view builder closure for the trailing side; it may build any number of views.
  public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
    // TODO: Kata 3.2. Keep the views that both closures build.
    // Lessons/03-arity/3.2-verbose-compare.md
  }

  /// The two panes, side by side with no space between them.
  public var body: some View {
    // TODO: Kata 3.2. Show both sides in two labelled panes, as CompareView does.
    // Lessons/03-arity/3.2-verbose-compare.md
    Text("TODO")
  }
}
