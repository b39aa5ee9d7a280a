import Foundation

/// `kata-runner report`: the learner's progress as JSON or markdown, for the learner or to hand
/// in. An instructor merges the room's JSON reports with `kata-course table`.
struct ReportCommand: RunnerCommand {
  static let name = "report"
  static func abstract(_ words: Words) -> String {
    words("Print your progress as JSON (like Exercism's results.json) or markdown, to hand in.")
  }
  static let usage = "report [--format json|markdown] [--name <learner>]"

  /// `json` or `markdown`.
  private var format: String?
  private var learner: String?

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    format = try scanner.option("--format", expected: Message("json or markdown")) { text in
      ["json", "markdown"].contains(text) ? text : nil
    }
    learner = try scanner.option("--name", expected: Message("the learner's name, such as \"Ada\""))
    {
      // An empty name would make a nameless row in the instructor's table (fault pass row 57).
      $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? nil : $0
    }
    // The class table is the instructor's program's: say where it went.
    if scanner.flag("--merge") {
      throw RunnerError.usage(
        Message(
          """
          The class table is made by kata-course, the instructors' program, now: `{course} table \
          <report.json>...` (`--agenda <agenda>` reads it against an agenda).
          """, ["course": Launcher.documentedCourse]))
    }
    _ = try scanner.positionals(0...0, of: .reportFile, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    for warning in context.progress.warnings {
      context.output.error(context.note(warning))
    }
    let course = Git.courseRevision(in: context.root)
    let report = ProgressReport(
      catalog: context.catalog, place: context.progress.place,
      learner: learner ?? Self.defaultLearner(context), clone: CloneID.id(root: context.root),
      course: course == "HEAD" ? nil : course,
      given: GivenKatas(root: context.root).ids(catalog: context.catalog))
    context.print(
      format == "markdown"
        ? report.markdown(
          words: context.words,
          titles: Dictionary(
            uniqueKeysWithValues: context.catalog.katas.map { ($0.id, $0.shownTitle) }))
        : try report.json())
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
