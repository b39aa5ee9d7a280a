import Foundation

/// `kata-runner` with no arguments: builds, tests every kata, saves and shows progress.
struct StatusCommand: RunnerCommand {
  static let name = "status"
  static let abstract = "Build, test every kata, and show your progress and the next step."
  static let usage = "[status] [--fresh] [--timeout <seconds>]"

  private var options: TestOptions
  private var fresh = false

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner)
    fresh = scanner.flag("--fresh")
    _ = try scanner.positionals(0...0, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let store = ProgressStore(root: context.root)
    let (saved, warning) = store.load()
    if let warning { print(context.style.yellow("Note: \(warning)")) }
    // The time limit decides which tests count as hanging, so results are reused only for the
    // same limit.
    let sources =
      SourceFingerprint(root: context.root, paths: SourceFingerprint.buildInputs).digest
      + " timeout \(options.timeLimit)"
    if !fresh, store.savedSourcesDigest() == sources,
      context.catalog.katas.allSatisfy({ saved[$0.id].map { !$0.isStale } ?? false })
    {
      print(
        context.style.dim(
          "Nothing changed since the last run: these are its results (`--fresh` runs again)."))
      print(
        StatusReport(catalog: context.catalog, progress: saved, style: context.style).overview())
      return 0
    }
    print(context.style.dim("Building and testing every kata…"))
    fflush(nil)
    let evaluation = try KataEvaluator(
      root: context.root, catalog: context.catalog, testTimeLimit: options.timeLimit
    ).evaluate(progress: LiveProgress(catalog: context.catalog, style: context.style))
    let progress = Self.merge(evaluation.katas, over: saved)
    let complete =
      evaluation.otherErrors.isEmpty && evaluation.buildFailure == nil
      && progress.allSatisfy { !$0.isStale && $0.state != .compileError }
    try store.save(progress, sources: complete ? sources : nil)
    let report = StatusReport(
      catalog: context.catalog,
      progress: Dictionary(uniqueKeysWithValues: progress.map { ($0.kataID, $0) }),
      otherErrors: evaluation.otherErrors, buildFailure: evaluation.buildFailure,
      style: context.style)
    print(report.overview())
    return 0
  }

  /// Combines fresh results with saved ones: a kata this run could not test (the build failed
  /// elsewhere) keeps its saved result, marked as stale.
  ///
  /// - Parameters:
  ///   - fresh: This run's results.
  ///   - saved: The saved results, by kata id.
  static func merge(_ fresh: [KataProgress], over saved: [String: KataProgress]) -> [KataProgress] {
    fresh.map { kata in
      guard kata.state == .pending, var previous = saved[kata.kataID], previous.state != .pending
      else { return kata }
      previous.isStale = true
      return previous
    }
  }
}
