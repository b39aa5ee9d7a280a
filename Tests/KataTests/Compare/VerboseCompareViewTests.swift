import Testing
import ViewGraph

@Suite("3.2 The two-closure alternative")
@MainActor
struct VerboseCompareViewTests {
  @Test("One view per closure renders the same two labelled panes as CompareView")
  func evenComparison() {
    let host = ViewHost(
      VerboseCompareView(
        leading: { Text("before") },
        trailing: { Text("after") }))
    #expect(
      host.render() == """
        VerboseCompareView
          HStack
            Stack(horizontal, spacing: 0)
              VerbosePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Leading" [foregroundStyle: gray]
                    Text "before"
              VerbosePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Trailing" [foregroundStyle: gray]
                    Text "after"
        """,
      """
      used as intended, the two-closure API looks like CompareView: an HStack(spacing: 0) of \
      two VerbosePanes, each a VStack(spacing: 0) of a grey label and the view, padded by 8
      """)
  }

  @Test("Two views in the trailing closure compile and give an uneven comparison")
  func unevenComparison() {
    let comparison = VerboseCompareView(
      leading: { Text("before") },
      trailing: {
        Text("after")
        Text("extra")
      })
    #expect(
      String(describing: type(of: comparison))
        == "VerboseCompareView<Text, TupleView<(Text, Text)>>",
      """
      each closure has its own builder and any result type: two views in the trailing closure \
      build a TupleView<(Text, Text)>, which is just one Trailing view to the compiler
      """)
    let host = ViewHost(comparison)
    #expect(
      host.render().hasSuffix(
        """
                    Text "Trailing" [foregroundStyle: gray]
                    Text "after"
                    Text "extra"
        """),
      """
      the render shows three views' worth of content in two panes: the trailing pane holds \
      two, the leading pane one; got:\n\(host.render())
      """)
  }

  @Test("The identity tree shows the TupleView hidden inside the trailing side")
  func hiddenTuple() {
    let host = ViewHost(
      VerboseCompareView(
        leading: { Text("before") },
        trailing: {
          Text("after")
          Text("extra")
        }))
    let tree = host.identityTree()
    #expect(
      tree.contains("      [1]: VerbosePane<TupleView<(Text, Text)>>"),
      """
      the trailing pane is child [1] of the horizontal stack and its content is the \
      trailing closure's TupleView; got:\n\(tree)
      """)
    #expect(
      tree.contains(
        "                  [1]: TupleView<(Text, Text)>\n"
          + "                    [0]: Text\n"
          + "                    [1]: Text"),
      """
      inside the trailing pane, the TupleView sits where one compared view should be, with \
      two children of its own; got:\n\(tree)
      """)
  }

  @Test("An empty leading closure compiles: a comparison with nothing on one side")
  func emptyLeading() {
    let host = ViewHost(
      VerboseCompareView(
        leading: {},
        trailing: { Text("after") }))
    #expect(
      host.render().contains(
        """
                  Stack(vertical, spacing: 0)
                    Text "Leading" [foregroundStyle: gray]
              VerbosePane
        """),
      """
      an empty closure builds an EmptyView, and the two-closure API accepts it: the \
      leading pane shows only its label; got:\n\(host.render())
      """)
  }
}
