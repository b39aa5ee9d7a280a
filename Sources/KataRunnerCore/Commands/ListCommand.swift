/// `kata-runner list`: every kata with its last known state, without building.
struct ListCommand: RunnerCommand {
  static let name = "list"
  static func abstract(_ words: Words) -> String {
    words("List every kata with its state from the last run (no build).")
  }
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
    let words = context.words
    let given = GivenKatas(root: context.root).ids(catalog: context.catalog)
    for module in context.catalog.modules {
      context.print(
        style.bold(
          words(
            "Module {number}: {title}", ["number": "\(module.number)", "title": module.shownTitle]))
      )
      for kata in module.katas {
        if let outdated = context.progress.outdated[kata.id] {
          context.print("  \(Self.outdatedLine(kata, outdated, style: style, words: words))")
          context.print(style.dim("      \(context.catalog.lessonPath(of: kata))"))
          continue
        }
        let verdict = saved[kata.id] ?? .pending(kata.id)
        let (passed, total) = verdict.score
        let score = total == 0 ? "" : style.dim("  \(passed)/\(total)")
        let edited =
          verdict.testsEdited
          ? style.yellow(
            "  " + words("{mark} tests edited", ["mark": StatusReport.editedMark])) : ""
        let stale = verdict.isStale ? style.dim("  " + words("from an earlier run")) : ""
        let wasGiven =
          given.contains(kata.id) && verdict.state == .done
          ? style.dim("  " + words("given: its reference was put in")) : ""
        context.print(
          "  \(style.symbol(for: verdict.state)) \(kata.displayName)\(score)\(edited)\(stale)"
            + wasGiven)
        context.print(style.dim("      \(context.catalog.lessonPath(of: kata))"))
      }
    }
    context.print("")
    context.print(
      style.dim(
        words(
          """
          ✔ done  ✘ failing  ⛔ does not compile  💥 crashed  ⏱ ran too long  · not tested yet  \
          {mark} tested before a file it depends on changed
          """, ["mark": Self.outdatedMark])))
    if saved.isEmpty && context.progress.outdated.isEmpty {
      context.print(
        style.dim(
          words(
            "No run yet: `{command}` builds and tests every kata.",
            ["command": Launcher.command])))
    } else if !context.progress.outdated.isEmpty {
      context.print(
        words(
          "{mark} `{command}` tests every kata again; `{command} check <kata>` one kata.",
          ["mark": Self.outdatedMark, "command": Launcher.command]))
    }
    return 0
  }

  /// The mark of a kata whose last verdict was made before a file it depends on changed.
  static let outdatedMark = "↻"

  /// What each mark of the list means.
  /// A kata whose verdict no longer holds: what it was, and what changed since.
  static func outdatedLine(
    _ kata: Kata, _ outdated: LearnerProgress.Outdated, style: Style, words: Words
  ) -> String {
    let (passed, total) = outdated.verdict.score
    // A verdict that ran nothing (its tests did not compile) has no score to show: `⛔ 0/0`
    // read as "zero tests" (learner trial M5).
    let symbol = style.symbol(for: outdated.verdict.state)
    let was = total == 0 ? symbol : "\(symbol) \(passed)/\(total)"
    let before =
      outdated.changes.isEmpty
      ? words("was {verdict} before a file it depends on changed", ["verdict": was])
      : words(
        "was {verdict} before {changes} changed",
        ["verdict": was, "changes": words.list(outdated.changes.map(words.render))])
    return "\(style.yellow(outdatedMark)) \(kata.displayName)  " + style.dim(before)
  }
}
