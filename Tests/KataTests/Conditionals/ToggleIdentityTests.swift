import Testing
import ViewGraph

@Suite("4.3 The counter and the toggle")
@MainActor
struct ToggleIdentityTests {
  /// Requires the counter's button, which a test taps first: on a screen that still returns the
  /// stub's text, the tap would fail with the engine's own error instead.
  private func requireCounter(_ host: ViewHost) throws {
    try #require(
      host.buttonLabels.contains("0"),
      """
      the screen shows no TapCounter, so there is no button labelled "0" to tap: a body that \
      still returns the stub's Text("TODO") shows none. The screen renders:
      \(host.render())
      """)
  }

  @Test("The @ViewBuilder screen resets the counter from 3 to 0 on toggle")
  func builderResets() throws {
    let host = ViewHost(BuilderToggleScreen())
    try requireCounter(host)
    try host.countToThree()
    #expect(host.counters() == [3], "before the toggle, the blue counter was tapped three times")
    try host.tap("toggle")
    let trace = host.lastUpdate
    #expect(
      trace.discardedState.map(\.stateValue) == ["3"],
      "the toggle moves from branch 0 to branch 1: the old counter's state (3) is discarded")
    #expect(
      trace.discardedState.first?.path.contains("branch 0") == true
        && trace.createdState.first?.path.contains("branch 1") == true,
      "someView() must be a @ViewBuilder if/else: its two branches are two identities")
    #expect(host.counters() == [0], "after the toggle the red counter is a new view: it shows 0")
    #expect(
      host.render().contains("TapCounter (counter = 0) [foregroundStyle: red]"),
      "the false branch shows the counter in red")
  }

  @Test("Toggling back does not bring the old count back")
  func builderTogglingBack() throws {
    let host = ViewHost(BuilderToggleScreen())
    try requireCounter(host)
    try host.countToThree()
    try host.tap("toggle")
    try host.tap("0")
    try host.tap("toggle")
    #expect(
      host.lastUpdate.discardedState.map(\.stateValue) == ["1"] && host.counters() == [0],
      "each toggle discards the branch being left: back on branch 0 the counter starts at 0")
    #expect(host.render().contains("[foregroundStyle: blue]"), "branch 0 shows the blue counter")
  }

  @Test("An if/else written directly in body resets the counter too: body is a view builder")
  func bodyResets() throws {
    let host = ViewHost(BodyToggleScreen())
    try requireCounter(host)
    try host.countToThree()
    #expect(
      host.identityTree().contains("  body: TupleView<(ConditionalContent<"),
      "the body is a block of two views, the if/else first: write both directly in body")
    try host.tap("toggle")
    let trace = host.lastUpdate
    #expect(
      trace.discardedState.map(\.stateValue) == ["3"],
      "body is a view builder even without @ViewBuilder written: its if/else is two identities")
    #expect(
      trace.removed.map(\.path) == [
        "BodyToggleScreen › body › [0] › branch 0 › "
          + "ModifiedContent<TapCounter, ForegroundStyleModifier>"
      ],
      "the blue counter lived at [0] › branch 0 of the body; the toggle removes it")
    #expect(host.counters() == [0], "after the toggle the red counter is a new view: it shows 0")
    #expect(
      host.render().contains("TapCounter (counter = 0) [foregroundStyle: red]"),
      "the false branch shows the counter in red")
  }

  @Test(
    "One type at one position keeps the counter at 3 across the toggle",
    arguments: ["if expression", "ternary"])
  func oneTypeKeeps(screen: String) throws {
    let host =
      screen == "ternary" ? ViewHost(TernaryToggleScreen()) : ViewHost(ExpressionToggleScreen())
    try requireCounter(host)
    try host.countToThree()
    #expect(host.counters() == [3], "\(screen): before the toggle the counter shows 3")
    #expect(host.render().contains("[foregroundStyle: blue]"), "\(screen): it starts blue")
    try host.tap("toggle")
    #expect(
      host.lastUpdate.removed.isEmpty && host.lastUpdate.discardedState.isEmpty,
      "\(screen): no builder branch, so nothing leaves the tree: the toggle only changes a value")
    #expect(
      host.counters() == [3],
      "\(screen): one type at one position is one identity, so the counter keeps its 3")
    #expect(
      host.render().contains("TapCounter (counter = 3) [foregroundStyle: red]"),
      "\(screen): the toggle must still turn the counter red")
  }

  @Test("Only the builder screen's type names two branches")
  func typesTellTheDifference() {
    let builder = ViewHost(BuilderToggleScreen()).identityTree()
    let expression = ViewHost(ExpressionToggleScreen()).identityTree()
    #expect(
      builder.contains(
        "[0]: ConditionalContent<ModifiedContent<TapCounter, ForegroundStyleModifier>, "
          + "ModifiedContent<TapCounter, ForegroundStyleModifier>>"),
      "the @ViewBuilder if/else is ConditionalContent over two identical branch types")
    #expect(
      expression.contains("[0]: ModifiedContent<TapCounter, ForegroundStyleModifier>")
        && !expression.contains("ConditionalContent"),
      "without @ViewBuilder, someView() returns the branches' one type: no ConditionalContent")
  }
}
