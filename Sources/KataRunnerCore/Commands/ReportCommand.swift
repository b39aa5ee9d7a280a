import Foundation

/// `kata-runner report`: the learner's progress as JSON or markdown, or a class table merged
/// from many learners' JSON reports.
struct ReportCommand: RunnerCommand {
  static let name = "report"
  static let abstract =
    "Print your progress as JSON (like Exercism's results.json) or markdown; --merge for a class."
  static let usage =
    "report [--format json|markdown] [--name <learner>] | "
    + "report --merge [--agenda <agenda>] <report.json>..."

  /// `json` or `markdown`; `nil` for each form's own default (JSON for a report, markdown for
  /// a class table).
  private var format: String?
  private var learner: String?
  private var mergeFiles: [String] = []
  /// The agenda a class table follows, if any.
  private var agendaName: String?

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    format = try scanner.option("--format", expected: "json or markdown") { text in
      ["json", "markdown"].contains(text) ? text : nil
    }
    learner = try scanner.option("--name", expected: "the learner's name, such as \"Ada\"") {
      // An empty name would make a nameless row in the instructor's table (fault pass row 57).
      $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
    }
    agendaName = try scanner.option("--agenda", expected: "an agenda's id, such as half-day") { $0 }
    let merging = scanner.flag("--merge")
    mergeFiles = try scanner.positionals(
      merging ? 1...Int.max : 0...0, of: "report file", usage: Self.usage)
    try scanner.finish()
    if merging, learner != nil {
      throw RunnerError.usage(
        "--name names the learner of your own report; a class table takes each learner's name "
          + "from their report. Usage: kata-runner \(Self.usage)")
    }
    if !merging, agendaName != nil {
      throw RunnerError.usage(
        "--agenda reads a class table against a workshop agenda; your own report says which "
          + "agenda you follow. Usage: kata-runner \(Self.usage)")
    }
  }

  func run(in context: RunnerContext) throws -> Int32 {
    if !mergeFiles.isEmpty {
      var table = ClassTable(paths: mergeFiles, catalog: context.catalog)
      if let agendaName {
        table.follow(
          try Agendas.load(root: context.root).agenda(named: agendaName), catalog: context.catalog)
      }
      for warning in table.warnings {
        context.output.error("Note: \(warning)")
      }
      guard !table.reports.isEmpty else {
        throw RunnerError.usage(
          "None of the files is a report to merge: each learner makes one with "
            + "`\(Launcher.command) report > <name>.json`.")
      }
      context.print(format == "json" ? try table.json() : table.markdown())
      return 0
    }
    if let warning = context.progress.warning {
      context.output.error("Note: \(warning)")
    }
    let course = Git.courseRevision(in: context.root)
    let report = ProgressReport(
      catalog: context.catalog, progress: context.progress.katas,
      learner: learner ?? Self.defaultLearner(context), clone: CloneID.id(root: context.root),
      course: course == "HEAD" ? nil : course,
      given: GivenKatas(root: context.root).ids(catalog: context.catalog),
      place: context.progress.place)
    context.print(format == "markdown" ? report.markdown() : try report.json())
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
