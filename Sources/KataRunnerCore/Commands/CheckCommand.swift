import Foundation

/// `kata-runner check <kata>`: builds and tests one kata, and shows every test and check.
struct CheckCommand: RunnerCommand {
  static let name = "check"
  static func abstract(_ words: Words) -> String {
    words("Build and test one kata (the current one by default); show every test.")
  }
  static let usage = "check [<kata>] [--timeout <seconds>]"

  private var kataName: String?
  private var options: TestOptions

  /// A check of one kata, for commands that call it directly.
  ///
  /// - Parameters:
  ///   - kataName: The kata; the current one when `nil`.
  ///   - options: The test options.
  init(kataName: String?, options: TestOptions) {
    self.kataName = kataName
    self.options = options
  }

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner)
    kataName = try scanner.positionals(0...1, usage: Self.usage).first
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    try context.prepareForVerdicts()
    guard let kata = try context.kata(named: kataName, for: Self.name) else { return 0 }
    let live = context.liveProgress()
    // The katas this one needs and that have no verdict that holds (never tested, or tested
    // before a file they depend on changed) are tested in the same build: which of them are
    // not done is then a fact, not a guess that would send a learner to `start`.
    let unknown = context.catalog.allNeeds(of: kata).filter { context.progress.katas[$0.id] == nil }
    let evaluation = try context.judge(unknown + [kata], timeLimit: options.timeLimit, live: live)
    let unsaved = context.saveProgress()
    let report = context.statusReport(
      otherErrors: evaluation.otherErrors, buildFailure: evaluation.buildFailure)
    context.print(report.details(of: kata))
    if !live.printedLines.isEmpty {
      // Print-debugging is how many learners find a bug: what their code printed is theirs.
      context.print("")
      context.print(
        context.style.bold(
          context.words("Your code printed, while the tests of {kata} ran:", ["kata": kata.id])))
      for line in live.printedLines.prefix(20) { context.print("  \(line)") }
      if live.printedLines.count > 20 {
        context.print(
          context.style.dim(
            "  "
              + context.words(
                "and {count} more lines", ["count": "\(live.printedLines.count - 20)"])))
      }
    }
    // A compile error whose cause the curriculum knows says what to fix; sending the learner to
    // an earlier kata too would send them the wrong way when the earlier kata's tests broke for
    // the same reason (a renamed `buildIf` in 4.1 breaks 3.1's tests as well).
    if report.verdict(of: kata).state != .done,
      report.knownCause(blocking: report.verdict(of: kata)) == nil,
      let note = context.catalog.needsNote(
        for: kata, done: report.place.done, onAgenda: report.place.route.agenda != nil,
        words: context.words)
    {
      context.print(context.style.yellow(note))
    }
    if let note = evaluation.changeNote(context.words) {
      context.print(context.style.yellow(note))
    }
    if !evaluation.otherErrors.isEmpty || evaluation.buildFailure != nil {
      context.print("")
      context.print(report.overview())
    }
    if let unsaved {
      context.printNote(unsaved)
      return 3
    }
    // An earlier run's result is shown, but only a kata tested this time can pass.
    let passed = VerdictRules.passedThisRun(
      report.verdict(of: kata), changedWhileTested: !evaluation.changedWhileTested.isEmpty)
    return passed ? 0 : 1
  }
}
