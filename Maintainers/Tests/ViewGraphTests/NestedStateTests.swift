import Testing
import ViewGraph

@Suite("Nested state: every identity has its own storage")
@MainActor
struct NestedStateTests {
  @Test("Removing a child discards only the child's state; the parent keeps its own")
  func childRemovedParentKeeps() throws {
    let host = ViewHost(ParentView())
    try host.tap("parent 0")
    try host.tap("parent 1")
    try host.tap("0")
    try host.tap("hide")
    #expect(host.stateValues(of: ParentView.self, "taps", as: Int.self) == [2])
    #expect(host.stateValues(of: CounterView.self, "counter").isEmpty)
    let discarded = host.lastUpdate.discardedState.map(\.description)
    #expect(
      discarded == [
        "state discarded  ParentView › body › Stack › [1] › branch 0 › CounterView.counter = 1"
      ])
    try host.tap("hide")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0])
    #expect(host.stateValues(of: ParentView.self, "taps", as: Int.self) == [2])
  }

  @Test("Two views of one type at two positions have separate state")
  func siblingsAreSeparate() throws {
    let host = ViewHost(
      Stack {
        CounterView()
        CounterView()
      })
    try host.tap("0", occurrence: 1)
    try host.tap("1")
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0, 2])
  }
}

private struct ParentView: View {
  @State var taps = 0
  @State var isChildShown = true

  var body: some View {
    Stack {
      Button("parent \(taps)") { taps += 1 }
      if isChildShown {
        CounterView()
      }
      Button("hide") { isChildShown.toggle() }
    }
  }
}
