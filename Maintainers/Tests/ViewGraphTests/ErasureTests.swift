import Testing
import ViewGraph

@Suite("Type erasure: identity follows the wrapped type")
@MainActor
struct ErasureTests {
  @Test("Erasing the same type in both branches of a ternary keeps state")
  func sameWrappedTypeKeeps() throws {
    let host = ViewHost(ErasedTernaryScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
    #expect(host.lastUpdate.removedCount == 0)
  }

  @Test("Erasing a different type resets state (the seed's AnyView screen)")
  func differentWrappedTypeResets() throws {
    let host = ViewHost(ErasedToggleScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    let removed = host.lastUpdate.removed.map(\.path)
    #expect(removed.first?.hasSuffix("BackgroundModifier>") == true)
  }

  @Test("Erasing both branches of a builder if/else does not help: two branches, two identities")
  func erasedBranchesStillReset() throws {
    let host = ViewHost(ErasedBranchesScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
  }

  @Test("A changed erased type rebuilds the whole wrapped subtree; the counts show the cost")
  func erasureCost() throws {
    let host = ViewHost(ErasedToggleScreen())
    try host.tap("toggle")
    #expect(host.lastUpdate.removedCount == 5)
    #expect(host.lastUpdate.insertedCount == 4)
    #expect(host.nodeCount == 10)
  }
}

private struct ErasedTernaryScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      condition ? TestErased(CounterView()) : TestErased(CounterView())
      Button("toggle") { condition.toggle() }
    }
  }
}

private struct ErasedBranchesScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      if condition {
        TestErased(CounterView())
      } else {
        TestErased(CounterView())
      }
      Button("toggle") { condition.toggle() }
    }
  }
}
