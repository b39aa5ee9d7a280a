import Foundation

/// A learner's progress in a machine-readable form, modelled on Exercism's `results.json`
/// (version 3).
///
/// The differences from Exercism's format: Exercism describes one exercise, with its tests in a
/// flat list and a `task_id` per test; this report covers the whole curriculum, so its tests are
/// grouped by kata (the kata's id plays the part of `task_id`). It adds `learner`, `generated`,
/// `done`, `total`, `current`, each kata's runner `state`, its compile checks, `testsEdited` (its
/// test files differ from the course's, so an instructor knows not to trust it), `fromEarlierRun`
/// (the last run could not test it), each kata's compiler `errors`, and the report's `clone`,
/// `course` and `agenda` (see below). Fields added later are optional, so that an older runner
/// still reads a newer report. A status is `pass`, `fail` or `error` as in Exercism, plus `pending`
/// for a kata not run yet; a skipped test is `fail`, with its reason as the message.
package struct ProgressReport: Codable, Equatable, Sendable {
  /// One test or compile check in the report.
  package struct Test: Codable, Equatable, Sendable {
    /// The test's display name, or the compile check's rule.
    package var name: String
    /// `pass`, `fail` or `error` (a crash or a time-out).
    package var status: String
    /// Why it failed, if it did, in English.
    package var message: String?
    /// The runner's words in ``message``, to say in the reader's language: why a test did not
    /// finish (it crashed, ran out of time, or did not run), or a compile check's problem;
    /// absent where the words are Swift Testing's and the test's, and in reports made before
    /// it was recorded.
    package var cause: Message?
    /// The runner's name for a result that stands for tests it could not list (a suite that
    /// was not found), to say in the reader's language; absent for a test's own name.
    package var runnerName: Message?
    /// Where the first failure's comment came from, as the learner's runner found it when it
    /// recorded the result, so that a table in another language says it; absent when there
    /// was none, the runner could not place it, or in reports made before it was recorded.
    package var comment: CommentSource?
  }

  /// One kata in the report.
  package struct KataEntry: Codable, Equatable, Sendable {
    /// The kata's id, such as `1.3`.
    package var id: String
    /// The kata's title.
    package var title: String
    /// `pass`, `fail`, `error` or `pending`.
    var status: String
    /// The runner's finer state: `done`, `failing`, `compile-error`, `crashed`, `timed-out`,
    /// `pending`.
    package var state: String
    /// The kata's tests.
    package var tests: [Test]
    /// The kata's compile checks.
    package var checks: [Test]
    /// Whether the kata's test files differ from the committed ones, so that its verdict is not
    /// the course's; absent in reports made before the runner looked.
    package var testsEdited: Bool?
    /// Whether the result is from an earlier run, because the last run could not test the kata
    /// (another kata's file broke the build); absent in reports made before it was recorded.
    var fromEarlierRun: Bool?
    /// The compiler's errors in the kata's files, with their positions; absent in reports made
    /// before they were recorded.
    package var errors: [String]?
    /// The same errors as messages, to say in the reader's language where the words are the
    /// runner's (a kata file that is missing or empty); absent in reports made before they
    /// were recorded.
    package var errorMessages: [Message]?
    /// Whether the runner put in the kata's reference (`start`, `solution --apply`) and the
    /// learner has not changed it since: done, but not the learner's work.
    package var given: Bool?
    /// Whether the result was made before another kata's file it depends on changed (a blank
    /// line in 2.1's file outdates 2.3's): it still places the learner, as on their runner, until
    /// the kata is tested again; absent in reports made before it was recorded.
    var outdated: Bool?
  }

  /// The format's version this runner writes and reads: 3, as Exercism's.
  package static let formatVersion = 3

  /// The format's version.
  var version = formatVersion
  /// Who made the progress.
  package var learner: String
  /// When the report was made.
  package var generated: Date
  /// `pass` when every kata is done, else `fail`.
  var status: String
  /// How many katas are done, given ones included.
  package var done: Int
  /// How many of the done katas were given (see ``KataEntry/given``); absent in reports made
  /// before it was recorded.
  var given: Int?
  /// How many katas there are.
  package var total: Int
  /// The id of the first kata not done on the learner's route (the course, or the agenda they
  /// follow), if any.
  package var current: String?
  /// When the learner reached their current kata (``LearnerPlace/arrived``), so that an
  /// instructor can tell one who just arrived from one stuck on it.
  package var currentSince: Date?
  /// Every kata, in teaching order.
  package var katas: [KataEntry]
  /// A random id made once per clone (`.kata-runner/clone-id`), so that a class table tells
  /// apart learners with the same name (lab machines all called `student`) and keeps only the
  /// newest report of each; absent in reports made before it was recorded.
  package var clone: String?
  /// The course commit the clone is at (where the learner's branch left the course, as for
  /// edited tests), when git knows one.
  package var course: String?
  /// The id of the workshop agenda the learner follows, whose katas decide `current`; absent
  /// when they follow the whole course, and in reports made before agendas could be followed.
  package var agenda: String?

  /// Builds a report of where the learner stands: each kata's entry, the count of those done
  /// and the current kata all come from the one place (``LearnerProgress/place``), so that the
  /// report, and the class table that reads it, count as the learner's runner does.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - place: Where the learner stands, with the verdicts that place them.
  ///   - learner: The learner's name.
  ///   - generated: When the report is made.
  ///   - clone: The clone's id.
  ///   - course: The course commit the clone is at.
  ///   - given: The ids of the katas the runner put in.
  init(
    catalog: Catalog, place: LearnerPlace, learner: String, generated: Date = Date(),
    clone: String? = nil, course: String? = nil, given: Set<String> = []
  ) {
    self.learner = learner
    self.generated = generated
    self.clone = clone
    self.course = course
    katas = catalog.katas.map { kata in
      var entry = Self.entry(for: kata, progress: place.verdict(of: kata))
      entry.given = given.contains(kata.id) && place.done.contains(kata.id)
      entry.outdated = place.outdated.contains(kata.id)
      return entry
    }
    done = place.doneCount(of: catalog.katas)
    self.given = katas.filter { $0.given == true }.count
    total = katas.count
    status = done == total ? "pass" : "fail"
    current = place.current?.id
    currentSince = place.arrived
    agenda = place.route.agenda?.id
  }

  /// Builds a report from verdicts alone, for a learner on the whole course with nothing
  /// outdated.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - progress: Each kata's verdict, by id.
  ///   - learner: The learner's name.
  ///   - generated: When the report is made.
  ///   - clone: The clone's id.
  ///   - course: The course commit the clone is at.
  ///   - given: The ids of the katas the runner put in.
  init(
    catalog: Catalog, progress: [String: KataVerdict], learner: String, generated: Date = Date(),
    clone: String? = nil, course: String? = nil, given: Set<String> = []
  ) {
    self.init(
      catalog: catalog, place: LearnerPlace(catalog: catalog, route: .course, standing: progress),
      learner: learner, generated: generated, clone: clone, course: course, given: given)
  }

  private static func entry(for kata: Kata, progress: KataVerdict) -> KataEntry {
    let status: String
    switch progress.state {
    case .done: status = "pass"
    case .failing: status = "fail"
    case .compileError, .crashed, .timedOut: status = "error"
    case .pending: status = "pending"
    }
    let tests = progress.tests.map { test in
      let status =
        switch test.outcome {
        case .passed: "pass"
        case .failed, .skipped: "fail"
        case .crashed, .timedOut, .notRun: "error"
        }
      var comment: CommentSource?
      if case .failed(let failures) = test.outcome { comment = failures.first?.commentSource }
      return Test(
        name: test.name, status: status,
        message: test.outcome.isPassing ? nil : test.outcome.explanation,
        cause: test.outcome.unfinished, runnerName: test.runnerName, comment: comment)
    }
    let checks = progress.checks.map { check in
      Test(
        name: check.rule, status: check.isPassing ? "pass" : "fail",
        message: check.problems.first?.description, cause: check.problems.first)
    }
    return KataEntry(
      id: kata.id, title: kata.title, status: status, state: progress.state.rawValue,
      tests: tests, checks: checks, testsEdited: progress.testsEdited,
      fromEarlierRun: progress.isStale,
      errors: progress.errors.isEmpty ? nil : progress.errors.map(\.description),
      errorMessages: progress.errors.isEmpty ? nil : progress.errors.map(\.line))
  }

  /// The report as JSON.
  func json() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }

  /// Reads a report written by ``json()``.
  ///
  /// - Parameter data: The JSON.
  package static func decode(_ data: Data) throws -> ProgressReport {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return try decoder.decode(ProgressReport.self, from: data)
  }

  /// The format version a report's JSON declares, read before the rest, whose shape another
  /// version may change; `nil` when it declares none.
  package static func version(of data: Data) -> Int? {
    struct Version: Decodable { var version: Int }
    return try? JSONDecoder().decode(Version.self, from: data).version
  }

  /// The report as a markdown table, one row per kata, in the learner's language (the JSON,
  /// which an instructor merges, stays English).
  ///
  /// - Parameters:
  ///   - words: The learner's language.
  ///   - titles: The katas' titles in that language, by id; a kata without one keeps the
  ///     report's.
  func markdown(words: Words = .english, titles: [String: String] = [:]) -> String {
    let counts: KeyValuePairs = [
      "done": "\(done)", "total": "\(total)", "given": "\(given ?? 0)", "kata": current ?? "",
    ]
    let summary =
      switch ((given ?? 0) > 0, current != nil) {
      case (false, false): words("{done} of {total} katas done.", counts)
      case (false, true): words("{done} of {total} katas done; current kata: {kata}.", counts)
      case (true, false):
        words("{done} of {total} katas done ({given} given by start or solution --apply).", counts)
      case (true, true):
        words(
          """
          {done} of {total} katas done ({given} given by start or solution --apply); current \
          kata: {kata}.
          """, counts)
      }
    let headings = [words("kata"), words("title"), words("status"), words("tests passing")]
    var lines = [
      words("# BuilderKatas progress: {learner}", ["learner": learner]), "", summary, "",
      "| " + headings.joined(separator: " | ") + " |", "| --- | --- | --- | --- |",
    ]
    for kata in katas {
      let all = kata.tests + kata.checks
      let passing = all.filter { $0.status == "pass" }.count
      let marks = [
        kata.given == true ? words("given") : nil,
        kata.testsEdited == true ? words("tests edited") : nil,
        kata.fromEarlierRun == true ? words("from an earlier run") : nil,
        kata.outdated == true ? words("tested before another kata's file changed") : nil,
      ].compactMap { $0 }
      let state = ([Self.stateWords(kata.state, words)] + marks).joined(separator: words.comma)
      lines.append(
        "| \(kata.id) | \(titles[kata.id] ?? kata.title) | \(state) | \(passing)/\(all.count) |")
    }
    return lines.joined(separator: "\n")
  }

  /// A kata's state as the JSON writes it ("done", "compile-error"), in words.
  private static func stateWords(_ state: String, _ words: Words) -> String {
    switch state {
    case "done": words("done")
    case "failing": words("failing")
    case "compile-error": words("compile-error")
    case "pending": words("pending")
    default: state
    }
  }
}
