import Foundation

/// `kata-runner solution <kata>`: shows a kata's reference solution, a diff against the
/// learner's files, or puts the reference in place, after confirming for an unfinished kata.
struct SolutionCommand: RunnerCommand {
  static let name = "solution"
  static func abstract(_ words: Words) -> String {
    words(
      """
      Show a kata's reference solution (--diff: against your file; --apply: use it, after a \
      backup).
      """)
  }
  static let usage = "solution <kata> [--diff | --apply] [--yes]"

  private var kataName: String
  private var mode = "show"
  private var confirmed = false

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    let diff = scanner.flag("--diff")
    let apply = scanner.flag("--apply")
    // Applying is the one that changes files: with both, neither wins silently.
    if diff && apply {
      throw RunnerError.usage(
        Message(
          """
          solution takes --diff or --apply, not both: `--diff` shows what would change, \
          `--apply` changes it; usage: kata-runner {usage}
          """, ["usage": Self.usage]))
    }
    if diff { mode = "diff" }
    if apply { mode = "apply" }
    confirmed = scanner.flag("--yes", "-y")
    kataName = try scanner.positionals(1...1, usage: Self.usage)[0]
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let kata = try context.catalog.kata(named: kataName)
    if context.progress.verdict(of: kata).state != .done && !confirmed {
      let unfinished = context.words("Kata {kata} is not done yet.", ["kata": kata.id])
      let values: KeyValuePairs = ["command": Launcher.command, "kata": kata.id]
      // What was asked, and what was not done, are said for what `--apply` does: put it in.
      let (question, refused) =
        mode == "apply"
        ? (
          context.words("Put in its solution anyway?"),
          context.words("Not put in. Try `{command} hint {kata}` first, or pass --yes.", values)
        )
        : (
          context.words("Show its solution anyway?"),
          context.words("Not shown. Try `{command} hint {kata}` first, or pass --yes.", values)
        )
      guard context.confirm(question, about: unfinished) else {
        context.print(refused)
        return 1
      }
    }
    switch mode {
    case "diff":
      for (stub, reference) in zip(kata.stubPaths, kata.referencePaths) {
        let (_, output) = try Subprocess(["diff", "-u", stub, reference], in: context.root)
          .capture()
        context.print(
          output.isEmpty
            ? context.words("{file} already matches the reference.", ["file": stub]) : output)
      }
    case "apply":
      let files = try zip(kata.stubPaths, kata.referencePaths).map { stub, reference in
        (path: stub, text: try context.reference(reference))
      }
      let folder = try context.overwrite(files, of: [kata])
      for (stub, reference) in zip(kata.stubPaths, kata.referencePaths) {
        context.print(
          context.words("Copied {reference} to {stub}.", ["reference": reference, "stub": stub]))
      }
      context.print(context.savedLine(folder))
      context.recordGiven([kata])
    default:
      for reference in kata.referencePaths {
        context.print(context.style.bold("// \(reference)"))
        context.print(try context.reference(reference))
      }
    }
    return 0
  }
}
