import ViewGraph

/// The to-dos that the suites of katas 8.1 and 8.2 put on screen, and how they read which are
/// done. Both katas declare this file among their `tests` in the curriculum, so a change here
/// outdates their verdicts and no other kata's.
@MainActor
protocol TodoFixtures {}

extension TodoFixtures {
  var milk: Todo { Todo(id: 1, title: "milk") }
  var eggs: Todo { Todo(id: 2, title: "eggs") }
  var jam: Todo { Todo(id: 3, title: "jam") }
  var tea: Todo { Todo(id: 4, title: "tea") }

  /// Which titles are done, read from the rows' state in tree order, which is the to-dos' order.
  func done(_ host: ViewHost, _ todos: [Todo]) -> [String] {
    let flags = host.stateValues(of: TodoRow.self, "isDone", as: Bool.self)
    return zip(todos, flags).filter(\.1).map(\.0.title)
  }
}
