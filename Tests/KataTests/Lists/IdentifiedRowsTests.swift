import Testing
import ViewGraph

@Suite("8.1 ForEach over identified data")
@MainActor
struct IdentifiedRowsTests: TodoFixtures {
  /// Where the row of the to-do with this id lives in a `TodoList`.
  private func rowPath(_ id: Int) -> String {
    "TodoList › body › VStack › body › Stack › [1] › ForEach › id \(id) › TodoRow"
  }

  @Test("A row is a button with the to-do's title; a tap marks it done and dims it")
  func rowToggles() throws {
    let host = ViewHost(TodoRow(todo: milk))
    try host.tap("milk")
    #expect(
      host.stateValues(of: TodoRow.self, "isDone", as: Bool.self) == [true],
      "tapping the button toggles the row's @State isDone")
    #expect(
      host.render() == "TodoRow (isDone = true)\n  Button \"milk\" [opacity: 0.5]",
      "a done row is the button at opacity 0.5")
    try host.tap("milk")
    #expect(host.render().hasSuffix("[opacity: 1.0]"), "tapped again, it is not done: opacity 1")
  }

  @Test("The list is a count, then one row per to-do, each a subview of the stack")
  func listLayout() {
    let host = ViewHost(TodoList(todos: [milk, eggs]))
    #expect(
      host.render() == """
        TodoList
          VStack
            Stack(vertical)
              Text "2 to do"
              TodoRow (isDone = false)
                Button "milk" [opacity: 1.0]
              TodoRow (isDone = false)
                Button "eggs" [opacity: 1.0]
        """,
      "a ForEach adds no layout of its own: its rows are the stack's subviews, after the count")
    #expect(
      host.lastUpdate.createdState.map(\.path) == [rowPath(1), rowPath(2)],
      "each row's identity ends in `ForEach › id <the to-do's id>`: use ForEach(todos)")
  }

  @Test("Inserting a to-do at the front inserts one row; the done mark stays with eggs")
  func insertAtFront() throws {
    let host = ViewHost(TodoList(todos: [milk, eggs, jam]))
    try host.tap("eggs")
    host.setRoot(TodoList(todos: [tea, milk, eggs, jam]))
    let trace = host.lastUpdate
    #expect(
      trace.inserted.map(\.path) == [rowPath(4)],
      "only tea's id (4) is new, so only tea's row is inserted:\n\(trace.changes)")
    #expect(trace.removed.isEmpty, "no id is gone, so no row is removed:\n\(trace.changes)")
    #expect(
      done(host, [tea, milk, eggs, jam]) == ["eggs"],
      "the row of id 2 kept its isDone: eggs is still the done one, now third")
  }

  @Test("Deleting a to-do removes its row and discards only its state")
  func deleteOne() throws {
    let host = ViewHost(TodoList(todos: [milk, eggs, jam]))
    try host.tap("milk")
    try host.tap("jam")
    host.setRoot(TodoList(todos: [eggs, jam]))
    let trace = host.lastUpdate
    #expect(trace.removed.map(\.path) == [rowPath(1)], "milk's row goes:\n\(trace.changes)")
    #expect(
      trace.discardedState.map(\.stateValue) == ["true"],
      "milk was done: its isDone (true) is discarded with its row, and nothing else")
    #expect(done(host, [eggs, jam]) == ["jam"], "jam is still done, eggs still not")
  }

  @Test("Reordering keeps every row and moves the done mark with its to-do")
  func reorder() throws {
    let host = ViewHost(TodoList(todos: [milk, eggs, jam]))
    try host.tap("jam")
    host.setRoot(TodoList(todos: [jam, milk, eggs]))
    let trace = host.lastUpdate
    #expect(
      trace.inserted.isEmpty && trace.removed.isEmpty,
      "the same ids in another order: every row is kept:\n\(trace.changes)")
    #expect(
      trace.moved.map(\.path) == [rowPath(3)],
      "milk and eggs keep their order, so the engine names one move, jam's:\n\(trace.changes)")
    #expect(done(host, [jam, milk, eggs]) == ["jam"], "jam is done, now at the top")
  }

  @Test("A new title at the same id is the same row: renaming keeps the done mark")
  func renameKeepsState() throws {
    let host = ViewHost(TodoList(todos: [milk, eggs]))
    try host.tap("milk")
    host.setRoot(TodoList(todos: [Todo(id: 1, title: "oat milk"), eggs]))
    #expect(
      host.lastUpdate.inserted.isEmpty && host.lastUpdate.removed.isEmpty,
      "identity is the id, not the content: a new title keeps the row")
    #expect(
      host.render().contains("TodoRow (isDone = true)\n        Button \"oat milk\""),
      "the renamed row shows its new title and is still done:\n\(host.render())")
  }
}
