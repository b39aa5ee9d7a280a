import Foundation

/// `kata-runner watch`: checks the current kata again every time a file is saved.
struct WatchCommand: RunnerCommand {
  static let name = "watch"
  static func abstract(_ words: Words) -> String {
    words("Check the current kata again each time you save (keys: {keys}).", ["keys": keys(words)])
  }

  /// The keys watch understands, in the one wording that help, watch and the README use.
  static func keys(_ words: Words) -> String {
    words("n check now, h hint, l list, q quit")
  }
  static let usage = "watch [--interval <seconds>] [--timeout <seconds>]"

  private var interval = 0.2
  private var options: TestOptions

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner)
    interval =
      try scanner.option("--interval", expected: Message("a number of seconds, such as 0.5")) {
        text in
        Double(text).flatMap { $0.isFinite && $0 > 0 && $0 <= 60 ? $0 : nil }
      } ?? interval
    _ = try scanner.positionals(0...0, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    // Control-C ends watch at once; `Interruption` puts the terminal back on the way out.
    let keyboard = Keyboard()
    defer { keyboard?.close() }
    var fingerprint = SourceFingerprint(root: context.root)
    var kata = try check(context, keyboard: keyboard)
    while Interruption.pending == 0 {
      if let key = keyboard?.nextKey() {
        switch key {
        case "q": return 0
        case "h": _ = try kata.map { try HintCommand(kataName: $0.id).run(in: context) }
        case "l": _ = try ListCommand().run(in: context)
        case "n", "\n": kata = try check(context, keyboard: keyboard)
        default: break
        }
      }
      let now = SourceFingerprint(root: context.root)
      if now != fingerprint {
        fingerprint = settle(from: now, root: context.root)
        kata = try check(context, keyboard: keyboard)
      }
      usleep(UInt32(interval * 1_000_000))
    }
    return 128 + Interruption.pending
  }

  /// Waits until the files stop changing for a moment, so that one save that writes several
  /// files (or an editor's save-by-rename) causes one run.
  private func settle(from fingerprint: SourceFingerprint, root: URL) -> SourceFingerprint {
    var last = fingerprint
    while true {
      usleep(UInt32(max(interval, 0.1) * 1_000_000))
      let next = SourceFingerprint(root: root)
      if next == last { return next }
      last = next
    }
  }

  /// Checks the current kata and prints its details and the keys.
  ///
  /// - Returns: The kata checked; `nil` when every kata is done.
  private func check(_ context: RunnerContext, keyboard: Keyboard?) throws -> Kata? {
    // Another terminal may have run `start`, `reset` or `check` since the last check.
    context.progress.reload()
    // With every kata done there is nothing to check: the last results stay on the screen, and
    // the way back to a kata is a command watch cannot run (trial M6: `n` cleared the screen,
    // then suggested `check 9.4`).
    guard context.progress.current != nil else {
      context.print("")
      context.print(
        context.style.green(
          context.words("Every kata is done. Well built! Watch has nothing left to check.")))
      context.print(
        context.words(
          "q stops watch. Redo a kata: `{command} check <kata>` in another terminal.",
          ["command": Launcher.command]))
      fflush(nil)
      return nil
    }
    if context.style.usesColor { context.print("\u{1B}[2J\u{1B}[H", terminator: "") }
    let kata = try context.kata(named: nil, for: "check")
    if let kata {
      // The clock as the machine's locale writes it, or in Japanese as Japanese writes it
      // ("17:21:23"), whatever the locale that did not choose the language.
      let style = Date.FormatStyle(date: .omitted, time: .standard)
      let time = Date().formatted(
        context.words.language == .japanese ? style.locale(Locale(identifier: "ja_JP")) : style)
      context.print(
        context.style.dim(
          "[\(time)] " + context.words("checking {kata}…", ["kata": kata.displayName])))
      fflush(nil)
      _ = try CheckCommand(kataName: kata.id, options: options).run(in: context)
    }
    context.print("")
    if keyboard != nil {
      context.print(
        context.style.dim(
          context.words("Watching for saves. Keys: {keys}.", ["keys": Self.keys(context.words)])))
    } else {
      context.print(context.style.dim(context.words("Watching for saves. Stop with Control-C.")))
    }
    fflush(nil)
    return kata
  }
}
