import Foundation
import KataRunnerCore

/// An instructor's view of a room: one row per learner, from the reports they handed in.
///
/// A learner is their clone: two reports of one clone are one learner, whose newest report is
/// shown, whatever name each gives, and two learners with one name on different machines (lab
/// machines all called `student`) stay two rows. Reports made before clones had ids are told
/// apart by name alone, read as people read it (a full-width space is a space). A file that is not a report, or a report of a format this runner does not know,
/// is left out with a warning that names it; the rest of the room is still shown.
struct ClassTable: Sendable {
  /// A report handed in, and the file it came from.
  struct HandedIn: Sendable {
    /// The file's path, as given.
    var path: String
    /// The report.
    var report: ProgressReport
  }

  /// One learner's row.
  struct Row: Encodable, Equatable, Sendable {
    var learner: String
    var clone: String?
    /// The katas done by the learner's own work.
    var done: Int
    /// The katas done because the runner put their reference in.
    var given: Int
    var total: Int
    /// The kata the learner is on, as `<id> <title>`; `nil` when every kata is done.
    var current: String?
    /// What stops the learner there: the first failing test with its message, the first
    /// compiler error, or "finished"; in English, as the JSON gives it.
    var stuckOn: String { stuck.description }
    /// The same, to say in the instructor's language.
    var stuck: Message
    /// The katas whose test files differ from the course's.
    var testsEdited: [String]
    /// When the report was made.
    var reportedAt: Date
    /// The course commit the learner's clone is at, when the report says.
    var course: String?
    /// Whether that commit differs from the one most of the room is at.
    var otherCourse: Bool
    /// The agenda's katas before the current one that the learner has not done: left behind
    /// by a jump, or not reached yet by one who follows the whole course. Empty without an
    /// agenda.
    var skipped: [String] = []

    // The JSON holds the English `stuckOn`, mergeable across a room of mixed languages.
    private enum CodingKeys: String, CodingKey {
      case learner, clone, done, given, total, current, stuckOn, testsEdited, reportedAt, course
      case otherCourse, skipped
    }

    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(learner, forKey: .learner)
      try container.encodeIfPresent(clone, forKey: .clone)
      try container.encode(done, forKey: .done)
      try container.encode(given, forKey: .given)
      try container.encode(total, forKey: .total)
      try container.encodeIfPresent(current, forKey: .current)
      try container.encode(stuckOn, forKey: .stuckOn)
      try container.encode(testsEdited, forKey: .testsEdited)
      try container.encode(reportedAt, forKey: .reportedAt)
      try container.encodeIfPresent(course, forKey: .course)
      try container.encode(otherCourse, forKey: .otherCourse)
      try container.encode(skipped, forKey: .skipped)
    }
  }

  /// The agenda the room follows, when the instructor names one: counts, current katas and the
  /// order of the rows are then the agenda's, and katas off it are not counted.
  var agenda: Agenda?
  /// The course's katas, in order: every row is counted from a report's kata entries against
  /// them, never from the counts a report claims (a report is data from another machine).
  private let course: [Kata]
  /// The katas each kata's tests use, directly or through another, by id (`needs`).
  private let needs: [String: [String]]
  /// The agenda's katas, in its order.
  private var agendaKatas: [String] = []
  /// The course commit the table reads the tests and tables at: the instructor's clone's
  /// (``Git/courseCommit(in:)``). A report of another is marked; `nil` where it is not known
  /// (no git), and then the commonest among the reports stands for it, a tie going to the
  /// smaller hash.
  var instructorCourse: String?

  /// Reads the room against an agenda.
  ///
  /// - Parameters:
  ///   - agenda: The agenda.
  ///   - catalog: The curriculum, for the agenda's katas.
  mutating func follow(_ agenda: Agenda, catalog: Catalog) {
    self.agenda = agenda
    agendaKatas = agenda.katas(in: catalog).map(\.id)
  }

  /// The reports handed in, each learner's newest only.
  private(set) var reports: [HandedIn] = []
  /// What the instructor should know about the files: those left out, and older reports of a
  /// learner that a newer one replaced.
  private(set) var warnings: [Message] = []

  /// Reads reports from files.
  ///
  /// - Parameters:
  ///   - paths: The report files, as given on the command line.
  ///   - catalog: The course, which the reports are counted against.
  init(paths: [String], catalog: Catalog) {
    var handedIn: [HandedIn] = []
    var warnings: [Message] = []
    var seen: Set<String> = []
    for path in paths {
      // The same file named twice (`ada.json ./ada.json`) is one report, read once.
      guard
        seen.insert(URL(filePath: path).standardizedFileURL.resolvingSymlinksInPath().path)
          .inserted
      else { continue }
      if let kind = Workspace.notRegularFile(path) {
        warnings.append(
          Message(
            "{file}: left out, it is {kind}, not a report file. Name the files the learners handed in.",
            ["file": ForeignText.visible(path)], parts: ["kind": kind]))
        continue
      }
      guard FileManager.default.fileExists(atPath: path) else {
        warnings.append(
          Message(
            "{file}: left out, there is no such file.", ["file": ForeignText.visible(path)]))
        continue
      }
      do {
        let data = try Data(contentsOf: URL(filePath: path))
        if let version = ProgressReport.version(of: data), version != ProgressReport.formatVersion {
          warnings.append(
            Message(
              """
              {file}: left out, its format is version {version} and this runner reads version \
              {known}: the runner of the course that wrote it can.
              """,
              [
                "file": ForeignText.visible(path), "version": ForeignText.visible(String(version)),
                "known": "\(ProgressReport.formatVersion)",
              ]))
          continue
        }
        handedIn.append(HandedIn(path: path, report: try ProgressReport.decode(data)))
      } catch {
        warnings.append(
          Message(
            "{file}: left out, it is not a report made by `{command} report --format json` ({reason}).",
            // The learners' program makes reports, whatever this one is called.
            ["file": ForeignText.visible(path), "command": Launcher.documented],
            parts: ["reason": Self.reason(error)]))
      }
    }
    self.init(handedIn: handedIn, catalog: catalog, warnings: warnings)
  }

  /// Merges reports already read.
  ///
  /// - Parameters:
  ///   - handedIn: The reports and their files.
  ///   - catalog: The course, which the reports are counted against.
  ///   - warnings: Warnings from reading them.
  ///   - now: The time the table is made, which no report can be from.
  init(handedIn: [HandedIn], catalog: Catalog, warnings: [Message] = [], now: Date = Date()) {
    self.warnings = warnings
    course = catalog.katas
    needs = Dictionary(
      uniqueKeysWithValues: catalog.katas.map { ($0.id, catalog.allNeeds(of: $0).map(\.id)) })
    // A report made later than now (an hour of clock skew aside) has a wrong clock or was
    // edited: it would always win as its learner's newest, so it counts as their oldest.
    let future = { (report: ProgressReport) in report.generated > now.addingTimeInterval(3600) }
    for handed in handedIn where future(handed.report) {
      self.warnings.append(
        Message(
          """
          {file} says it was made at {time}, later than now: its machine's clock is wrong or the \
          file was edited, so it counts as the oldest of its learner's reports.
          """,
          ["file": ForeignText.visible(handed.path), "time": Self.time(handed.report.generated)]))
    }
    // Reports of the same second (the JSON keeps seconds) count in the order they were given.
    let numbered = Array(handedIn.enumerated())
    let learners = Dictionary(grouping: numbered) { LearnerKey($0.element.report) }
    for key in learners.keys.sorted(by: { ($0.clone ?? "", $0.name) < ($1.clone ?? "", $1.name) }) {
      let reports = learners[key]!.sorted {
        let (first, second) = ($0.element.report, $1.element.report)
        return (future(first) ? 0 : 1, first.generated, $0.offset)
          > (future(second) ? 0 : 1, second.generated, $1.offset)
      }
      .map(\.element)
      self.reports.append(reports[0])
      if reports.count > 1 {
        let older = reports.dropFirst().map { ForeignText.visible($0.path) }
        self.warnings.append(
          Message(
            """
            {learner}: {count} reports; the newest, {file} (reported at {time}), is shown, not \
            {older}.
            """,
            [
              "learner": ForeignText.visible(reports[0].report.learner),
              "count": "\(reports.count)",
              "file": ForeignText.visible(reports[0].path),
              "time": Self.time(reports[0].report.generated),
              "older": older.joined(separator: ", "),
            ]))
      }
    }
    self.warnings += self.reports.compactMap { Self.claimsNotShown($0.report, course: course) }
  }

  /// What a report claims that its own kata entries do not show, for a note: the table counts
  /// the entries against the course, whatever the report says.
  private static func claimsNotShown(_ report: ProgressReport, course: [Kata]) -> Message? {
    let ids = Set(course.map(\.id))
    let done = report.katas.filter { ids.contains($0.id) && $0.state == KataState.done.rawValue }
    var problems: [Message] = []
    if report.done != done.count || report.total != course.count {
      problems.append(
        Message(
          "it says {done} of {total} done, its katas show {shown} of {course}",
          [
            "done": "\(report.done)", "total": "\(report.total)", "shown": "\(done.count)",
            "course": "\(course.count)",
          ]))
    }
    let unknown = report.katas.map(\.id).filter { !ids.contains($0) }
    if !unknown.isEmpty {
      problems.append(
        Message(
          "it lists katas the course does not have ({katas})",
          ["katas": ForeignText.visible(unknown.joined(separator: ", "), limit: 200)]))
    }
    if let current = report.current, !ids.contains(current) {
      problems.append(
        Message(
          "its current kata, {kata}, is not the course's",
          ["kata": ForeignText.visible(current, limit: 20)]))
    }
    guard let first = problems.first else { return nil }
    let all = problems.dropFirst().reduce(first) { earlier, next in
      Message("{earlier}; {next}", parts: ["earlier": earlier, "next": next])
    }
    return Message(
      "{learner}: {problems}; the table counts its katas against the course.",
      ["learner": ForeignText.visible(report.learner, limit: 200)], parts: ["problems": all])
  }

  /// One learner: one clone, whatever name its reports give (a clone's id is made once, when it
  /// first runs); for a report made before clones had ids, one name, read as people read it: a
  /// full-width space (what a Japanese input method types) or half-width kana is the same name
  /// (`山田　美咲` is `山田 美咲`).
  private struct LearnerKey: Hashable {
    var clone: String?
    /// The name, as compared: only when there is no clone.
    var name: String

    init(_ report: ProgressReport) {
      clone = report.clone
      name =
        report.clone == nil
        ? report.learner.precomposedStringWithCompatibilityMapping.split(
          whereSeparator: \.isWhitespace
        )
        .joined(separator: " ")
        : ""
    }
  }

  /// The rows, the learners furthest behind first, as the reports say them: in English.
  var rows: [Row] { rows(words: .english, said: ReportTranslation()) }

  /// The rows, the learners furthest behind first, with the katas' titles and what stops each
  /// learner said in a language where the course's tables have it.
  private func rows(words: Words, said: ReportTranslation) -> [Row] {
    let courses = Dictionary(grouping: reports.compactMap(\.report.course)) { $0 }
    // Fault pass row 45: by the commonest alone, a lone old report went unmarked, and an
    // up-to-date learner beside one old report was the one marked.
    let roomCourse =
      instructorCourse
      ?? courses.max {
        ($0.value.count, $1.key) < ($1.value.count, $0.key)
      }?.key
    let rows = reports.map(\.report).map { report in
      row(
        report, otherCourse: report.course != nil && report.course != roomCourse, words: words,
        said: said)
    }
    let route = agenda == nil ? course.map(\.id) : agendaKatas
    let place = { (row: Row) in
      row.current.flatMap { route.firstIndex(of: String($0.prefix { $0 != " " })) } ?? route.count
    }
    guard agenda != nil else {
      // Ranked by the learner's own work; of two with as much, the one on an earlier kata.
      return rows.sorted {
        ($0.done, place($0), $0.learner, $0.clone ?? "")
          < ($1.done, place($1), $1.learner, $1.clone ?? "")
      }
    }
    // On an agenda, behind means earlier on it: a learner who jumped ahead is not behind.
    return rows.sorted {
      (place($0), $0.done, $0.learner, $0.clone ?? "")
        < (place($1), $1.done, $1.learner, $1.clone ?? "")
    }
  }

  /// A learner's row: against the agenda's katas when there is one, else the course's, each
  /// counted from the report's entry for it (a kata the report lacks is not done). The current
  /// kata is the one the learner's runner names, when it is one of those katas (it knows where
  /// they jumped to) and, on an agenda, the learner follows that agenda; else the first not done.
  /// The title and what stops the learner are said in `words`' language where `said` has them.
  private func row(
    _ report: ProgressReport, otherCourse: Bool, words: Words, said: ReportTranslation
  ) -> Row {
    let ids = agenda == nil ? course.map(\.id) : agendaKatas
    var entries: [String: ProgressReport.KataEntry] = [:]
    for entry in report.katas where entries[entry.id] == nil { entries[entry.id] = entry }
    let isDone = { (id: String) in entries[id]?.state == KataState.done.rawValue }
    let done = ids.filter(isDone)
    let given = done.filter { entries[$0]?.given == true }.count
    let named = report.current.flatMap { ids.contains($0) ? $0 : nil }
    let current =
      (agenda == nil || report.agenda == agenda?.id ? named : nil) ?? ids.first { !isDone($0) }
    let title = { (id: String) in
      said.title(entries[id]?.title ?? course.first { $0.id == id }?.title ?? "")
    }
    let before = current.map { current in ids.prefix { $0 != current } } ?? []
    return Row(
      learner: report.learner, clone: report.clone, done: done.count - given, given: given,
      total: ids.count, current: current.map { "\($0) \(title($0))" },
      stuck: current.map { id in
        entries[id].map { entry in
          Self.stuck(
            on: id, in: report,
            blocker: waiting(entry, on: (needs[id] ?? []).filter { !isDone($0) }, words: words)
              ?? Self.blocker(entry, words: words, said: said))
        }
          ?? Message("not in the report")
      }
        ?? (agenda == nil ? Message("finished") : Message("finished the agenda")),
      testsEdited: ids.filter { entries[$0]?.testsEdited == true },
      reportedAt: report.generated, course: report.course, otherCourse: otherCourse,
      skipped: agenda == nil ? [] : before.filter { !isDone($0) })
  }

  /// A markdown table: who is on which kata, what stops them there, and when they reported, in
  /// the instructor's language: the katas' titles and the tests' words as the course's tables
  /// (`said`) say them, the learners' names, Swift Testing's and the compiler's words as they are.
  func markdown(words: Words = .english, said: ReportTranslation = ReportTranslation()) -> String {
    var lines: [String] = []
    if let agenda {
      lines += [
        words(
          "Agenda {agenda}, {heading}: {katas}. Katas off the agenda are not counted.",
          [
            "agenda": agenda.id, "heading": agenda.heading(words),
            "katas": agendaKatas.joined(separator: words.comma),
          ]),
        "",
      ]
    }
    let headings = [
      words("learner"), words("done"), words("current kata"), words("stuck on"),
      words("reported at"),
    ]
    lines += [
      "| " + headings.joined(separator: " | ") + " |",
      "| --- | --- | --- | --- | --- |",
    ]
    let rows = rows(words: words, said: said)
    let names = Dictionary(grouping: rows, by: \.learner)
    for row in rows {
      // Two learners of one name are told apart by their clones.
      let learner =
        (names[row.learner]?.count ?? 0) > 1
        ? words(
          "{learner} (clone {clone})",
          [
            "learner": row.learner,
            "clone": row.clone.map { String($0.prefix(8)) } ?? words("unknown"),
          ])
        : row.learner
      // An instructor must see at once whose verdicts are not the course's.
      var notes: [String] = []
      if !row.testsEdited.isEmpty {
        notes.append(
          words("tests edited: {katas}", ["katas": row.testsEdited.joined(separator: words.comma)]))
      }
      if row.otherCourse, let course = row.course {
        notes.append(
          words("another course version: {commit}", ["commit": String(course.prefix(7))]))
      }
      if !row.skipped.isEmpty {
        notes.append(
          words("skipped: {katas}", ["katas": row.skipped.joined(separator: words.comma)]))
      }
      // Katas the runner put in are not the learner's work: counted apart, never ranked.
      let count: KeyValuePairs = [
        "done": "\(row.done)", "given": "\(row.given)", "total": "\(row.total)",
      ]
      let done =
        (row.given > 0
          ? words("{done} + {given} given/{total}", count) : "\(row.done)/\(row.total)")
        + (notes.isEmpty
          ? ""
          : words.gap
            + words(
              "({notes})",
              // Japanese lists its katas with 、, so its notes are set apart by ／.
              ["notes": notes.joined(separator: words.language == .japanese ? "／" : "; ")]))
      let cells = [
        learner, done, row.current ?? "-", words.render(row.stuck), Self.time(row.reportedAt),
      ]
      lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
    }
    // Spelled out: as one chain of closures, this took the type checker over three seconds.
    var learnersOn: [String: Int] = [:]
    for current in rows.compactMap(\.current) { learnersOn[current, default: 0] += 1 }
    let stuck = learnersOn.sorted {
      (left: (key: String, value: Int), right: (key: String, value: Int)) in
      left.value != right.value ? left.value > right.value : left.key < right.key
    }
    // "Most" only when it is true: more than half the room. Else the one kata with more learners
    // than any other, when there is one.
    if rows.count > 1, let busiest = stuck.first, let id = busiest.key.split(separator: " ").first {
      let values: KeyValuePairs = [
        "kata": ForeignText.cell(String(id), limit: 20), "count": "\(busiest.value)",
        "learners": "\(rows.count)",
      ]
      if busiest.value * 2 > rows.count {
        lines += ["", words("Most learners are on kata {kata} ({count} of {learners}).", values)]
      } else if busiest.value > 1, stuck.dropFirst().first?.value != busiest.value {
        lines += [
          "",
          words(
            "More learners are on kata {kata} than on any other ({count} of {learners}).", values),
        ]
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The rows as JSON, for a spreadsheet or a script, in English whatever the instructor's
  /// language; `said` finds the failing tests' comments in the course's test files.
  func json(said: ReportTranslation = ReportTranslation()) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(rows(words: .english, said: said)), as: UTF8.self)
  }

  /// What stops a learner on their current kata, after how long they have been on it ("for 25
  /// min: "), so that one who just arrived is told from one stuck for half an hour (workshop dry
  /// run, R11). The time is left out when the report does not say it, says a time after the
  /// report itself, or names another kata as current than the row (the table reads it against
  /// an agenda the learner does not follow).
  static func stuck(on kata: String, in report: ProgressReport, blocker: Message) -> Message {
    guard report.current == kata, let since = report.currentSince, since <= report.generated
    else { return blocker }
    let minutes = Int(report.generated.timeIntervalSince(since) / 60)
    guard minutes > 0 else {
      return Message("for under a minute: {blocker}", parts: ["blocker": blocker])
    }
    guard minutes >= 60 else {
      return Message(
        "for {minutes} min: {blocker}", ["minutes": "\(minutes)"], parts: ["blocker": blocker])
    }
    return Message(
      "for {hours} h {minutes} min: {blocker}",
      ["hours": "\(minutes / 60)", "minutes": "\(minutes % 60)"], parts: ["blocker": blocker])
  }

  /// What stops a learner on a kata whose tests use katas they have not done (they skipped
  /// `start 4.3`): those katas, as their runner says, rather than the test's words, which only
  /// the missing code explains (dry run J-3: `Caught error: no button labelled "0"`); `nil`
  /// when every kata it uses is done, or the kata is done itself.
  private func waiting(
    _ entry: ProgressReport.KataEntry, on missing: [String], words: Words
  ) -> Message? {
    guard !missing.isEmpty, entry.state != KataState.done.rawValue else { return nil }
    return Message("uses {katas}, not done yet", ["katas": words.list(missing)])
  }

  /// The first thing that stops a learner on a kata, with the compiler's or the test's words:
  /// the test's name, its comment and the runner's own words in `words`' language where `said`
  /// and the catalogue have them.
  private static func blocker(
    _ kata: ProgressReport.KataEntry, words: Words, said: ReportTranslation
  ) -> Message {
    switch kata.state {
    case "pending": return Message("not run yet")
    case "compile-error":
      if let error = kata.errorMessages?.first {
        return Message("does not compile: {error}", parts: ["error": words.known(error)])
      }
      return kata.errors?.first.map { Message("does not compile: {error}", ["error": $0]) }
        ?? Message("does not compile")
    default:
      guard let failing = (kata.tests + kata.checks).first(where: { $0.status != "pass" }) else {
        return Message(verbatim: kata.state)
      }
      let message = failing.message ?? ""
      // A compile check's rule is a sentence, whose full stop would stand before the colon.
      let name =
        (said.name(failing.name, of: kata.id)
        ?? failing.runnerName.map { words.render(words.known($0)) } ?? failing.name).replacing(
          /[.。]$/, with: "")
      // The test's own words, its comment, when it has one: they say what is wrong; else the
      // runner's words on a test that did not finish (the message the report records beside
      // the English); else the lines after the expectation, or the expectation, or a compile
      // check's problem, without the test file's position.
      let isCheck = kata.checks.contains(failing)
      // The report's messages are data from the learner's machine: said only as sentences the
      // table knows.
      let cause = failing.cause.map { words.render(words.known($0)) }
      let text = isCheck ? cause ?? message : message
      let lines = text.split(separator: "\n").map { line in
        String(line.replacing(#/^\S+:\d+:\d+: /#, with: ""))
      }
      let shown =
        said.comment(failing.comment, kata: kata.id)?.split(separator: "\n").joined(
          separator: " ")
        ?? (isCheck ? nil : cause)
        ?? (lines.count > 1 ? lines.dropFirst().joined(separator: " ") : lines.first)
      return Message(verbatim: name + (shown.map { ": \($0)" } ?? ""))
    }
  }

  /// When a report was made, in the instructor's time zone.
  static func time(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.dateFormat = "yyyy-MM-dd HH:mm"
    return formatter.string(from: date)
  }

  private static func reason(_ error: any Error) -> Message {
    switch error {
    case let error as CocoaError where error.code == .fileReadNoSuchFile: Message("no such file")
    case is DecodingError: Message("its JSON is not a report")
    default: SystemError.reason(error).message
    }
  }

  /// Text that stays inside one cell of a markdown table, whatever a learner typed, and that
  /// neither a terminal nor a markdown renderer acts on.
  private static func cell(_ text: String) -> String {
    ForeignText.cell(text)
  }
}
