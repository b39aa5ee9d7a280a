/// An instructor's view of a room: one row per learner, from the reports they handed in.
struct ClassTable: Sendable {
  /// The learners' reports.
  var reports: [ProgressReport]

  /// A markdown table: who is on which kata, and what stops them there.
  func markdown() -> String {
    var lines = [
      "| learner | done | current kata | stuck on |", "| --- | --- | --- | --- |",
    ]
    for report in reports.sorted(by: { ($0.done, $0.learner) < ($1.done, $1.learner) }) {
      let current = report.katas.first { $0.id == report.current }
      let blocker = current.map(Self.blocker) ?? "finished"
      // An instructor must see at once whose verdicts come from edited tests.
      let edited = report.katas.filter { $0.testsEdited == true }.map(\.id)
      let warning = edited.isEmpty ? "" : " (tests edited: \(edited.joined(separator: ", ")))"
      let cells = [
        report.learner, "\(report.done)/\(report.total)\(warning)",
        current.map { "\($0.id) \($0.title)" } ?? "-", blocker,
      ]
      lines.append("| " + cells.map(Self.cell).joined(separator: " | ") + " |")
    }
    let stuck = Dictionary(grouping: reports.compactMap(\.current)) { $0 }
      .mapValues(\.count).sorted {
        $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key)
      }
    if let busiest = stuck.first {
      lines += [
        "", "Most learners are on kata \(busiest.key) (\(busiest.value) of \(reports.count)).",
      ]
    }
    return lines.joined(separator: "\n")
  }

  private static func blocker(_ kata: ProgressReport.KataEntry) -> String {
    switch kata.state {
    case "pending": return "not run yet"
    case "compile-error": return "does not compile"
    default:
      let failing = (kata.tests + kata.checks).first { $0.status != "pass" }
      return failing.map(\.name) ?? kata.state
    }
  }

  /// Text that stays inside one cell of a markdown table, whatever a learner typed.
  private static func cell(_ text: String) -> String {
    text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "|", with: "\\|")
      .replacingOccurrences(of: "\n", with: " ")
  }
}
