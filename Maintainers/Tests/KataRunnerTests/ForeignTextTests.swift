import Foundation
import Testing

@testable import KataRunnerCore

/// A report is data from someone else's machine: the class table shows no byte a terminal or a
/// markdown renderer would act on (the third fault pass, rows 34 to 40 and 47 to 48).
@Suite("The class table shows a report's text as text, never as commands")
struct ForeignTextTests {
  private func progress(_ id: String, _ outcome: TestOutcome) -> KataVerdict {
    KataVerdict(
      kataID: id, tests: [TestResult(id: "t", name: "Joins words", suite: "S", outcome: outcome)],
      checks: [])
  }

  private func table(learner: String, title: String = "buildBlock", message: String = "m")
    -> (markdown: String, warnings: [String])
  {
    let failure = Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: 4, column: 5),
      message: message)
    var report = ProgressReport(
      catalog: Fixtures.catalog, progress: ["1.1": progress("1.1", .failed([failure]))],
      learner: learner, generated: Date(timeIntervalSince1970: 0), clone: "c")
    report.katas[0].title = title
    let twice = [
      ClassTable.HandedIn(path: "a\u{1B}]0;TITLE\u{07}.json", report: report),
      ClassTable.HandedIn(path: "b.json", report: report),
    ]
    let table = ClassTable(handedIn: twice)
    return (table.markdown(), table.warnings)
  }

  @Test("Escape sequences, CR, BEL, NUL, DEL and C1 controls are shown as escapes")
  func controlCharacters() {
    let name = "\u{1B}[31mRED\u{1B}]0;PWNED\u{07}\rX\u{00}\u{7F}\u{9B}2J"
    let (markdown, warnings) = table(learner: name, message: "x\u{1B}[1A\u{1B}[2Kgone")
    let shown = markdown + warnings.joined()
    let actedOn = shown.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(actedOn.isEmpty)
    #expect(markdown.contains(#"\u{1B}\[31mRED\u{1B}\]0;PWNED\u{7}\u{D}X\u{0}\u{7F}\u{9B}2J"#))
    #expect(markdown.contains(#"x\u{1B}\[1A\u{1B}\[2Kgone"#))
    #expect(warnings.contains { $0.hasPrefix(#"\u{1B}[31mRED"#) }, "the note names the learner")
    #expect(warnings.contains { $0.contains(#"a\u{1B}]0;TITLE\u{7}.json"#) }, "and the file")
  }

  @Test("A newline in a name cannot forge a line of the table or a note of its own")
  func newlines() {
    let (markdown, warnings) = table(learner: "Ada\nNote: all finished")
    #expect(!markdown.contains("\nNote:"))
    #expect(warnings.allSatisfy { !$0.contains("\n") })
    #expect(markdown.contains(#"| Ada\u{A}Note: all finished |"#))
  }

  @Test("HTML, links and character references stay text in markdown")
  func markdownSyntax() {
    let (markdown, _) = table(
      learner: "<img src=x onerror=alert(1)> [click](javascript:alert(1)) &#x202E; `x` a|b")
    #expect(
      markdown.contains(
        #"| \<img src=x onerror=alert(1)\> \[click\](javascript:alert(1)) \&#x202E; \`x\` a\|b |"#))
  }

  @Test("Bidirectional controls are shown as escapes, so a name reads as written")
  func bidi() {
    let (markdown, _) = table(learner: "Eve \u{202E}txet\u{202C}")
    #expect(markdown.contains(#"Eve \u{202E}txet\u{202C}"#))
  }

  @Test("A huge title is cut in the table and kept whole in the JSON")
  func huge() throws {
    let title = String(repeating: "T", count: 100_000)
    let (markdown, _) = table(learner: "Ada", title: title)
    #expect(markdown.split(separator: "\n").allSatisfy { $0.count < 1_000 })
    var report = ProgressReport(
      catalog: Fixtures.catalog, progress: ["1.1": progress("1.1", .failed([]))],
      learner: "Ada", generated: Date(timeIntervalSince1970: 0), clone: "c")
    report.katas[0].title = title
    let json = try ClassTable(handedIn: [ClassTable.HandedIn(path: "a.json", report: report)])
      .json()
    #expect(json.contains(title))
  }
}
