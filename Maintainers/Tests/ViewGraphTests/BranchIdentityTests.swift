import Testing
import ViewGraph

@Suite("Branches: each branch is its own identity (the seed's first screen)")
@MainActor
struct BranchIdentityTests {
  @Test("A @ViewBuilder if/else over one type resets the counter on toggle")
  func builderBranchesReset() throws {
    let host = ViewHost(BuilderToggleScreen())
    try host.tap("0")
    try host.tap("1")
    try host.tap("2")
    try host.tap("toggle")
    #expect(
      host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0],
      "each branch is a distinct identity even though both hold the same type")
    let trace = host.lastUpdate
    #expect(trace.discardedState.map(\.stateValue) == ["3"])
    #expect(trace.removed.map(\.path).first?.contains("branch 0") == true)
    #expect(trace.inserted.map(\.path).first?.contains("branch 1") == true)
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
  }

  @Test(
    "One type without branches keeps the counter on toggle",
    arguments: ["plain function", "ternary", "non-builder .if"])
  func sameTypeKeeps(name: String) throws {
    let host =
      switch name {
      case "plain function": ViewHost(PlainFunctionToggleScreen())
      case "ternary": ViewHost(TernaryToggleScreen())
      default: ViewHost(IfExtensionToggleScreen())
      }
    try host.tap("0")
    try host.tap("1")
    try host.tap("toggle")
    #expect(
      host.stateValues(of: CounterView.self, "counter", as: Int.self) == [2],
      "\(name): one type at one position is one identity")
    #expect(host.lastUpdate.removed.isEmpty)
    #expect(host.render().contains("[foregroundStyle: red]"))
  }

  @Test("An if without else inserts and removes its content (Optional)")
  func optionalContent() throws {
    let host = ViewHost(OptionalScreen())
    #expect(host.stateValues(of: CounterView.self, "counter").isEmpty)
    try host.tap("show")
    #expect(
      host.lastUpdate.inserted.map(\.path) == [
        "OptionalScreen › body › Stack › [0] › branch 0 › CounterView"
      ])
    try host.tap("0")
    try host.tap("show")
    #expect(host.lastUpdate.discardedState.map(\.stateValue) == ["1"])
    #expect(
      host.render() == "OptionalScreen (isShown = false)\n  Stack(vertical)\n    Button \"show\"")
  }
}

private struct OptionalScreen: View {
  @State var isShown = false

  var body: some View {
    Stack {
      if isShown {
        CounterView()
      }
      Button("show") { isShown.toggle() }
    }
  }
}
