import Testing
import ViewGraph

@Suite("6.1 A custom ViewModifier")
@MainActor
struct HighlightTests {
  private func highlights(_ host: ViewHost) -> [Bool] {
    host.stateValues(of: Highlight.self, "isOn", as: Bool.self)
  }

  @Test("highlighted() wraps the view in ModifiedContent<Self, Highlight>")
  func convenienceType() {
    #expect(
      String(describing: type(of: TapCounter().highlighted()))
        == "ModifiedContent<TapCounter, Highlight>",
      "highlighted(_:) is modifier(Highlight(color:)): its type names the view and the modifier")
  }

  @Test("The body pads the content on the highlight's color and adds a highlight button")
  func renders() {
    let host = ViewHost(TapCounter().modifier(Highlight(color: .green)))
    #expect(
      host.render() == """
        Highlight (isOn = true)
          VStack
            Stack(vertical)
              TapCounter (counter = 0) [padding: 4, background: green]
                Button "0"
              Button "highlight"
        """,
      """
      body(content:) is a VStack of content.padding(4).background(color) and a button \
      labelled highlight; the engine puts the TapCounter where the placeholder `content` is
      """)
  }

  @Test("highlighted(_:) passes its color to the modifier")
  func convenienceColor() {
    let host = ViewHost(TapCounter().highlighted(.purple))
    #expect(
      host.render().contains("TapCounter (counter = 0) [padding: 4, background: purple]"),
      "highlighted(.purple) must apply Highlight(color: .purple)")
  }

  @Test("The modifier's state and the content's state are both kept across updates")
  func statesKept() throws {
    let host = ViewHost(TapCounter().modifier(Highlight()))
    try host.tap("0")
    try host.tap("highlight")
    #expect(
      highlights(host) == [false] && host.counters() == [1],
      """
      the modifier's @State lives at the ModifiedContent's identity, the counter's below it: \
      tapping one must not touch the other
      """)
    #expect(
      host.lastUpdate.removed.isEmpty && host.lastUpdate.inserted.isEmpty,
      "toggling isOn changes only a background's value: nothing leaves or enters the tree")
    #expect(
      host.render().contains("TapCounter (counter = 1) [padding: 4, background: clear]"),
      "with the highlight off, the background is clear: the same modifiers, another value")
  }

  @Test("A new color is a new value of the same modifier type: identity and state are kept")
  func newColorKeeps() throws {
    let host = ViewHost(ColorSwitchScreen())
    try host.tap("0")
    try host.tap("color")
    #expect(
      host.lastUpdate.removedCount == 0 && host.lastUpdate.insertedCount == 0,
      """
      Highlight(color: .yellow) and Highlight(color: .blue) have one type, \
      ModifiedContent<TapCounter, Highlight>: the engine keeps every node
      """)
    #expect(host.counters() == [1], "the counter's count survives a change of the modifier's color")
    #expect(
      host.render().contains("TapCounter (counter = 1) [padding: 4, background: blue]"),
      "the new color reaches the background")
  }

  @Test("Each use of the modifier has its own state")
  func statePerUse() throws {
    let host = ViewHost(TwoHighlightsScreen())
    try host.tap("highlight", occurrence: 1)
    #expect(
      highlights(host) == [true, false],
      """
      state belongs to an identity, not to the modifier's type: only the second highlight, \
      whose button was tapped, turns off
      """)
  }
}

private struct ColorSwitchScreen: View {
  @State var isWarm = true

  var body: some View {
    VStack {
      TapCounter().highlighted(isWarm ? .yellow : .blue)
      Button("color") { isWarm.toggle() }
    }
  }
}

private struct TwoHighlightsScreen: View {
  var body: some View {
    VStack {
      TapCounter().highlighted()
      Text("second").highlighted(.green)
    }
  }
}
