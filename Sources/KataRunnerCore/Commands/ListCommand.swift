/// `kata-runner list`: every kata with its last known state, without building.
struct ListCommand: RunnerCommand {
  static let name = "list"
  static let abstract = "List every kata with its state from the last run (no build)."
  static let usage = "list"

  /// The list, for commands that show it directly.
  init() {}

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    _ = try scanner.positionals(0...0, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    context.printProgressWarning()
    let saved = context.progress.katas
    let style = context.style
    for module in context.catalog.modules {
      print(style.bold("Module \(module.number): \(module.title)"))
      for kata in module.katas {
        let progress = saved[kata.id] ?? .pending(kata.id)
        let (passed, total) = progress.score
        let score = total == 0 ? "" : style.dim("  \(passed)/\(total)")
        let edited =
          progress.testsEdited ? style.yellow("  \(StatusReport.editedMark) tests edited") : ""
        let stale = progress.isStale ? style.dim("  from an earlier run") : ""
        print(
          "  \(style.symbol(for: progress.state)) \(kata.displayName)\(score)\(edited)\(stale)")
        print(style.dim("      \(module.lessonPath(of: kata))"))
      }
    }
    if saved.isEmpty {
      print(style.dim("No run yet: `swift run kata-runner` builds and tests every kata."))
    }
    return 0
  }
}
