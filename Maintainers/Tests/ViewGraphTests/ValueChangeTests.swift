import Testing
import ViewGraph

/// A kept view whose modifier values change is what SwiftUI animates (interpolates); a new
/// identity is a removal and an insertion, animated by transitions (a fade by default). The
/// trace tells the two apart: `changed` for the first, `removed` and `inserted` for the second.
@Suite("Animations versus transitions: changed values and new identities")
@MainActor
struct ValueChangeTests {
  @Test("A kept view whose opacity changes shows one changed event and no removal")
  func opacityChanges() throws {
    let host = ViewHost(FadeScreen(dimmed: Dimming.value))
    try host.tap("dim")
    #expect(
      host.lastUpdate.changes.description == """
        changed          FadeScreen › body › [0] › ModifiedContent<CounterView, OpacityModifier> \
        opacity 1.0 → 0.3
        """)
    #expect(host.lastUpdate.changed.first?.change?.from == "1.0")
    #expect(host.lastUpdate.changed.first?.change?.to == "0.3")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    #expect(host.render().contains("CounterView (counter = 0) [opacity: 0.3]"))
  }

  @Test("The same change written with a builder .if is a removal and an insertion instead")
  func builderIfIsATransition() throws {
    let host = ViewHost(FadeScreen(dimmed: Dimming.builderIf))
    try host.tap("0")
    try host.tap("dim")
    #expect(host.lastUpdate.changed.isEmpty, "no kept view changed a value")
    #expect(
      host.lastUpdate.changes.description == """
        removed          FadeScreen › body › [0] › branch 1 › CounterView
        state discarded  FadeScreen › body › [0] › branch 1 › CounterView.counter = 1
        inserted         FadeScreen › body › [0] › branch 0 › \
        ModifiedContent<CounterView, OpacityModifier>
        state created    FadeScreen › body › [0] › branch 0 › ModifiedContent › \
        CounterView.counter = 0
        """)
  }

  @Test("An unchanged value or a value on a new node is no change")
  func noChangeWithoutKeptDifference() throws {
    let host = ViewHost(FadeScreen(dimmed: Dimming.value))
    #expect(host.lastUpdate.changed.isEmpty, "the mount inserts: nothing is kept, nothing changed")
    host.updateAll()
    #expect(
      host.lastUpdate.changed.isEmpty,
      "every body ran again with the same opacity: a value evaluated again unchanged is no change")
  }

  @Test("A new explicit id is a new view, not a changed value")
  func idIsNotAValue() throws {
    let host = ViewHost(FadeScreen(dimmed: Dimming.id))
    try host.tap("dim")
    #expect(host.lastUpdate.changed.isEmpty)
    #expect(host.lastUpdate.removed.count == 1 && host.lastUpdate.inserted.count == 1)
  }

  @Test("Each modifier of a kept view reports its own change, innermost first")
  func severalValues() throws {
    let host = ViewHost(FadeScreen(dimmed: Dimming.colorAndPadding))
    try host.tap("dim")
    #expect(
      host.lastUpdate.changed.map(\.description) == [
        "changed          FadeScreen › body › [0] › ModifiedContent<ModifiedContent<CounterView, "
          + "ForegroundStyleModifier>, PaddingModifier> padding 8 → 2",
        "changed          FadeScreen › body › [0] › ModifiedContent › "
          + "ModifiedContent<CounterView, ForegroundStyleModifier> foregroundStyle blue → gray",
      ])
  }
}

/// A counter that a button dims; `dimmed` writes the dimming one way or another.
private struct FadeScreen<Dimmed: View>: View {
  let dimmed: (Bool) -> Dimmed
  @State var isDimmed = false

  var body: some View {
    dimmed(isDimmed)
    Button("dim") { isDimmed.toggle() }
  }
}

private enum Dimming {
  static func value(_ isDimmed: Bool) -> some View {
    CounterView().opacity(isDimmed ? 0.3 : 1.0)
  }

  static func builderIf(_ isDimmed: Bool) -> some View {
    CounterView().builderIf(isDimmed) { $0.opacity(0.3) }
  }

  static func id(_ isDimmed: Bool) -> some View {
    CounterView().id(isDimmed)
  }

  static func colorAndPadding(_ isDimmed: Bool) -> some View {
    CounterView().foregroundStyle(isDimmed ? .gray : .blue).padding(isDimmed ? 2 : 8)
  }
}
