import Foundation

/// `kata-runner report`: the learner's progress as JSON or markdown, or a class table merged
/// from many learners' JSON reports.
struct ReportCommand: RunnerCommand {
  static let name = "report"
  static let abstract =
    "Print your progress as JSON (like Exercism's results.json) or markdown; --merge for a class."
  static let usage =
    "report [--format json|markdown] [--name <learner>] | report --merge <report.json>..."

  private var format = "json"
  private var learner: String?
  private var mergeFiles: [String] = []

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    format =
      try scanner.option("--format", expected: "json or markdown") { text in
        ["json", "markdown"].contains(text) ? text : nil
      } ?? format
    learner = try scanner.option("--name", expected: "the learner's name") { $0 }
    let merging = scanner.flag("--merge")
    mergeFiles = try scanner.positionals(
      merging ? 1...Int.max : 0...0, of: "report file", usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    if !mergeFiles.isEmpty {
      let reports = try mergeFiles.map { path in
        do {
          return try ProgressReport.decode(Data(contentsOf: URL(filePath: path)))
        } catch {
          throw RunnerError.usage(
            "\(path) is not a report made by `kata-runner report --format json` (\(error)).")
        }
      }
      print(ClassTable(reports: reports).markdown())
      return 0
    }
    if let warning = context.progress.warning {
      FileHandle.standardError.write(Data("Note: \(warning)\n".utf8))
    }
    let report = ProgressReport(
      catalog: context.catalog, progress: context.progress.katas,
      learner: learner ?? Self.defaultLearner(context))
    print(format == "json" ? try report.json() : report.markdown())
    return 0
  }

  /// The learner's name from git, or the user's login name.
  private static func defaultLearner(_ context: RunnerContext) -> String {
    let git = try? Git.run(["config", "user.name"], in: context.root)
    if let name = git?.output.trimmingCharacters(in: .whitespacesAndNewlines), !name.isEmpty,
      git?.termination == .exited(0)
    {
      return name
    }
    return ProcessInfo.processInfo.environment["USER"] ?? "learner"
  }
}
