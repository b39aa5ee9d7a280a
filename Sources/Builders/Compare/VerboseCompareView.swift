import ViewGraph

/// A comparison that takes each side from its own view builder closure.
///
/// It renders the same two panes as ``CompareView``, but it cannot count: each closure may build
/// any number of views, so `VerboseCompareView { a } trailing: { b; c }` compiles and puts a
/// `TupleView` of two views in the trailing pane, an uneven comparison.
public struct VerboseCompareView<Leading: View, Trailing: View>: View {
  /// The view shown on the leading side.
  let leading: Leading
  /// The view shown on the trailing side.
  let trailing: Trailing

  /// Creates a comparison from two closures.
  /// - Parameters:
  ///   - leading: A view builder closure for the leading side; it may build any number of views.
  ///   - trailing: A view builder closure for the trailing side; it may build any number of views.
  public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
    self.leading = leading()
    self.trailing = trailing()
  }

  /// The two panes, side by side with no space between them.
  public var body: some View {
    HStack(spacing: 0) {
      VerbosePane(label: "Leading", content: leading)
      VerbosePane(label: "Trailing", content: trailing)
    }
  }
}

/// One side of a verbose comparison: a grey label above the content, padded.
struct VerbosePane<Content: View>: View {
  /// The side's name.
  let label: String
  /// The views of one closure.
  let content: Content

  var body: some View {
    VStack(spacing: 0) {
      Text(label).foregroundStyle(.gray)
      content
    }
    .padding(8)
  }
}
