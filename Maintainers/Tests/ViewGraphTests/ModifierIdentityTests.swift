import Testing
import ViewGraph

@Suite("Modifiers: the modifier's type is part of the identity")
@MainActor
struct ModifierIdentityTests {
  @Test("A builder .if changes the type at the slot: toggling resets state")
  func builderIfResets() throws {
    let host = ViewHost(BuilderIfScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    let removed = host.lastUpdate.removed.map(\.path)
    #expect(
      removed == [
        "BuilderIfScreen › body › Stack › [0] › branch 0 › "
          + "ModifiedContent<CounterView, ForegroundStyleModifier>"
      ])
    #expect(
      host.lastUpdate.inserted.map(\.path) == [
        "BuilderIfScreen › body › Stack › [0] › branch 1 › CounterView"
      ])
  }

  @Test("Different modifier types at one slot are different identities")
  func differentModifierTypes() throws {
    let host = ViewHost(CounterView().foregroundStyle(.blue))
    try host.tap("0")
    host.setRoot(CounterView().background(.blue))
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    #expect(
      host.lastUpdate.removed.map(\.path) == [
        "ModifiedContent<CounterView, ForegroundStyleModifier>"
      ])
  }

  @Test("A modifier that carries the condition in its value keeps one identity")
  func conditionInValueKeeps() throws {
    let host = ViewHost(ValueDimScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
    #expect(host.render().contains("CounterView (counter = 1) [opacity: 0.3]"))
  }
}

private struct BuilderIfScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      CounterView().builderIf(condition) { $0.foregroundStyle(.blue) }
      Button("toggle") { condition.toggle() }
    }
  }
}

private struct ValueDimScreen: View {
  @State var isDimmed = false

  var body: some View {
    Stack {
      CounterView().opacity(isDimmed ? 0.3 : 1)
      Button("toggle") { isDimmed.toggle() }
    }
  }
}
