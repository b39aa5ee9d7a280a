import Testing
import ViewGraph

@Suite("6.3 One type, one identity")
@MainActor
struct IfElseModifierTests {
  @Test("The result is the closures' one type, not a conditional", arguments: [true, false])
  func resultType(condition: Bool) {
    let view = TapCounter()
      .if(condition) {
        $0.foregroundStyle(.blue)
      } else: {
        $0.foregroundStyle(.red)
      }
    #expect(
      String(describing: type(of: view)) == "ModifiedContent<TapCounter, ForegroundStyleModifier>",
      """
      without a builder, the if expression returns then(self) or otherwise(self), both of one \
      type Transformed: no ConditionalContent, no branch in the identity
      """)
  }

  @Test("The condition picks the closure", arguments: [true, false])
  func conditionPicksClosure(condition: Bool) {
    let host = ViewHost(
      Text("hello").if(condition) {
        $0.foregroundStyle(.blue)
      } else: {
        $0.foregroundStyle(.red)
      }
    )
    #expect(
      host.render() == "Text \"hello\" [foregroundStyle: \(condition ? "blue" : "red")]",
      "then(self) when the condition holds, otherwise(self) when it does not")
  }

  @Test("The seed's screen keeps the count across toggles", arguments: [1, 2, 3])
  func seedScreenKeeps(toggles: Int) throws {
    let host = ViewHost(IfElseScreen())
    try host.countToThree()
    for _ in 0..<toggles {
      try host.tap("toggle")
      #expect(
        host.lastUpdate.removedCount == 0 && host.lastUpdate.insertedCount == 0,
        "one type at one position: a toggle changes only the foreground style's value")
    }
    #expect(host.counters() == [3], "the counter's identity never changed, so it keeps its 3")
    let color = toggles.isMultiple(of: 2) ? "blue" : "red"
    #expect(
      host.render().contains("TapCounter (counter = 3) [foregroundStyle: \(color)]"),
      "the counter is blue while the condition holds and red otherwise")
  }

  @Test("The inert rewrite of kata 6.2's screen keeps the count")
  func inertRewriteKeeps() throws {
    let host = ViewHost(InertDimScreen())
    try host.countToThree()
    #expect(
      host.render().contains("TapCounter (counter = 3) [opacity: 1.0]"),
      "not dimmed is an opacity of 1: the modifier is always there, only its value changes")
    try host.tap("toggle")
    #expect(
      host.lastUpdate.removed.isEmpty && host.lastUpdate.discardedState.isEmpty,
      "the condition moved into the modifier's value: nothing leaves the tree")
    #expect(
      host.render().contains("TapCounter (counter = 3) [opacity: 0.3]"),
      "dimmed is an opacity of 0.3, and the counter keeps its 3, unlike kata 6.2's .if screen")
  }
}
