import Testing
import ViewGraph

@Suite("Inputs: how a parent's new value for a child is compared")
@MainActor
struct InputComparisonTests {
  @Test("A closure made in the parent's body makes the child run with every parent run")
  func closureIsAlwaysNew() throws {
    let host = ViewHost(TapParent { label, action in PlainRow(label: label, onTap: action) })
    try host.tap("parent")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "TapParent<PlainRow>: _taps changed.", "PlainRow: @self changed.",
      ],
      "a closure cannot be compared: the row's value counts as new")
  }

  @Test("An Equatable row that is not POD is compared with its ==, which leaves the closure out")
  func equatableRowSkipsClosure() throws {
    let host = ViewHost(TapParent { label, action in ClosureRow(label: label, onTap: action) })
    try host.tap("parent")
    #expect(host.lastUpdate.bodies.map(\.description) == ["TapParent<ClosureRow>: _taps changed."])
    try host.tap("x")
    #expect(
      host.stateValues(of: TapParent<ClosureRow>.self, "taps", as: Int.self) == [2],
      "the kept row's old action still writes the parent's state")
  }

  @Test("A POD view is compared bit by bit, even with an ==; .equatable() makes the == count")
  func podNeedsEquatable() {
    let plain = ViewHost(Parity(number: 2))
    plain.setRoot(Parity(number: 4))
    #expect(plain.lastUpdate.bodies.map(\.description) == ["Parity: @self changed."])
    let forced = ViewHost(Parity(number: 2).equatable())
    forced.setRoot(Parity(number: 4).equatable())
    #expect(forced.lastUpdate.bodies.isEmpty, "2 and 4 are both even: == says equal")
    forced.setRoot(Parity(number: 5).equatable())
    #expect(forced.lastUpdate.bodies.map(\.typeName) == ["Parity"])
  }

  @Test("A view that is not POD uses its own ==")
  func nonPODUsesEquals() {
    let host = ViewHost(TaggedLabel(text: "a", tag: 1))
    host.setRoot(TaggedLabel(text: "a", tag: 2))
    #expect(host.lastUpdate.bodies.isEmpty, "== ignores the tag")
    host.setRoot(TaggedLabel(text: "b", tag: 2))
    #expect(host.lastUpdate.bodies.count == 1)
  }

  @Test("A reference is compared by identity, not by what the object holds")
  func referenceByIdentity() {
    let token = Token()
    let host = ViewHost(TokenView(token: token))
    host.setRoot(TokenView(token: token))
    #expect(host.lastUpdate.bodies.isEmpty)
    host.setRoot(TokenView(token: Token()))
    #expect(host.lastUpdate.bodies.map(\.description) == ["TokenView: @self changed."])
  }

  @Test("A @State whose initial value is the same: a new value of the view is the same input")
  func sameInitialValueIsSameInput() throws {
    let host = ViewHost(Stack { CountingParent() })
    try host.tap("+1")
    host.setRoot(Stack { CountingParent() })
    #expect(
      host.lastUpdate.bodies.isEmpty,
      "the initial value is 0 both times; the stored 1 is not compared")
    #expect(host.stateValues(of: CountingParent.self, "count", as: Int.self) == [1])
  }

  @Test(
    "A @State's initial value is compared: a new object there makes the child run, its state kept")
  func newObjectAsInitialValueRunsChild() throws {
    let host = ViewHost(ModelParent())
    let first = try #require(host.stateValues(of: ModelChild.self, "model", as: Token.self).first)
    try host.tap("bump")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "ModelParent: _bumps changed.", "ModelChild: @self changed.",
      ],
      "ModelChild() holds a new Token as its initial value: compared by identity, it differs")
    #expect(
      host.stateValues(of: ModelChild.self, "model", as: Token.self).first === first,
      "the state kept the first object: a new initial value is not used for a kept identity")
  }

  @Test(
    "A @State seeded from the parent (State(initialValue:)) runs the child when the seed changes")
  func changedSeedRunsChild() throws {
    let host = ViewHost(SeedingParent())
    try host.tap("other")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "SeedingParent: _unread changed."
      ],
      "the seed is the same: the child is the same input")
    try host.tap("next")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "SeedingParent: _seed changed.", "SeededChild: @self changed.",
      ],
      "the seed changed, so the child's value did")
    #expect(
      host.stateValues(of: SeededChild.self, "value", as: Int.self) == [1],
      "and its state still holds the first seed")
  }
}
