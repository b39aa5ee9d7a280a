import Foundation
import KataRunnerCore

/// Renders verification findings as a table per kata, then every problem in full.
struct VerifyTable {
  /// The curriculum, for the order of the rows.
  var catalog: Catalog
  /// Everything verification found.
  var findings: [VerifyFinding]
  /// Colours.
  var style: Style
  /// The language of the table's own words (the findings are English, for now).
  var words: Words = .english

  /// The table, the problems, and the closing count line.
  ///
  /// "fails as stub" and "passes in order" count each kata's tests and compile checks in the
  /// states just before and just after it is solved; "all references" counts the tests of the
  /// whole package once every kata is solved.
  func render() -> String {
    let areas: [VerifyFinding.Area] = [.stub, .inOrder, .projectTests, .lesson, .structure]
    let columns = areas.map { (title: VerifyFinding.title(of: $0, words), area: $0) }
    var rows = [[words("kata")] + columns.map(\.title)]
    // A narrowed run shows only the katas it verified.
    let rowKeys: [String?] = (catalog.katas.map(\.id) + [nil]).filter { key in
      findings.contains { $0.kataID == key }
    }
    for key in rowKeys {
      let cells = columns.map { column in
        cell(findings.filter { $0.kataID == key && $0.area == column.area })
      }
      rows.append([key ?? words("project")] + cells)
    }
    let widths = (0..<rows[0].count).map { index in
      rows.map { $0[index].displayWidth }.max() ?? 0
    }
    var lines = rows.enumerated().map { number, row in
      let text = zip(row, widths).map { $0.padded(toWidth: $1) }
        .joined(separator: "  ").trimmingCharacters(in: .whitespaces)
      return number == 0 ? style.bold(text) : text
    }
    lines += words(
      """
      fails as stub: the kata's tests and checks, with the katas before it solved, it and the
        later ones stubs. passes in order: the same, once it is solved. all references: every
        test, with every kata solved. -: not run.
      """
    ).split(separator: "\n").map { style.dim(String($0)) }
    let problems = findings.filter { !$0.isPassing }
    if !problems.isEmpty {
      lines += ["", style.red(words("Problems:"))]
      for finding in problems {
        let owner = finding.kataID.map { words("kata {kata}", ["kata": $0]) } ?? words("project")
        let area = VerifyFinding.title(of: finding.area, words)
        lines.append("✘ [\(owner), \(area)] \(finding.subject)")
        lines += (finding.problem ?? "").split(separator: "\n").map { "    \($0)" }
      }
    }
    let passed = findings.count - problems.count
    lines += [
      "",
      words(
        "{passed} passed, {failed} failed",
        ["passed": "\(passed)", "failed": "\(problems.count)"]),
    ]
    return lines.joined(separator: "\n")
  }

  private func cell(_ group: [VerifyFinding]) -> String {
    if group.isEmpty { return "-" }
    let passing = group.filter(\.isPassing).count
    let mark = passing == group.count ? "✔" : "✘"
    return "\(mark) \(passing)/\(group.count)"
  }
}
