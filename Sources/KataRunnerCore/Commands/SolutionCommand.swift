import Foundation

/// `kata-runner solution <kata>`: shows a kata's reference solution, a diff against the
/// learner's files, or puts the reference in place, after confirming for an unfinished kata.
struct SolutionCommand: RunnerCommand {
  static let name = "solution"
  static let abstract =
    "Show a kata's reference solution (--diff: against your file; --apply: use it, after a backup)."
  static let usage = "solution <kata> [--diff | --apply] [--yes]"

  private var kataName: String
  private var mode = "show"
  private var confirmed = false

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    if scanner.flag("--diff") { mode = "diff" }
    if scanner.flag("--apply") { mode = "apply" }
    confirmed = scanner.flag("--yes", "-y")
    kataName = try scanner.positionals(1...1, usage: Self.usage)[0]
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let kata = try context.catalog.kata(named: kataName)
    if context.progress.progress(of: kata).state != .done && !confirmed {
      guard Self.confirm(kata) else {
        print("Not shown. Try `kata-runner hint \(kata.id)` first, or pass --yes.")
        return 1
      }
    }
    switch mode {
    case "diff":
      for (stub, reference) in zip(kata.stubPaths, kata.referencePaths) {
        let (_, output) = try Subprocess(["diff", "-u", stub, reference], in: context.root)
          .capture()
        print(output.isEmpty ? "\(stub) already matches the reference." : output)
      }
    case "apply":
      let folder = try Backup(root: context.root).save(kata.stubPaths)
      for (stub, reference) in zip(kata.stubPaths, kata.referencePaths) {
        let text = try String(
          contentsOf: context.root.appending(path: reference), encoding: .utf8)
        try text.write(to: context.root.appending(path: stub), atomically: true, encoding: .utf8)
        print("Copied \(reference) to \(stub).")
      }
      // The kata's files changed: its old verdict says nothing about them.
      context.progress.forget([kata])
      try context.progress.save()
      print("Your version is saved in \(folder)/.")
    default:
      for reference in kata.referencePaths {
        print(context.style.bold("// \(reference)"))
        print(try String(contentsOf: context.root.appending(path: reference), encoding: .utf8))
      }
    }
    return 0
  }

  /// Asks before revealing an unfinished kata; without a terminal to ask on, declines.
  private static func confirm(_ kata: Kata) -> Bool {
    guard isatty(STDIN_FILENO) == 1 else {
      print("Kata \(kata.id) is not done yet; pass --yes to see its solution anyway.")
      return false
    }
    print("Kata \(kata.id) is not done yet. Show its solution anyway? [y/N] ", terminator: "")
    return readLine()?.lowercased().hasPrefix("y") == true
  }
}
