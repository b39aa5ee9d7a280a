import Foundation

/// The agendas of the instructor's guide, read as the path a room takes through the katas, so
/// that verification can prove every agenda doable.
///
/// Under `## Agendas`, each `###` section is one agenda; each row of its table names katas in
/// its last column (`1.1, 1.2` or `1.1 to 1.4`). A `kata-runner start <kata>` anywhere in the
/// section, before or in a row, puts in the references of every kata before that one. A kata is
/// doable when every kata it needs (by `needs` in the curriculum, directly or not) was done in
/// an earlier row or put in by such a command.
struct WorkshopAgendas {
  /// The guide's path, relative to the package root.
  static let path = "WORKSHOP.md"

  /// One agenda: its title and its lines, in order.
  struct Agenda {
    /// The `###` heading.
    var title: String
    /// The section's lines after the heading.
    var lines: [String]
  }

  /// The agendas, in the guide's order.
  var agendas: [Agenda]

  /// Reads the guide's agendas; none when the package has no guide.
  ///
  /// - Parameter root: The package root.
  static func load(root: URL) throws -> WorkshopAgendas {
    let text = (try? String(contentsOf: root.appending(path: path), encoding: .utf8)) ?? ""
    return WorkshopAgendas(markdown: text)
  }

  /// Reads agendas from the guide's text.
  init(markdown: String) {
    agendas = []
    var inside = false
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("## ") { inside = line == "## Agendas" }
      guard inside else { continue }
      if line.hasPrefix("### ") {
        agendas.append(Agenda(title: String(line.dropFirst(4)), lines: []))
      } else if !agendas.isEmpty {
        agendas[agendas.count - 1].lines.append(String(line))
      }
    }
  }

  /// Whether each agenda can be followed as written.
  ///
  /// - Parameter catalog: The curriculum, with each kata's `needs`.
  /// - Returns: One finding per kata the agenda cannot reach and per unknown kata, and one
  ///   passing finding per doable agenda.
  func findings(catalog: Catalog) -> [VerifyFinding] {
    var findings: [VerifyFinding] = []
    for agenda in agendas {
      let subject = "\(Self.path), agenda \"\(agenda.title)\""
      var done: Set<String> = []
      var problems = 0
      for line in agenda.lines {
        for name in Self.started(in: line) {
          guard let start = catalog.katas.firstIndex(where: { $0.id == name }) else {
            findings.append(unknown(name, subject: subject))
            problems += 1
            continue
          }
          done.formUnion(catalog.katas[..<start].map(\.id))
        }
        for name in Self.katas(in: line, catalog: catalog) {
          guard let kata = catalog.katas.first(where: { $0.id == name }) else {
            findings.append(unknown(name, subject: subject))
            problems += 1
            continue
          }
          let missing = catalog.allNeeds(of: kata).filter { !done.contains($0.id) }
          if !missing.isEmpty {
            problems += 1
            findings.append(
              VerifyFinding(
                kataID: kata.id, area: .structure, subject: subject,
                problem: "\(kata.id) needs "
                  + Catalog.sentence(missing.map { "\($0.id) (\($0.title))" }) + ", "
                  + "which the agenda neither does before it nor puts in with "
                  + "`kata-runner start`.\nNext step: add `\(Launcher.documented) start "
                  + "\(kata.id)` to the row of \(kata.id) (it puts in the references of every "
                  + "kata before it), or do those katas in an earlier row."))
          }
          done.insert(kata.id)
        }
      }
      if problems == 0 {
        findings.append(VerifyFinding(kataID: nil, area: .structure, subject: subject))
      }
    }
    return findings
  }

  private func unknown(_ name: String, subject: String) -> VerifyFinding {
    VerifyFinding(
      kataID: nil, area: .structure, subject: subject,
      problem: "names kata \(name), which \(Catalog.path) does not have")
  }

  /// The katas a table row names in its last column, ranges ("1.1 to 1.4") spelled out in the
  /// curriculum's order.
  static func katas(in line: String, catalog: Catalog) -> [String] {
    let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
    guard line.hasPrefix("|"), let last = cells.last, !last.contains("---"), last != "katas"
    else { return [] }
    let ids = catalog.katas.map(\.id)
    return last.split(separator: ",").flatMap { item -> [String] in
      let ends = item.components(separatedBy: " to ").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard ends.count == 2, let start = ids.firstIndex(of: ends[0]),
        let end = ids.firstIndex(of: ends[1]), start <= end
      else { return ends.filter { !$0.isEmpty } }
      return Array(ids[start...end])
    }
  }

  /// The katas named by `kata-runner start <kata>` commands in a line.
  static func started(in line: String) -> [String] {
    let words = line.replacingOccurrences(of: "`", with: " ").split(separator: " ")
    return words.indices.dropLast(2).compactMap { index in
      words[index].hasSuffix("kata-runner") && words[index + 1] == "start"
        ? String(words[index + 2]) : nil
    }
  }
}
