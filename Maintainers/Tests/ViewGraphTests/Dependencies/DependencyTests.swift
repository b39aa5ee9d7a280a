import Testing
import ViewGraph

@Suite("Dependencies: a body runs only when something it read or was given changed")
@MainActor
struct DependencyTests {
  @Test("A tap runs the body that read the state, not the child whose input stayed the same")
  func unchangedChildIsSkipped() throws {
    let host = ViewHost(CountingParent())
    try host.tap("+1")
    #expect(host.lastUpdate.bodies.map(\.description) == ["CountingParent: _count changed."])
    #expect(host.render().contains(#"Text "count 1""#))
    #expect(
      host.lastUpdate.keptCount == host.nodeCount,
      "the skipped child's subtree is still kept: counted, not visited")
  }

  @Test("Passing $text on is no read: only the view that reads the binding runs")
  func bindingReaderRunsAlone() throws {
    let host = ViewHost(BindingOwner())
    try host.tap("type")
    #expect(host.lastUpdate.bodies.map(\.description) == ["Field: _text changed."])
    #expect(host.render().contains(#"Text "text a""#))
  }

  @Test("The first body of a view prints @self, and @identity with its state's names")
  func mountReasons() {
    let host = ViewHost(BindingOwner())
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "BindingOwner: @self, @identity, _text changed.",
        "Field: @self, @identity, _text changed.",
      ])
    #expect(
      ViewHost(FixedTitle(title: "a")).lastUpdate.bodies.map(\.description) == [
        "FixedTitle: @self changed."
      ])
  }

  @Test("update() with nothing changed runs no body; updateAll() runs every body, unchanged")
  func updateAndUpdateAll() {
    let host = ViewHost(CountingParent())
    host.update()
    #expect(host.lastUpdate.bodies.isEmpty)
    #expect(
      host.lastUpdate.events.map(\.description) == ["kept             CountingParent"],
      "nothing changed below the root: the pass visits the root and keeps the rest unvisited")
    #expect(host.lastUpdate.keptCount == host.nodeCount)
    host.updateAll()
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "CountingParent: unchanged.", "FixedTitle: unchanged.",
      ])
  }

  @Test("Writing the value a state already holds runs no body (the engine's rule)")
  func equalWriteRunsNothing() throws {
    let host = ViewHost(SameValueWriter())
    try host.tap("set 0")
    #expect(host.lastUpdate.bodies.isEmpty)
    try host.tap("set 1")
    #expect(host.lastUpdate.bodies.map(\.description) == ["SameValueWriter: _value changed."])
  }

  @Test("State written while a body runs is reported with SwiftUI's warning")
  func stateWrittenInBody() {
    let host = ViewHost(WritesInBody())
    #expect(
      host.issues.contains {
        $0.hasSuffix("Modifying state during view update, this will cause undefined behavior.")
      })
  }

  @Test("A parent's new value runs the child: @self, for a new title")
  func newInputRunsChild() {
    let host = ViewHost(FixedTitle(title: "a"))
    host.setRoot(FixedTitle(title: "a"))
    #expect(host.lastUpdate.bodies.isEmpty, "the same title again is the same input")
    host.setRoot(FixedTitle(title: "b"))
    #expect(host.lastUpdate.bodies.map(\.description) == ["FixedTitle: @self changed."])
  }
}

private struct SameValueWriter: View {
  @State var value = 0

  var body: some View {
    Stack {
      Text("value \(value)")
      Button("set 0") { value = 0 }
      Button("set 1") { value = 1 }
    }
  }
}

private struct WritesInBody: View {
  @State var renders = 0

  var body: some View {
    renders += 1
    return Text("rendered")
  }
}
