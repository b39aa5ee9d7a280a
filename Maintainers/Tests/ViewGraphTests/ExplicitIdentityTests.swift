import Testing
import ViewGraph

@Suite("Explicit identity: .id(_:)")
@MainActor
struct ExplicitIdentityTests {
  @Test("The same id value keeps state; a new id value resets it")
  func idChangeResets() throws {
    let host = ViewHost(IdentifiedScreen())
    try host.tap("0")
    try host.tap("same id")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
    try host.tap("new id")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    #expect(
      host.lastUpdate.removed.map(\.path) == [
        "IdentifiedScreen › body › Stack › [0] › ModifiedContent › id 1 › CounterView"
      ])
    #expect(
      host.lastUpdate.inserted.map(\.path) == [
        "IdentifiedScreen › body › Stack › [0] › ModifiedContent › id 2 › CounterView"
      ])
    #expect(host.render().contains("CounterView (counter = 0) [id: 2]"))
  }
}

private struct IdentifiedScreen: View {
  @State var identity = 1

  var body: some View {
    Stack {
      CounterView().id(identity)
      Button("same id") { identity += 0 }
      Button("new id") { identity += 1 }
    }
  }
}
