import Foundation

/// `kata-runner hint [<kata>]`: shows the next hint of a kata's lesson, one more each time.
struct HintCommand: RunnerCommand {
  static let name = "hint"
  static func abstract(_ words: Words) -> String {
    words("Show the next hint for a kata (the current one by default).")
  }
  static let usage = "hint [<kata>] [--reset]"

  private var kataName: String?
  private var startOver: Bool

  /// The next hint of a kata, for commands that show it directly.
  init(kataName: String) {
    self.kataName = kataName
    startOver = false
  }

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    startOver = scanner.flag("--reset")
    kataName = try scanner.positionals(0...1, usage: Self.usage).first
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    guard let kata = try context.kata(named: kataName, for: Self.name) else { return 0 }
    let (path, markdown) = try context.lesson(of: kata)
    let hints = LessonOutline.hints(in: markdown)
    guard !hints.isEmpty else {
      context.print(
        context.words("Kata {kata} has no hints in {path}.", ["kata": kata.id, "path": path]))
      return 0
    }
    let store = HintStore(root: context.root)
    let (counts, warning) = store.load()
    if let warning { context.printNote(warning) }
    let shown = min((startOver ? 0 : counts[kata.id] ?? 0) + 1, hints.count)
    try store.record(shown, for: kata.id, in: counts)
    context.print(
      context.style.bold(
        context.words(
          "Hint {shown} of {total} for {kata}",
          ["shown": "\(shown)", "total": "\(hints.count)", "kata": kata.displayName])))
    context.print("")
    context.print(LessonTerminal.linksFromRoot(hints[shown - 1], page: path))
    context.print("")
    if shown < hints.count {
      context.print(
        context.style.dim(
          context.words(
            "Run `{command} hint {kata}` again for the next hint.",
            ["command": Launcher.command, "kata": kata.id])))
    } else {
      // The whole command: `watch` shows hints too, and `--reset` is none of its keys.
      context.print(
        context.style.dim(
          context.words(
            "That was the last hint. `{command} hint {kata} --reset` starts over.",
            ["command": Launcher.command, "kata": kata.id])))
    }
    return 0
  }
}
