import ViewGraph

/// The to-do list with a number before each row: `1.`, `2.`, ...
///
/// The number needs each to-do's offset, so the list walks `todos.enumerated()`. The offset is a
/// fine number and a bad id: it belongs to the position, not to the to-do.
///
/// As given, the rows are identified by `\.offset`. Run the tests and read their traces: a row's
/// `isDone` stays at its position when a to-do is inserted at the front, deleted or moved.
public struct NumberedTodoList: View {
  /// The to-dos, in the order shown.
  public let todos: [Todo]

  /// Creates a list.
  /// - Parameter todos: The to-dos, in the order shown.
  public init(todos: [Todo]) {
    self.todos = todos
  }

  /// A `VStack` with one `HStack` per to-do: its number, then its ``TodoRow``.
  public var body: some View {
    VStack {
      // TODO: Kata 8.2. The id below is the offset: a position, not a to-do. Identify each row
      // by its to-do's own id instead. Lessons/08-lists/8.2-index-as-id.md
      ForEach(Array(todos.enumerated()), id: \.offset) { offset, todo in
        HStack {
          Text("\(offset + 1).")
          TodoRow(todo: todo)
        }
      }
    }
  }
}
