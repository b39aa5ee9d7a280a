import Testing
import ViewGraph

@Suite("4.1 Optional views and buildIf")
@MainActor
struct OptionalContentTests {
  /// A counter shown only while `isShown` is true, then a button that flips it.
  private struct ShowHideScreen: View {
    @State var isShown = true

    var body: some View {
      VStack {
        if isShown {
          TapCounter()
        }
        Button("show") { isShown.toggle() }
      }
    }
  }

  @ViewBuilder private func maybeText(_ isShown: Bool) -> some View {
    if isShown {
      Text("hello")
    }
  }

  @Test("An if without else builds Optional<Content> that holds the view when the condition holds")
  func ifWithoutElseIsOptional() {
    let shown = maybeText(true)
    #expect(
      String(describing: type(of: shown)) == "Optional<Text>",
      "an if without else goes through buildIf(_:), which returns Content?: the type is Optional")
    #expect(
      (shown as? Text)?.content == "hello",
      "when the condition holds, buildIf receives .some(view): return it, do not drop it")
  }

  @Test("An if without else is nil when the condition does not hold, and the engine shows nothing")
  func falseConditionIsNil() throws {
    #expect(
      (maybeText(false) as? Text) == nil && (maybeText(true) as? Text) != nil,
      "buildIf receives nil when the condition fails and the view when it holds: pass it on")
    let host = ViewHost(ShowHideScreen())
    try host.tap("show")
    #expect(
      host.render() == "ShowHideScreen (isShown = false)\n  VStack\n    Stack(vertical)\n"
        + "      Button \"show\"",
      "nil is branch 1 of the Optional: the engine shows an EmptyView, which renders as nothing")
  }

  @Test("The shown view lives at branch 0 of the Optional, at the if's position")
  func shownViewIsBranchZero() throws {
    let host = ViewHost(ShowHideScreen())
    #expect(
      host.lastUpdate.createdState.map(\.path).contains(
        "ShowHideScreen › body › VStack › body › Stack › [0] › branch 0 › TapCounter"),
      "the if is child [0] of the stack; its view, when present, is branch 0 of the Optional")
    #expect(
      host.stateValues(of: TapCounter.self, "counter", as: Int.self) == [0],
      "the counter is on screen from the start, because the condition starts true")
  }

  @Test("Hiding removes the counter and discards its state; showing again starts from 0")
  func hideAndShowResets() throws {
    let host = ViewHost(ShowHideScreen())
    try host.tap("0")
    try host.tap("1")
    #expect(host.stateValues(of: TapCounter.self, "counter", as: Int.self) == [2])
    try host.tap("show")
    let hide = host.lastUpdate
    #expect(
      hide.discardedState.map(\.description) == [
        "state discarded  ShowHideScreen › body › VStack › body › Stack › [0] › branch 0 › "
          + "TapCounter.counter = 2"
      ],
      "when the condition flips to false, branch 0 leaves the tree and its state goes with it")
    #expect(
      hide.inserted.map(\.path) == [
        "ShowHideScreen › body › VStack › body › Stack › [0] › branch 1 › EmptyView"
      ],
      "nil is not a hole: branch 1 of the Optional is an EmptyView at the same position")
    try host.tap("show")
    #expect(
      host.stateValues(of: TapCounter.self, "counter", as: Int.self) == [0],
      "the counter that comes back is a new identity: its state starts again from 0")
  }

  @Test("The button after the if keeps its position and identity while the if flips")
  func siblingKeepsPosition() throws {
    let host = ViewHost(ShowHideScreen())
    try host.tap("show")
    try host.tap("show")
    #expect(
      host.lastUpdate.kept.map(\.path).contains(
        "ShowHideScreen › body › VStack › body › Stack › [1] › Button"),
      "the Optional always occupies position [0], shown or not: the button stays at [1]")
    #expect(
      host.lastUpdate.inserted.map(\.path) == [
        "ShowHideScreen › body › VStack › body › Stack › [0] › branch 0 › TapCounter"
      ],
      "showing again inserts only the counter at branch 0; the button is not touched")
  }
}
