import Testing
import ViewGraph

/// `@State`'s initial value is used once per identity (Apple's `State.init(wrappedValue:)`:
/// SwiftUI initializes the storage only once per view instance; `init(initialValue:)` behaves
/// the same). A parent that re-creates the child with a new seed changes nothing; `.id(_:)`
/// makes a new identity, which starts from the new seed.
@Suite("State's initial value is used once per identity")
@MainActor
struct InitialValueTests {
  private func drafts(_ host: ViewHost) -> [String] {
    host.stateValues(of: SeededEditor.self, "draft", as: String.self)
  }

  @Test("State(initialValue:) in an initializer seeds the state when the view is inserted")
  func seedsOnInsertion() {
    let host = ViewHost(SeededEditor(seed: "a"))
    #expect(drafts(host) == ["a"])
    #expect(
      host.lastUpdate.createdState.map(\.description) == [
        "state created    SeededEditor.draft = \"a\""
      ])
  }

  @Test("A new seed for the same identity is ignored: the view is kept with its state")
  func newSeedIsIgnored() throws {
    let host = ViewHost(PlainParent(seed: "a"))
    try host.tap("type")
    host.setRoot(PlainParent(seed: "b"))
    #expect(drafts(host) == ["a!"])
    #expect(host.lastUpdate.inserted.isEmpty && host.lastUpdate.createdState.isEmpty)
    #expect(host.render().contains("SeededEditor (draft = \"a!\")"))
  }

  @Test(".id(seed) makes a new seed a new identity: removed, inserted, state seeded again")
  func idReseeds() throws {
    let host = ViewHost(KeyedParent(seed: "a"))
    try host.tap("type")
    host.setRoot(KeyedParent(seed: "b"))
    #expect(drafts(host) == ["b"])
    #expect(
      host.lastUpdate.changes.description == """
        removed          KeyedParent › body › Stack › ModifiedContent › id "a" › SeededEditor
        state discarded  KeyedParent › body › Stack › ModifiedContent › id "a" › SeededEditor.draft = "a!"
        inserted         KeyedParent › body › Stack › ModifiedContent › id "b" › SeededEditor
        state created    KeyedParent › body › Stack › ModifiedContent › id "b" › SeededEditor.draft = "b"
        """)
  }
}

/// Seeds its state from a parameter, the way a detail screen seeds a draft.
private struct SeededEditor: View {
  @State var draft: String

  init(seed: String) {
    _draft = State(initialValue: seed)
  }

  var body: some View {
    Button("type") { draft += "!" }
  }
}

/// Passes a seed to the editor, as a parent passing a new value would.
private struct PlainParent: View {
  let seed: String

  var body: some View {
    Stack { SeededEditor(seed: seed) }
  }
}

/// Passes a seed to the editor and makes the seed its identity.
private struct KeyedParent: View {
  let seed: String

  var body: some View {
    Stack { SeededEditor(seed: seed).id(seed) }
  }
}
