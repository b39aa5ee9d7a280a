import Testing
import ViewGraph

/// A comparison whose trailing side is an `if` without `else`, switched by a button: kata
/// 3.1's `CompareView` with this kata's `buildIf`.
private struct OptionalSideScreen: View {
  @State var showsAfter = false

  var body: some View {
    VStack {
      Button("toggle") { showsAfter.toggle() }
      CompareView {
        Text("before")
        if showsAfter {
          Text("after")
        }
      }
    }
  }
}

extension OptionalContentTests {
  @Test(
    "An if without else in a CompareView fills the trailing pane only while its condition holds")
  func ifWithoutElseInCompareView() throws {
    let host = ViewHost(OptionalSideScreen())
    #expect(
      !host.render().contains("Text \"after\"")
        && host.render().contains("Text \"Trailing\" [foregroundStyle: gray]"),
      """
      while the condition is false, buildIf receives nil: the trailing pane shows its label \
      and nothing else; got:\n\(host.render())
      """)
    try host.tap("toggle")
    #expect(
      host.render().hasSuffix(
        """
                          Text "Trailing" [foregroundStyle: gray]
                          Text "after"
        """),
      """
      an if without else is one view of type Optional<Text>: when the condition turns true, \
      buildIf receives .some(Text("after")), and the trailing pane shows it; \
      got:\n\(host.render())
      """)
  }
}
