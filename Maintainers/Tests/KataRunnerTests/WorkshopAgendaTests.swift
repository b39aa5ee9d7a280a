import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Workshop agendas")
struct WorkshopAgendaTests {
  /// The fixture catalog, in which 2.1 uses 1.2's code.
  private var catalog: Catalog {
    var catalog = Fixtures.catalog
    catalog.modules[1].katas[0].needs = [KataNeed(kata: "1.2", uses: "ListBuilder")]
    return catalog
  }

  private func agenda(_ rows: String, before: String = "") -> WorkshopAgendas {
    WorkshopAgendas(
      markdown: """
        # Guide

        ## Agendas

        ### Short
        \(before)
        | time | what | katas |
        | --- | --- | --- |
        \(rows)

        ## Other
        | 0:00 | not an agenda | 2.1 |
        """)
  }

  @Test("An agenda that jumps past a kata that a later one needs is reported, with the fix")
  func jumpIsReported() throws {
    let findings = agenda("| 0:00 | first | 1.1 |\n| 0:30 | views | 2.1 |").findings(
      catalog: catalog)
    let problem = try #require(findings.first { !$0.isPassing })
    #expect(problem.kataID == "2.1")
    #expect(problem.subject == "WORKSHOP.md, agenda \"Short\"")
    #expect(
      problem.problem?.contains("2.1 needs 1.2 (buildExpression), which the agenda") == true,
      "\(problem)")
    #expect(problem.problem?.contains("`./kata-runner start 2.1`") == true)
  }

  @Test(
    "A start command in the row, before it, or the needed kata done earlier makes it doable",
    arguments: [
      ("| 0:00 | first | 1.1 |\n| 0:30 | run `kata-runner start 2.1` | 2.1 |", ""),
      ("| 0:30 | views | 2.1 |", "Everyone runs `swift run kata-runner start 2.1` first."),
      ("| 0:00 | builders | 1.1 to 1.2 |\n| 0:30 | views | 2.1 |", ""),
    ])
  func doable(rows: String, before: String) {
    let findings = agenda(rows, before: before).findings(catalog: catalog)
    #expect(findings.allSatisfy { $0.isPassing }, "\(findings)")
    #expect(findings.contains { $0.subject == "WORKSHOP.md, agenda \"Short\"" })
  }

  @Test("A kata the curriculum does not have is reported")
  func unknownKata() {
    let findings = agenda("| 0:00 | first | 9.9 |").findings(catalog: catalog)
    #expect(findings.contains { $0.problem?.contains("names kata 9.9") == true }, "\(findings)")
  }

  @Test("Every agenda of the repository's WORKSHOP.md can be followed as written")
  func realAgendas() throws {
    let root = Fixtures.repository
    let agendas = try WorkshopAgendas.load(root: root)
    #expect(agendas.agendas.count >= 3)
    let findings = agendas.findings(catalog: try Catalog.load(fromPackageAt: root))
    #expect(findings.allSatisfy { $0.isPassing }, "\(findings.filter { !$0.isPassing })")
  }

  @Test("A kata's needs are followed through the katas it needs")
  func needsAreTransitive() throws {
    var catalog = catalog
    catalog.modules[0].katas[1].needs = [KataNeed(kata: "1.1", uses: "SentenceBuilder")]
    #expect(catalog.allNeeds(of: catalog.katas[2]).map(\.id) == ["1.1", "1.2"])
    let note = try #require(catalog.needsNote(for: catalog.katas[2], done: ["1.1"]))
    #expect(note.hasPrefix("2.1 uses 1.2 (ListBuilder), which is not done yet: finish it first"))
  }

  @Test("Several needed katas not done are named in one sentence, each with what it gives")
  func needsOfSeveral() throws {
    var catalog = catalog
    catalog.modules[1].katas[0].needs.insert(KataNeed(kata: "1.1", uses: "SentenceBuilder"), at: 0)
    let note = try #require(catalog.needsNote(for: catalog.katas[2], done: []))
    #expect(
      note
        == "2.1 uses 1.1 (SentenceBuilder) and 1.2 (ListBuilder), which are not done yet: "
        + "finish those first, or run `swift run kata-runner start 2.1` to put in the references "
        + "before it.")
  }

  @Test("A kata cannot need itself or a later kata")
  func needsMustBeEarlier() {
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[0].needs = [KataNeed(kata: "2.1", uses: "TupleView")]
    #expect(throws: RunnerError.self) { try catalog.validate() }
  }
}
