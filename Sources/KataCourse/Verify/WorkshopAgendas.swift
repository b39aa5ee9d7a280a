import Foundation
import KataRunnerCore

/// The workshop's agendas (`Lessons/agendas.json`) checked against the course and against the
/// instructor's guide, so that an agenda's times add up and every table the guide shows is the
/// one the data makes.
///
/// What is proven here needs no build: each agenda names katas the curriculum has, each once;
/// its rows fill exactly the length it declares, from the katas' own minutes (cut a kata from an
/// agenda rather than shrink its estimate); each demo a row gives time to is named in its text;
/// and the guide has the agenda's section with the table ``Agenda/markdown(in:doneBefore:)``
/// makes. Whether the states an agenda puts a learner in are solvable is the `needs` proof of
/// the katas it jumps to (``jumpKatas(catalog:)``), which the full verification runs.
struct WorkshopAgendas {
  /// The instructor's guide, relative to the package root.
  static let guidePath = Agendas.guidePath

  /// The agendas; empty when they could not be read.
  var agendas: Agendas
  /// Why the agendas file could not be read, if it could not.
  var loadProblem: String?
  /// The guide's text; `nil` when the package has none.
  var guide: String?
  /// The Japanese guide, its agendas in Japanese and the table of their words, where the
  /// course has a Japanese edition.
  var japanese: Japanese?

  /// The Japanese guide (`WORKSHOP.ja.md`) and what it is checked against.
  struct Japanese {
    /// The guide's text; `nil` when the course has none yet.
    var guide: String?
    /// The agendas with their titles and rows in Japanese.
    var agendas: Agendas
    /// The table of the agendas' words in Japanese, or why it could not be read.
    var table: Result<CourseWords?, any Error>
  }

  /// The Japanese guide, relative to the package root.
  static let japaneseGuidePath = Agendas.japaneseGuidePath

  /// Reads the agendas and the guide of a package, and where the course has a Japanese edition
  /// (`Lessons/ja`), the Japanese ones.
  ///
  /// - Parameter root: The package root.
  static func load(root: URL) -> WorkshopAgendas {
    let guide = try? String(contentsOf: root.appending(path: guidePath), encoding: .utf8)
    var loaded: WorkshopAgendas
    do {
      loaded = WorkshopAgendas(agendas: try Agendas.load(root: root), guide: guide)
    } catch {
      return WorkshopAgendas(
        agendas: Agendas(agendas: []), loadProblem: "\(error)", guide: guide)
    }
    let edition = root.appending(path: "\(PackageLayout.lessons)/ja").path
    if FileManager.default.fileExists(atPath: edition) {
      loaded.japanese = Japanese(
        guide: try? String(contentsOf: root.appending(path: japaneseGuidePath), encoding: .utf8),
        agendas: (try? Agendas.load(root: root, language: .japanese)) ?? loaded.agendas,
        table: Result { try CourseWords.read(of: Agendas.path, in: .japanese, root: root) })
    }
    return loaded
  }

  /// The katas the agendas jump to, whose `needs` proof shows that a learner who follows an
  /// agenda can do them with only what the agenda put in.
  func jumpKatas(catalog: Catalog) -> [Kata] {
    let jumps = agendas.agendas.flatMap { agenda in
      agenda.jumps(in: catalog, doneBefore: agendas.doneBefore(agenda)).map(\.kata)
    }
    return catalog.katas.filter(jumps.contains)
  }

  /// Every check, passing or not.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum, with each kata's minutes and `needs`.
  ///   - words: The language of the findings.
  func findings(catalog: Catalog, words: Words = .english) -> [VerifyFinding] {
    if let loadProblem {
      return [
        VerifyFinding(kataID: nil, area: .structure, subject: Agendas.path, problem: loadProblem)
      ]
    }
    let english = agendas.agendas.flatMap { agenda in
      let subject = words("{file}, agenda {agenda}", ["file": Agendas.path, "agenda": agenda.id])
      let problems = dataProblems(of: agenda, catalog: catalog, words: words)
      return [
        VerifyFinding(
          kataID: nil, area: .structure, subject: subject,
          problem: problems.isEmpty ? nil : problems.joined(separator: "\n")),
        guideFinding(
          for: agenda, in: (Self.guidePath, guide), said: .english, catalog: catalog,
          words: words),
      ]
    }
    return english + japaneseFindings(catalog: catalog, words: words)
  }

  /// The agendas' words in Japanese, complete, and the Japanese guide's tables, where the course
  /// has them: each the table `kata-runner agenda <agenda> --lang ja` prints.
  private func japaneseFindings(catalog: Catalog, words: Words) -> [VerifyFinding] {
    guard let japanese, let path = CourseWords.path(of: Agendas.path, in: .japanese) else {
      return []
    }
    let subject = words("the Japanese of {file}'s titles and rows", ["file": Agendas.path])
    var problems: [String] = []
    switch japanese.table {
    case .failure(let error):
      problems.append(
        words(
          "{file} is not a table of the agendas' words ({problem})",
          ["file": path, "problem": Catalog.describe(error)]))
    case .success(let table):
      let gaps = CourseWords.gaps(of: table, english: agendas.english)
      problems += gaps.missing.map { words("no Japanese for \"{word}\"", ["word": $0]) }
      problems += gaps.stale.map { words("\"{word}\" is in the agendas no more", ["word": $0]) }
    }
    var findings = [
      VerifyFinding(
        kataID: nil, area: .structure, subject: subject, problems: problems,
        nextStep: words(
          """
          Next step: give each agenda's title and each row's "what" of {agendas} its Japanese in \
          {file}, keyed by the English, and remove what the agendas no longer have.
          """, ["agendas": Agendas.path, "file": path]))
    ]
    if japanese.guide != nil {
      findings += japanese.agendas.agendas.map { agenda in
        guideFinding(
          for: agenda, in: (Self.japaneseGuidePath, japanese.guide), said: Words.course(.japanese),
          catalog: catalog, words: words)
      }
    }
    return findings
  }

  /// What is wrong with an agenda's data: names, katas, minutes, demos.
  private func dataProblems(of agenda: Agenda, catalog: Catalog, words: Words) -> [String] {
    var problems: [String] = []
    if agendas.agendas.filter({ $0.id == agenda.id }).count > 1 {
      problems.append(words("its id is used by another agenda too"))
    }
    if let after = agenda.after, !agendas.agendas.contains(where: { $0.id == after }) {
      problems.append(
        words(
          "it continues agenda \"{agenda}\", which {file} does not have",
          ["agenda": after, "file": Agendas.path]))
    }
    var seen = Set(agendas.doneBefore(agenda))
    for id in agenda.rows.flatMap(\.katas) {
      guard let kata = catalog.katas.first(where: { $0.id == id }) else {
        problems.append(
          words(
            "it names kata {kata}, which {file} does not have", ["kata": id, "file": Catalog.path]))
        continue
      }
      if !seen.insert(id).inserted {
        problems.append(
          words("it does kata {kata} twice (or the agenda it continues did it)", ["kata": id]))
      }
      if kata.minutes == nil {
        problems.append(
          words(
            "kata {kata} has no minutes in {file}, so its rows cannot add up",
            ["kata": id, "file": Catalog.path]))
      }
    }
    for row in agenda.rows {
      for demo in row.demos where !row.what.contains("kata-demo \(demo.name)") {
        problems.append(
          words(
            """
            the row "{row}…" gives {minutes} minutes to the demo {demo} but does not say \
            `kata-demo {demo}`
            """,
            ["row": String(row.what.prefix(40)), "minutes": "\(demo.minutes)", "demo": demo.name]))
      }
    }
    let rows = agenda.rows.map { agenda.minutes(of: $0, in: catalog) }
    if !rows.contains(nil) {
      let total = rows.compactMap { $0 }.reduce(0, +)
      let katas = agenda.rows.compactMap { Agenda.kataMinutes(of: $0, in: catalog) }.reduce(0, +)
      if total != agenda.minutes {
        problems.append(
          words(
            """
            its rows add up to {total} (katas {katas} minutes, talks, demos and breaks \
            {others}), not the {declared} it declares.
            Next step: cut a kata from a row (a kata's minutes are what learners need, so keep \
            them), or change the agenda's minutes, and its section in {guide}.
            """,
            [
              "total": Agenda.duration(total, words), "katas": "\(katas)",
              "others": "\(total - katas)", "declared": Agenda.duration(agenda.minutes, words),
              "guide": Self.guidePath,
            ]))
      }
    }
    return problems
  }

  /// Whether a guide shows the agenda as its data makes it: a section headed with its title
  /// and length, holding exactly its table, both in the guide's language.
  ///
  /// - Parameters:
  ///   - agenda: The agenda, with its title and rows in the guide's language.
  ///   - guide: The guide's path and text.
  ///   - said: The guide's language.
  ///   - catalog: The curriculum.
  ///   - words: The language of the finding.
  private func guideFinding(
    for agenda: Agenda, in guide: (path: String, text: String?), said: Words, catalog: Catalog,
    words: Words
  ) -> VerifyFinding {
    let heading = "### \(agenda.heading(said))"
    let subject = words(
      "{file}, agenda \"{agenda}\"", ["file": guide.path, "agenda": agenda.heading(said)])
    let table = agenda.markdown(in: catalog, doneBefore: agendas.doneBefore(agenda), words: said)
    let command =
      said.language == .english
      ? agenda.id : "\(agenda.id) \(Language.option) \(said.language.rawValue)"
    let fix = words(
      "Next step: put the table `{command} agenda {agenda}` prints under `{heading}` in {guide}.",
      [
        "command": Launcher.documented, "agenda": command, "heading": heading,
        "guide": guide.path,
      ])
    guard let guide = guide.text else {
      return VerifyFinding(
        kataID: nil, area: .structure, subject: subject, problem: words("the guide is missing"))
    }
    let lines = guide.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let start = lines.firstIndex(of: heading) else {
      return VerifyFinding(
        kataID: nil, area: .structure, subject: subject,
        problem: words(
          "the guide has no section `{heading}`.\n{fix}", ["heading": heading, "fix": fix]))
    }
    let section = lines[(start + 1)...].prefix { !$0.hasPrefix("#") }
    let shown = section.drop { !$0.hasPrefix("|") }.prefix { $0.hasPrefix("|") }
    let expected = table.split(separator: "\n").map(String.init)
    guard Array(shown) != expected else {
      return VerifyFinding(kataID: nil, area: .structure, subject: subject)
    }
    let difference = zip(shown, expected).first { $0 != $1 }
    let detail =
      difference.map {
        words(
          "the guide says\n  {shown}\nwhere the data makes\n  {expected}",
          ["shown": $0, "expected": $1])
      }
      ?? words(
        "the guide's table has {shown} lines where the data makes {expected}",
        ["shown": "\(shown.count)", "expected": "\(expected.count)"])
    return VerifyFinding(
      kataID: nil, area: .structure, subject: subject,
      problem: words(
        "the table differs from {file}: {detail}\n{fix}",
        ["file": Agendas.path, "detail": detail, "fix": fix]))
  }
}
