import ViewGraph

/// The to-do list with a number before each row: `1.`, `2.`, ...
///
/// The number needs each to-do's offset, so the list walks `todos.enumerated()`. The offset is a
/// fine number and a bad id: it belongs to the position, not to the to-do. The rows are
/// identified by `\.element.id`, the to-do's own id, so a row's `isDone` stays with its to-do
/// when one is inserted at the front, deleted or moved, and only the numbers change.
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
      ForEach(Array(todos.enumerated()), id: \.element.id) { offset, todo in
        HStack {
          Text("\(offset + 1).")
          TodoRow(todo: todo)
        }
      }
    }
  }
}
