import Testing
import ViewGraph

@Suite("6.2 The @ViewBuilder .if modifier")
@MainActor
struct IfModifierTests {
  @Test(
    "The result is a conditional of two different views, whatever the condition",
    arguments: [true, false])
  func resultType(condition: Bool) {
    let view = TapCounter().if(condition) { $0.opacity(0.3) }
    #expect(
      String(describing: type(of: view))
        == "ConditionalContent<ModifiedContent<TapCounter, OpacityModifier>, TapCounter>",
      """
      with @ViewBuilder, the if/else becomes buildEither: ConditionalContent<Content, Self>, \
      the transformed view in branch 0 and the view itself in branch 1
      """)
  }

  @Test("The condition picks the branch", arguments: [true, false])
  func conditionPicksBranch(condition: Bool) {
    let host = ViewHost(Text("hello").if(condition) { $0.opacity(0.3) })
    let expected = condition ? "Text \"hello\" [opacity: 0.3]" : "Text \"hello\"\n"
    #expect(
      (host.render() + "\n").contains(expected),
      "when the condition holds, transform(self) is shown; otherwise self, untouched")
    #expect(
      host.identityTree().contains(condition ? "branch 0:" : "branch 1:"),
      "transform(self) is branch 0 (the if), self is branch 1 (the else)")
  }

  @Test("Toggling the condition moves the counter to the other branch and resets it")
  func toggleResets() throws {
    let host = ViewHost(IfModifierScreen())
    try host.countToThree()
    try host.tap("toggle")
    let trace = host.lastUpdate
    #expect(
      trace.removed.map(\.path).first?.hasSuffix("[0] › branch 1 › TapCounter") == true,
      "dimming moves the counter from branch 1 (self) to branch 0: the old counter is removed")
    #expect(
      trace.inserted.map(\.path).first?.hasSuffix(
        "[0] › branch 0 › ModifiedContent<TapCounter, OpacityModifier>") == true,
      "a new counter, wrapped in the opacity modifier, is inserted at branch 0")
    #expect(
      trace.discardedState.map(\.stateValue) == ["3"] && host.counters() == [0],
      "state belongs to an identity: a new identity means the count of 3 is gone, and it shows 0")
    #expect(
      host.render().contains("TapCounter (counter = 0) [opacity: 0.3]"),
      "the dimmed counter is the transformed view")
  }

  @Test("Toggling back resets the counter again")
  func toggleBackResets() throws {
    let host = ViewHost(IfModifierScreen())
    try host.tap("toggle")
    try host.tap("0")
    try host.tap("toggle")
    #expect(
      host.lastUpdate.discardedState.map(\.stateValue) == ["1"] && host.counters() == [0],
      "every change of the condition changes the identity, in both directions")
  }

  @Test("The cost is a handful of nodes; the loss is the count")
  func identityNotPerformance() throws {
    let host = ViewHost(IfModifierScreen())
    try host.countToThree()
    try host.tap("toggle")
    let trace = host.lastUpdate
    #expect(
      trace.removedCount == 3 && trace.insertedCount == 4,
      """
      only the counter's subtree is rebuilt (TapCounter, Button, Text out; the same plus the \
      opacity modifier in): a few nodes, not a performance problem
      """)
    #expect(
      trace.kept.contains { $0.path.hasSuffix("[1] › Button") }
        && trace.kept.contains { $0.path.hasSuffix("[0] › ConditionalContent") },
      "the toggle button and the ConditionalContent itself are kept: only a branch changed")
    #expect(
      host.counters() == [0],
      "the real problem is identity: the user's 3 taps are lost because the counter is new")
  }

  @Test("An update that does not flip the condition keeps everything")
  func steadyConditionKeeps() throws {
    let host = ViewHost(IfModifierScreen())
    try host.tap("toggle")
    try host.countToThree()
    #expect(
      host.lastUpdate.removed.isEmpty && host.counters() == [3],
      "while the condition stays the same, the branch stays the same, and so does the identity")
  }
}
