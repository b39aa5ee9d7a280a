import Builders
import KataRunnerCore
import ViewGraph

extension Demo {
  /// Kata 8.1: a row's state follows its to-do's id through an insertion, a deletion and a move.
  @MainActor static let foreach = Demo(
    name: "foreach", kata: "8.1",
    summary: Message(
      """
      ForEach over identified to-dos: the done mark follows its to-do when one is inserted at \
      the front, deleted or moved
      """)
  ) {
    try showEdits(TodoList.init(todos:))
  }

  /// Kata 8.2: the same edits with the offset as the id, then with the to-do's id.
  @MainActor static let indexAsID = Demo(
    name: "index-as-id", kata: "8.2",
    summary: Message(
      """
      the offset as id: the done mark stays at its position and lands on the wrong to-do; the \
      to-do's id fixes it
      """)
  ) {
    try showEdits(OffsetNumberedList.init(todos:))
    try showEdits(NumberedTodoList.init(todos:))
  }

  /// Mounts a list of three to-dos, marks `eggs` done, then inserts, deletes and moves to-dos,
  /// printing each edit's trace and the render at the start and at the end.
  @MainActor private static func showEdits<Screen: View>(_ make: ([Todo]) -> Screen) throws {
    let milk = Todo(id: 1, title: "milk")
    let eggs = Todo(id: 2, title: "eggs")
    let jam = Todo(id: 3, title: "jam")
    let tea = Todo(id: 4, title: "tea")
    let stage = Stage.current
    let host = ViewHost(make([milk, eggs, jam]))
    stage.begin(
      stage.words(
        "{screen}: tap \"eggs\", then insert, delete and move to-dos", ["screen": "\(Screen.self)"]
      ))
    try host.tap("eggs")
    stage.show(indent(host.render()))
    let words = stage.words
    let edits = [
      (words("insert tea at the front"), [tea, milk, eggs, jam]),
      (words("delete milk"), [tea, eggs, jam]),
      (words("move jam to the front"), [jam, tea, eggs]),
    ]
    for (edit, todos) in edits {
      stage.predict(words("after \"{edit}\", which to-do has the done mark?", ["edit": edit]))
      host.setRoot(make(todos))
      stage.show("  \(edit): \(host.lastUpdate.summary)")
      let changes = host.lastUpdate.changes.description
      stage.show(indent(changes.isEmpty ? words("nothing inserted, removed or moved") : changes))
    }
    stage.show(indent(host.render()))
    stage.show("")
  }
}

/// The numbered list as many first attempts write it: the offset from `enumerated()` as the id.
private struct OffsetNumberedList: View {
  let todos: [Todo]

  var body: some View {
    VStack {
      ForEach(Array(todos.enumerated()), id: \.offset) { offset, todo in
        HStack {
          Text("\(offset + 1).")
          TodoRow(todo: todo)
        }
      }
    }
  }
}
