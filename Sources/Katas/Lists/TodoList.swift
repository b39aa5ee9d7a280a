import ViewGraph

/// One thing to do. Given: its `id` is stable (the same to-do keeps it when its title changes or
/// it moves) and unique (no two to-dos share it), which is what `ForEach` needs of an id.
public struct Todo: Identifiable, Hashable, Sendable {
  /// The to-do's identity: stable and unique.
  public let id: Int
  /// What to do; it may change, the id does not.
  public var title: String

  /// Creates a to-do.
  /// - Parameters:
  ///   - id: The to-do's identity: stable and unique.
  ///   - title: What to do.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// One row of the list: a button that shows the to-do's title and marks it done when tapped.
///
/// Whether it is done is the row's `@State`: the engine keeps it per identity, so it stays with
/// the row only as long as the row keeps its identity.
public struct TodoRow: View {
  /// The to-do this row shows.
  public let todo: Todo
  /// Whether the to-do is done; a done row is dimmed.
  @State var isDone = false

  /// Creates a row for a to-do, not done yet.
  /// - Parameter todo: The to-do this row shows.
  public init(todo: Todo) {
    self.todo = todo
  }

  /// A button labelled with the title that toggles `isDone`, at opacity 0.5 when done, 1 if not.
  public var body: some View {
    // TODO: Kata 8.1. A Button labelled with todo.title that toggles isDone, then
    // .opacity(isDone ? 0.5 : 1). Lessons/08-lists/8.1-foreach.md
    Text("TODO")
  }
}

/// A list of to-dos: a count, then one ``TodoRow`` per to-do, identified by the to-do's id.
///
/// `ForEach(todos)` works because `Todo` is `Identifiable`: each row's identity is `id <its id>`,
/// so a row keeps its `isDone` wherever its to-do moves, and only a new id is a new row.
public struct TodoList: View {
  /// The to-dos, in the order shown.
  public let todos: [Todo]

  /// Creates a list.
  /// - Parameter todos: The to-dos, in the order shown.
  public init(todos: [Todo]) {
    self.todos = todos
  }

  /// A `VStack` of a `Text` such as `3 to do`, then a `ForEach` with one row per to-do.
  public var body: some View {
    // TODO: Kata 8.1. A VStack of Text("\(todos.count) to do") and a ForEach over todos that
    // builds a TodoRow for each one. Lessons/08-lists/8.1-foreach.md
    Text("TODO")
  }
}
