import Testing
import ViewGraph

@Suite("8.2 The index-as-id bug")
@MainActor
struct IndexAsIDTests: TodoFixtures {
  /// Where the row of the element with this id lives in a `NumberedTodoList`.
  private func rowPath(_ id: Int) -> String {
    "NumberedTodoList › body › VStack › body › Stack › ForEach › id \(id) › HStack"
  }

  @Test("Inserting at the front: the done mark stays with eggs, and the numbers follow positions")
  func insertAtFront() throws {
    let host = ViewHost(NumberedTodoList(todos: [milk, eggs, jam]))
    try host.tap("eggs")
    host.setRoot(NumberedTodoList(todos: [tea, milk, eggs, jam]))
    let trace = host.lastUpdate
    #expect(
      done(host, [tea, milk, eggs, jam]) == ["eggs"],
      "eggs was done; with the offset as id, the mark stays at offset 1, now milk's row")
    #expect(
      trace.inserted.map(\.path) == [rowPath(4)],
      "the new row must be tea's (id 4), not one at the last offset:\n\(trace.changes)")
    let teaFirst = "Text \"1.\"\n          TodoRow (isDone = false)\n            Button \"tea\""
    #expect(
      host.render().contains(teaFirst),
      "the numbers still come from the offsets: tea is 1.\n\(host.render())")
  }

  @Test("Deleting the first to-do discards its own mark, not the last row's")
  func deleteFirst() throws {
    let host = ViewHost(NumberedTodoList(todos: [milk, eggs, jam]))
    try host.tap("milk")
    host.setRoot(NumberedTodoList(todos: [eggs, jam]))
    let trace = host.lastUpdate
    #expect(
      trace.removed.map(\.path) == [rowPath(1)],
      "milk's row must go; with the offset as id, the last offset goes:\n\(trace.changes)")
    #expect(
      trace.discardedState.map(\.stateValue) == ["true"],
      "milk was done: its true is what must be discarded:\n\(trace.changes)")
    #expect(done(host, [eggs, jam]).isEmpty, "neither eggs nor jam was ever done")
  }

  @Test("Moving a to-do moves its row, and its mark with it")
  func reorder() throws {
    let host = ViewHost(NumberedTodoList(todos: [milk, eggs, jam]))
    try host.tap("jam")
    host.setRoot(NumberedTodoList(todos: [jam, milk, eggs]))
    let trace = host.lastUpdate
    #expect(
      trace.moved.map(\.path) == [rowPath(3)],
      "jam moved to the top, so its row must move; with the offset as id, no row moves")
    #expect(done(host, [jam, milk, eggs]) == ["jam"], "jam is done, now at the top")
  }

  @Test("Two guests with the same name are two rows, and the engine reports no issue")
  func sameNameTwoRows() {
    let host = ViewHost(
      GuestList(guests: [
        Guest(id: 1, name: "Sam"), Guest(id: 2, name: "Ada"), Guest(id: 3, name: "Sam"),
      ]))
    #expect(
      host.issues.isEmpty,
      "ids must be unique; a name is not an id. The engine says:\n\(host.issues.joined(separator: "\n"))"
    )
    #expect(
      host.buttonLabels == ["Sam", "Ada", "Sam"], "one row per guest, both Sams included")
  }

  @Test("Checking in one Sam checks in that guest, wherever the list puts them")
  func sameNameOwnState() throws {
    let firstSam = Guest(id: 1, name: "Sam")
    let ada = Guest(id: 2, name: "Ada")
    let secondSam = Guest(id: 3, name: "Sam")
    let host = ViewHost(GuestList(guests: [firstSam, ada, secondSam]))
    try #require(
      host.buttonLabels == ["Sam", "Ada", "Sam"],
      "both Sams need a row before one can check in:\n\(host.issues.joined(separator: "\n"))")
    try host.tap("Sam", occurrence: 1)
    host.setRoot(GuestList(guests: [secondSam, firstSam, ada]))
    #expect(
      host.stateValues(of: GuestRow.self, "isCheckedIn", as: Bool.self) == [true, false, false],
      "the second Sam (id 3) checked in and moved to the top; the first Sam did not:\n\(host.render())"
    )
  }
}
