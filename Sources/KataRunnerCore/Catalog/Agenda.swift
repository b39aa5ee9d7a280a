import Foundation

/// A workshop's way through the course, as `Lessons/agendas.json` declares it: rows of katas,
/// talks, demos and breaks.
///
/// A row's length is never written down: it is added up from its katas' minutes (the
/// curriculum's, which learners see in the course's index) and the minutes the row gives to
/// talks, demos and a break. So a row cannot promise a room more than its katas take, and the
/// times in the instructor's guide are made from this file, not typed next to it. What an
/// agenda declares is its whole length, which verification checks its rows fill.
package struct Agenda: Codable, Hashable, Sendable {
  /// One row of the agenda's table.
  package struct Row: Hashable, Sendable {
    /// What happens, as the guide's table shows it (markdown).
    package var what: String
    /// The katas the room does, in order.
    package var katas: [String] = []
    /// Minutes of talks, live coding and questions.
    var talk = 0
    /// The demos projected, with their minutes.
    package var demos: [Demo] = []
    /// Minutes of a break or a meal.
    var pause = 0
  }

  /// A demo of `kata-demo`, projected for the room.
  package struct Demo: Codable, Hashable, Sendable {
    /// Its name, as `kata-demo <name>` takes it.
    package var name: String
    /// How long to give it, predictions included.
    package var minutes: Int
  }

  /// A short name to type, such as `half-day`.
  package var id: String
  /// Its title, such as `Half a day`.
  var title: String
  /// How long it lasts, in minutes.
  package var minutes: Int
  /// The agenda this one continues (a second day after the first), whose katas the room has
  /// done before this one's first row.
  package var after: String?
  /// The rows, in order.
  package var rows: [Row]
}

extension Agenda.Row: Codable {
  private enum CodingKeys: String, CodingKey {
    case what, katas, talk, demos
    case pause = "break"
  }

  /// Reads a row; everything but `what` may be left out.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    what = try container.decode(String.self, forKey: .what)
    katas = try container.decodeIfPresent([String].self, forKey: .katas) ?? []
    talk = try container.decodeIfPresent(Int.self, forKey: .talk) ?? 0
    demos = try container.decodeIfPresent([Agenda.Demo].self, forKey: .demos) ?? []
    pause = try container.decodeIfPresent(Int.self, forKey: .pause) ?? 0
  }
}

/// Every agenda of the course, read from `Lessons/agendas.json`.
package struct Agendas: Codable, Hashable, Sendable {
  /// The file's path, relative to the package root.
  package static let path = "\(PackageLayout.lessons)/agendas.json"
  /// The instructors' guide, which shows each agenda with its talks and demos.
  package static let guidePath = "WORKSHOP.md"

  /// The Japanese guide.
  package static let japaneseGuidePath = "WORKSHOP.ja.md"

  /// The guide in a language, where the course has it (`WORKSHOP.ja.md`); else the English one.
  static func guidePath(for language: Language, root: URL) -> String {
    let said = language == .japanese ? japaneseGuidePath : guidePath
    return FileManager.default.fileExists(atPath: root.appending(path: said).path)
      ? said : guidePath
  }

  /// The agendas, in the guide's order.
  package var agendas: [Agenda]

  /// Agendas, in the guide's order.
  package init(agendas: [Agenda]) {
    self.agendas = agendas
  }

  /// Reads the agendas of the package at `root`; none when it has no agendas file.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - language: The language of their titles and rows: the course's table of them in that
  ///     language (`Lessons/ja/agendas.json`) gives each its words where it has them.
  /// - Throws: ``RunnerError/catalog(_:)`` naming the file and what is wrong with it.
  package static func load(root: URL, language: Language) throws -> Agendas {
    var agendas = try load(root: root)
    guard let table = (try? CourseWords.read(of: path, in: language, root: root)) ?? nil else {
      return agendas
    }
    for a in agendas.agendas.indices {
      agendas.agendas[a].title = table.words[agendas.agendas[a].title] ?? agendas.agendas[a].title
      for r in agendas.agendas[a].rows.indices {
        let what = agendas.agendas[a].rows[r].what
        agendas.agendas[a].rows[r].what = table.words[what] ?? what
      }
    }
    return agendas
  }

  /// Every title and row text of the agendas, in order, each once: what a table of their words
  /// in another language gives.
  package var english: [String] {
    var seen: Set<String> = []
    return agendas.flatMap { [$0.title] + $0.rows.map(\.what) }.filter { seen.insert($0).inserted }
  }

  /// Reads the agendas of the package at `root`, as the course writes them, in English; none
  /// when it has no agendas file.
  ///
  /// - Throws: ``RunnerError/catalog(_:)`` naming the file and what is wrong with it.
  package static func load(root: URL) throws -> Agendas {
    do {
      return try JSONFile<Agendas>(root.appending(path: path)).read() ?? Agendas(agendas: [])
    } catch let error as DecodingError {
      throw RunnerError.catalog(
        Message(
          "{file}: is not a valid agendas file ({problem})",
          ["file": path, "problem": Catalog.describe(error)]))
    } catch {
      throw RunnerError.catalog(Catalog.unreadable(path, error))
    }
  }

  /// The agenda of an id.
  ///
  /// - Parameters:
  ///   - name: The agenda's id.
  ///   - words: The language the agendas' titles are in, which lists them if there is none.
  /// - Throws: ``RunnerError/usage(_:)`` listing the agendas there are.
  package func agenda(named name: String, words: Words = .english) throws -> Agenda {
    if let agenda = agendas.first(where: { $0.id == name }) { return agenda }
    let listed = agendas.map { words.titled($0.id, $0.title) }
    throw RunnerError.usage(
      Message(
        "There is no agenda \"{name}\". The agendas are {agendas}.",
        ["name": name, "agendas": words.list(listed)]))
  }

  /// The katas a room has done before an agenda's first row: those of the agenda it continues,
  /// and of the one that one continues.
  package func doneBefore(_ agenda: Agenda) -> [String] {
    var done: [String] = []
    var seen: Set<String> = [agenda.id]
    var next = agenda.after
    while let id = next, seen.insert(id).inserted,
      let earlier = agendas.first(where: { $0.id == id })
    {
      done = earlier.rows.flatMap(\.katas) + done
      next = earlier.after
    }
    return done
  }
}

extension Agenda {
  /// The heading of the agenda's section in the instructor's guide: its title and its length.
  package var heading: String { heading(.english) }

  /// The agenda's title and its length, in a language: "Half day (3 hours 40 minutes)".
  package func heading(_ words: Words) -> String {
    words("{title} ({duration})", ["title": title, "duration": Self.duration(minutes, words)])
  }

  /// A length in words: "45 minutes", "1 hour", "3 hours 40 minutes"; in Japanese "3 時間 40 分".
  package static func duration(_ minutes: Int, _ words: Words = .english) -> String {
    let (hours, rest) = (minutes / 60, minutes % 60)
    let hourWords =
      hours == 1 ? words("1 hour") : words("{count} hours", ["count": "\(hours)"])
    let minuteWords =
      rest == 1 ? words("1 minute") : words("{count} minutes", ["count": "\(rest)"])
    if hours == 0 { return minuteWords }
    if rest == 0 { return hourWords }
    return words("{hours} {minutes}", ["hours": hourWords, "minutes": minuteWords])
  }

  /// The agenda's katas, in its order, as the curriculum has them; ids it does not have are left
  /// out (verification names them).
  package func katas(in catalog: Catalog) -> [Kata] {
    rows.flatMap(\.katas).compactMap { id in catalog.katas.first { $0.id == id } }
  }

  /// A row's minutes: its katas', its talks', its demos' and its break's; `nil` when a kata's
  /// minutes are unknown.
  package func minutes(of row: Row, in catalog: Catalog) -> Int? {
    guard let katas = Self.kataMinutes(of: row, in: catalog) else { return nil }
    return katas + row.talk + row.demos.map(\.minutes).reduce(0, +) + row.pause
  }

  /// The minutes of a row's katas; `nil` when one's is unknown.
  package static func kataMinutes(of row: Row, in catalog: Catalog) -> Int? {
    var total = 0
    for id in row.katas {
      guard let minutes = catalog.katas.first(where: { $0.id == id })?.minutes else { return nil }
      total += minutes
    }
    return total
  }

  /// What the agenda puts in for each of its katas whose `needs` (directly or not) the room has
  /// not done by then: the katas it skips but a later kata uses. A learner who follows the
  /// agenda gets their references at that kata (`kata-runner start`), and nothing else.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - doneBefore: The katas done before the first row (see ``Agendas/doneBefore(_:)``).
  /// - Returns: Each such kata with the katas put in for it, in the agenda's order.
  package func jumps(in catalog: Catalog, doneBefore: [String]) -> [(kata: Kata, putIn: [Kata])] {
    var done = Set(doneBefore)
    var jumps: [(kata: Kata, putIn: [Kata])] = []
    for kata in katas(in: catalog) {
      let missing = catalog.needsToPutIn(for: kata, done: done)
      if !missing.isEmpty { jumps.append((kata, missing)) }
      done.formUnion(missing.map(\.id) + [kata.id])
    }
    return jumps
  }

  /// The agenda as the instructor's guide shows it: a markdown table with each row's start, its
  /// minutes and what they are made of.
  package func markdown(in catalog: Catalog, doneBefore: [String], words: Words = .english)
    -> String
  {
    let jumps = jumps(in: catalog, doneBefore: doneBefore)
    var lines = [words("| time | minutes | what | katas |"), "| --- | --- | --- | --- |"]
    var start = 0
    for row in rows {
      let katas = Self.kataMinutes(of: row, in: catalog)
      let demo = row.demos.map(\.minutes).reduce(0, +)
      let parts =
        [
          katas.map { $0 > 0 ? words("katas {count}", ["count": "\($0)"]) : "" }
            ?? words("katas {count}", ["count": "?"]),
          row.demos.isEmpty ? "" : words("demo {count}", ["count": "\(demo)"]),
          row.talk > 0 ? words("talk {count}", ["count": "\(row.talk)"]) : "",
          row.pause > 0 ? words("break") : "",
        ]
        .filter { !$0.isEmpty }
      let minutes = minutes(of: row, in: catalog)
      let cells = [
        Self.clock(start),
        "\(minutes.map(String.init) ?? "?"): " + parts.joined(separator: words.comma),
        row.what, Self.kataCell(row.katas, in: catalog, jumps: jumps, words: words),
      ]
      lines.append("| " + cells.joined(separator: " | ") + " |")
      start += minutes ?? 0
    }
    lines.append("| \(Self.clock(start)) | | \(words("End.")) | |")
    return lines.joined(separator: "\n")
  }

  /// A row's katas: a run of three or more in the curriculum's order as a range ("1.1 to 1.4"),
  /// and what is put in for a kata that jumps ("4.3 (4.1 and 4.2 put in)").
  private static func kataCell(
    _ ids: [String], in catalog: Catalog, jumps: [(kata: Kata, putIn: [Kata])], words: Words
  ) -> String {
    let order = catalog.katas.map(\.id)
    var runs: [[String]] = []
    for id in ids {
      if let last = runs.last?.last, let at = order.firstIndex(of: last),
        order.indices.contains(at + 1), order[at + 1] == id,
        !jumps.contains(where: { $0.kata.id == id })
      {
        runs[runs.count - 1].append(id)
      } else {
        runs.append([id])
      }
    }
    let items = runs.flatMap { run in
      run.count >= 3
        ? [words("{first} to {last}", ["first": run[0], "last": run[run.count - 1]])] : run
    }
    .map { item in
      guard let jump = jumps.first(where: { $0.kata.id == item }) else { return item }
      return words(
        "{kata} ({katas} put in)", ["kata": item, "katas": words.list(jump.putIn.map(\.id))])
    }
    return items.joined(separator: words.comma)
  }

  /// Minutes from the start as `h:mm`.
  static func clock(_ minutes: Int) -> String {
    "\(minutes / 60):" + (minutes % 60 < 10 ? "0" : "") + "\(minutes % 60)"
  }
}
