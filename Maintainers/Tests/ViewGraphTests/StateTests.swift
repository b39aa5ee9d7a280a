import Testing
import ViewGraph

@Suite("State lives per identity, not in the struct")
@MainActor
struct StateTests {
  @Test("A counter's state survives every re-evaluation of its body")
  func counterKeepsState() throws {
    let host = ViewHost(CounterView())
    try host.tap("0")
    try host.tap("1")
    try host.tap("2")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [3])
    #expect(host.render() == "CounterView (counter = 3)\n  Button \"3\"")
    #expect(host.lastUpdate.inserted.isEmpty)
    #expect(host.lastUpdate.removed.isEmpty)
    #expect(host.lastUpdate.keptCount == host.nodeCount)
  }

  @Test("Mounting inserts every node and creates every state from its initial value")
  func mountCreatesState() {
    let host = ViewHost(CounterView(counter: 5))
    let mount = host.lastUpdate
    #expect(mount.number == 0)
    #expect(mount.cause == "mount")
    #expect(mount.inserted.map(\.path) == ["CounterView"])
    #expect(mount.insertedCount == 3)
    #expect(mount.createdState.map(\.description) == ["state created    CounterView.counter = 5"])
  }

  @Test("Outside a host, State reads its initial value and ignores writes")
  func unboundState() {
    let counter = CounterView(counter: 2)
    counter.counter = 9
    #expect(counter.counter == 2)
  }

  @Test("A view value kept by the host is bound again each time its body runs")
  func rootValueRebinds() throws {
    let root = CounterView()
    let host = ViewHost(root)
    try host.tap("0")
    #expect(root.counter == 1)
    host.updateAll()
    #expect(host.lastUpdate.cause == "update all")
    #expect(host.lastUpdate.bodies.map(\.typeName) == ["CounterView"], "the body ran again")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
  }

  @Test("Replacing the root with a value of the same type keeps its state")
  func setRootSameType() throws {
    let host = ViewHost(CounterView())
    try host.tap("0")
    host.setRoot(CounterView(counter: 40))
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
    host.setRoot(Text("gone"))
    #expect(host.stateValues(of: CounterView.self, "counter").isEmpty)
    #expect(host.lastUpdate.discardedState.map(\.stateValue) == ["1"])
    #expect(host.render() == "Text \"gone\"")
  }
}
