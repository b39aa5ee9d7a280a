import Testing
import ViewGraph

@Suite("Render, identity tree and trace texts (pinned formats)")
@MainActor
struct TextOutputTests {
  @Test("render() of the seed's screen")
  func renderText() throws {
    let host = ViewHost(BuilderToggleScreen())
    try host.tap("0")
    #expect(
      host.render() == """
        BuilderToggleScreen (condition = true)
          Stack(vertical)
            CounterView (counter = 1) [foregroundStyle: blue]
              Button "1"
            Button "toggle"
        """)
  }

  @Test("identityTree() of a small tree")
  func identityTreeText() {
    let host = ViewHost(
      Stack(.horizontal, spacing: 4) {
        CounterView()
        Spacer()
      })
    #expect(
      host.identityTree() == """
        root: Stack<TestTuple<Pack{CounterView, Spacer}>>
          content: TestTuple<Pack{CounterView, Spacer}>
            [0]: CounterView (counter = 0)
              body: Button<Text>
                label: Text
            [1]: Spacer
        """)
    #expect(host.render().hasPrefix("Stack(horizontal, spacing: 4)\n  CounterView"))
  }

  @Test("The trace of the seed's toggle")
  func toggleTraceText() throws {
    let host = ViewHost(BuilderToggleScreen())
    try host.tap("0")
    try host.tap("1")
    try host.tap("2")
    try host.tap("toggle")
    let trace = host.lastUpdate
    #expect(trace.summary == #"update 4 (tap "toggle"): 4 inserted, 4 removed, 6 kept"#)
    #expect(
      trace.changes.description == """
        removed          BuilderToggleScreen › body › Stack › [0] › branch 0 › \
        ModifiedContent<CounterView, ForegroundStyleModifier>
        state discarded  BuilderToggleScreen › body › Stack › [0] › branch 0 › \
        ModifiedContent › CounterView.counter = 3
        inserted         BuilderToggleScreen › body › Stack › [0] › branch 1 › \
        ModifiedContent<CounterView, ForegroundStyleModifier>
        state created    BuilderToggleScreen › body › Stack › [0] › branch 1 › \
        ModifiedContent › CounterView.counter = 0
        """)
    #expect(trace.kept.count == 6)
  }
}
