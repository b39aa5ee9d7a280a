import Foundation
import KataRunnerCore

/// `kata-course table`: the class table, merged from the JSON reports learners hand in, for an
/// instructor, read against a workshop's agenda or the whole course.
struct TableCommand: RunnerCommand {
  static let name = "table"
  static func abstract(_ words: Words) -> String {
    words(
      """
      Merge learners' JSON reports into a class table (markdown, or --format json); --agenda \
      reads it against a workshop's agenda.
      """)
  }
  static let usage = "table [--agenda <agenda>] [--format markdown|json] <report.json>..."

  /// `markdown` (the default) or `json`.
  private var format: String?
  /// The agenda the table follows, if any.
  private var agendaName: String?
  private var files: [String]

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    format = try scanner.option("--format", expected: Message("json or markdown")) { text in
      ["json", "markdown"].contains(text) ? text : nil
    }
    agendaName = try scanner.option(
      "--agenda", expected: Message("an agenda's id, such as half-day")
    ) { $0 }
    files = try scanner.positionals(1...Int.max, of: .reportFile, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    var table = ClassTable(paths: files, catalog: context.catalog)
    table.instructorCourse = Git.courseCommit(in: context.root)
    let language = context.words.language
    if let agendaName {
      table.follow(
        try Agendas.load(root: context.root, language: language).agenda(
          named: agendaName, words: context.words),
        catalog: context.catalog)
    }
    for warning in table.warnings {
      context.output.error(context.note(warning))
    }
    guard !table.reports.isEmpty else {
      throw RunnerError.usage(
        Message(
          """
          None of the files is a report to merge: each learner makes one with \
          `{command} report > <name>.json`.
          """, ["command": Launcher.documented]))
    }
    // The JSON stays English, as the reports are; the markdown is the instructor's to read.
    let said = { (language: Language) in
      ReportTranslation(root: context.root, catalog: context.catalog, language: language)
    }
    context.print(
      format == "json"
        ? try table.json(said: said(.english))
        : table.markdown(words: context.words, said: said(language)))
    return 0
  }
}
