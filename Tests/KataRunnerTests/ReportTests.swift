import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Reports")
struct ReportTests {
  private func progress(_ id: String, _ outcome: TestOutcome) -> KataProgress {
    KataProgress(
      kataID: id, tests: [TestResult(id: "t", name: "Joins words", suite: "S", outcome: outcome)],
      checks: [])
  }

  @Test("A report maps states to Exercism's statuses and names the current kata")
  func mapsStatuses() throws {
    let report = ProgressReport(
      catalog: Fixtures.catalog,
      progress: ["1.1": progress("1.1", .passed), "1.2": progress("1.2", .crashed("boom"))],
      learner: "Ada", generated: Date(timeIntervalSince1970: 0))
    #expect(report.katas.map(\.status) == ["pass", "error", "pending"])
    #expect(report.current == "1.2")
    #expect(report.done == 1 && report.total == 3 && report.status == "fail")
    #expect(try ProgressReport.decode(Data(report.json().utf8)) == report, "JSON must round-trip")
  }

  @Test("The class table puts the learners furthest behind first, with what stops them")
  func mergesReports() {
    let ahead = ProgressReport(
      catalog: Fixtures.catalog,
      progress: ["1.1": progress("1.1", .passed), "1.2": progress("1.2", .failed([]))],
      learner: "Ada")
    let behind = ProgressReport(
      catalog: Fixtures.catalog, progress: ["1.1": progress("1.1", .failed([]))], learner: "Bob")
    let table = ClassTable(reports: [ahead, behind]).markdown()
    let rows = table.split(separator: "\n").filter {
      $0.hasPrefix("| Ada") || $0.hasPrefix("| Bob")
    }
    #expect(
      rows == [
        "| Bob | 0/3 | 1.1 buildBlock | Joins words |",
        "| Ada | 1/3 | 1.2 buildExpression | Joins words |",
      ])
  }
}
