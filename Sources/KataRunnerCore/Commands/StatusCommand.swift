import Foundation

/// `kata-runner` with no arguments: builds, tests every kata, saves and shows progress.
struct StatusCommand: RunnerCommand {
  static let name = "status"
  static func abstract(_ words: Words) -> String {
    words("Build, test every kata, and show your progress and the next step.")
  }
  static let usage = "[status] [--fresh] [--timeout <seconds>]"

  private var options: TestOptions
  private var fresh: Bool

  /// A full run, for commands that end with one.
  init(options: TestOptions = TestOptions(), fresh: Bool = false) {
    self.options = options
    self.fresh = fresh
  }

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner)
    fresh = scanner.flag("--fresh")
    _ = try scanner.positionals(0...0, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    try context.prepareForVerdicts()
    let progress = context.progress
    // The time limit decides which tests count as hanging, so results are reused only for the
    // same limit.
    let sources =
      SourceFingerprint(root: context.root, paths: SourceFingerprint.buildInputs, readingText: true)
      .digest
      + " timeout \(options.timeLimit)"
    if !fresh, progress.lastRunStands(for: sources) {
      context.print(
        context.style.dim(
          context.words(
            "Nothing changed since the last run: these are its results (`--fresh` runs again).")))
      context.print(Self.overview(context.statusReport(), context))
      return 0
    }
    context.print(context.style.dim(context.words("Building and testing every kata…")))
    fflush(nil)
    let evaluation = try context.judge(
      nil, timeLimit: options.timeLimit,
      live: context.liveProgress())
    let unsaved = context.saveProgress(sources: progress.isComplete(evaluation) ? sources : nil)
    let report = context.statusReport(
      otherErrors: evaluation.otherErrors, buildFailure: evaluation.buildFailure)
    context.print(Self.overview(report, context))
    if let note = evaluation.changeNote(context.words) {
      context.print(context.style.yellow(note))
    }
    if let unsaved {
      context.printNote(unsaved)
      return 3
    }
    return 0
  }

  /// The dashboard: the results, with what the clone says beside them (a course update not
  /// pulled yet, the katas whose reference was put in).
  private static func overview(_ results: StatusReport, _ context: RunnerContext) -> String {
    var report = results
    report.courseUpdateCommits = Git.courseUpdateCommits(in: context.root)
    report.given = GivenKatas(root: context.root).ids(catalog: context.catalog)
    return report.overview()
  }
}
