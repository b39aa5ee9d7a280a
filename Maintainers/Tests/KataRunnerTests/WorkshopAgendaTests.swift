import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("Workshop agendas")
struct WorkshopAgendaTests {
  /// The fixture catalog, with minutes, in which 2.1 uses 1.2's code.
  private var catalog: Catalog {
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[0].minutes = 10
    catalog.modules[0].katas[1].minutes = 15
    catalog.modules[1].katas[0].minutes = 25
    catalog.modules[1].katas[0].needs = [KataNeed(kata: "1.2", uses: "ListBuilder")]
    return catalog
  }

  /// A short agenda: 1.1 with a talk, a break, 2.1 with a demo; 60 minutes in all.
  private func agenda(minutes: Int = 60, rows: [Agenda.Row]? = nil) -> Agenda {
    Agenda(
      id: "short", title: "Short", minutes: minutes,
      rows: rows ?? [
        Agenda.Row(what: "Builders.", katas: ["1.1"], talk: 5),
        Agenda.Row(what: "Break.", pause: 10),
        Agenda.Row(
          what: "Views. Project `kata-demo compare`.", katas: ["2.1"],
          demos: [Agenda.Demo(name: "compare", minutes: 5)]),
      ])
  }

  private func checks(_ agendas: [Agenda], guide: String? = nil) -> WorkshopAgendas {
    WorkshopAgendas(agendas: Agendas(agendas: agendas), guide: guide)
  }

  @Test("A row lasts as long as its katas, talks, demos and break; the table shows each part")
  func rowsAddUp() {
    let table = agenda().markdown(in: catalog, doneBefore: [])
    #expect(
      table.split(separator: "\n").map(String.init) == [
        "| time | minutes | what | katas |",
        "| --- | --- | --- | --- |",
        "| 0:00 | 15: katas 10, talk 5 | Builders. | 1.1 |",
        "| 0:15 | 10: break | Break. |  |",
        "| 0:25 | 30: katas 25, demo 5 | Views. Project `kata-demo compare`. | 2.1 (1.2 put in) |",
        "| 0:55 | | End. | |",
      ])
  }

  @Test("An agenda whose rows do not fill its length is reported, with the numbers and the fix")
  func timesMustAddUp() throws {
    let findings = checks([agenda(minutes: 50)]).findings(catalog: catalog)
    let problem = try #require(findings.first { !$0.isPassing && $0.subject.hasPrefix("Lessons") })
    #expect(problem.subject == "Lessons/agendas.json, agenda short")
    #expect(
      problem.problem?.contains(
        "its rows add up to 55 minutes (katas 35 minutes, talks, demos and breaks 20), not the "
          + "50 minutes it declares") == true, "\(problem)")
    #expect(problem.problem?.contains("cut a kata from a row") == true)
  }

  @Test("Unknown katas, a kata done twice, missing minutes and an unnamed demo are reported")
  func dataProblems() throws {
    var catalog = catalog
    catalog.modules[0].katas[1].minutes = nil
    let rows = [
      Agenda.Row(what: "One.", katas: ["1.1", "9.9"]),
      Agenda.Row(
        what: "Two.", katas: ["1.2", "1.1"], demos: [Agenda.Demo(name: "toggle", minutes: 5)]),
    ]
    let findings = checks([agenda(rows: rows)]).findings(catalog: catalog)
    let problem = try #require(findings.first { !$0.isPassing }?.problem)
    #expect(problem.contains("it names kata 9.9, which Lessons/curriculum.json does not have"))
    #expect(problem.contains("it does kata 1.1 twice"))
    #expect(problem.contains("kata 1.2 has no minutes"))
    #expect(problem.contains("does not say `kata-demo toggle`"))
  }

  @Test("The guide must show the table the data makes, under the agenda's heading")
  func guideMatchesData() throws {
    let table = agenda(minutes: 55).markdown(in: catalog, doneBefore: [])
    let guide = "# Guide\n\n### Short (55 minutes)\n\nIntro.\n\n\(table)\n\n## Next\n"
    #expect(
      checks([agenda(minutes: 55)], guide: guide).findings(catalog: catalog).allSatisfy {
        $0.isPassing
      })

    let edited = guide.replacingOccurrences(of: "| 0:15 |", with: "| 0:20 |")
    let finding = try #require(
      checks([agenda(minutes: 55)], guide: edited).findings(catalog: catalog).first {
        !$0.isPassing
      })
    #expect(finding.subject == "WORKSHOP.md, agenda \"Short (55 minutes)\"")
    #expect(
      finding.problem?.contains("the guide says\n  | 0:20 | 10: break |") == true, "\(finding)")
    #expect(finding.problem?.contains("`./kata-runner agenda short` prints") == true)

    let missing = checks([agenda(minutes: 55)], guide: "# Guide\n").findings(catalog: catalog)
    #expect(
      missing.contains { $0.problem?.contains("no section `### Short (55 minutes)`") == true })
  }

  @Test("An agenda that continues another counts that one's katas as done: no jump there")
  func continuedAgenda() {
    let first = Agenda(
      id: "day-1", title: "Day 1", minutes: 25,
      rows: [Agenda.Row(what: "B", katas: ["1.1", "1.2"])])
    var second = Agenda(
      id: "day-2", title: "Day 2", minutes: 25, rows: [Agenda.Row(what: "V", katas: ["2.1"])])
    #expect(checks([second]).jumpKatas(catalog: catalog).map(\.id) == ["2.1"])
    second.after = "day-1"
    let both = checks([first, second])
    #expect(both.agendas.doneBefore(second) == ["1.1", "1.2"])
    #expect(both.jumpKatas(catalog: catalog).isEmpty)
  }

  @Test("Lengths read as people say them")
  func durations() {
    #expect(Agenda.duration(45) == "45 minutes")
    #expect(Agenda.duration(60) == "1 hour")
    #expect(Agenda.duration(220) == "3 hours 40 minutes")
    #expect(Agenda.clock(425) == "7:05")
    let japanese = Words.course(.japanese)
    #expect(Agenda.duration(45, japanese) == "45 分")
    #expect(Agenda.duration(60, japanese) == "1 時間")
    #expect(Agenda.duration(220, japanese) == "3 時間 40 分")
  }

  @Test(
    "Every agenda of the repository adds up, and both guides show each as its data makes it")
  func realAgendas() throws {
    let root = Fixtures.repository
    let catalog = try Catalog.load(fromPackageAt: root)
    let agendas = WorkshopAgendas.load(root: root)
    #expect(agendas.loadProblem == nil)
    #expect(agendas.agendas.agendas.count >= 4)
    let findings = agendas.findings(catalog: catalog)
    #expect(findings.allSatisfy { $0.isPassing }, "\(findings.filter { !$0.isPassing })")
    // WORKSHOP.ja.md too, each table as `kata-runner agenda <agenda> --lang ja` prints it.
    let japanese = findings.filter { $0.subject.hasPrefix(WorkshopAgendas.japaneseGuidePath) }
    #expect(japanese.count == agendas.agendas.agendas.count)
    let verifier = Verifier(root: root, catalog: catalog) { _ in }
    let index = verifier.indexMinutesFindings() + verifier.testFileFindings()
    #expect(index.allSatisfy { $0.isPassing }, "\(index.filter { !$0.isPassing })")
  }

  @Test("verify <kata> checks its module's minutes in the course's index, and no other module's")
  func narrowedMinutes() throws {
    let root = try Fixtures.temporaryFolder("minutes")
    defer { try? FileManager.default.removeItem(at: root) }
    for path in ["Package.swift", "Lessons", "Sources"] {
      try FileManager.default.copyItem(
        at: Fixtures.repository.appending(path: path), to: root.appending(path: path))
    }
    let catalog = try Catalog.load(fromPackageAt: root)
    let kata = try catalog.kata(named: "1.2")
    let minutes = try #require(kata.minutes)
    let index = root.appending(path: Verifier.indexPath)
    let text = try String(contentsOf: index, encoding: .utf8)
    let row = try #require(
      text.split(separator: "\n").first { $0.contains(kata.slug) && $0.hasSuffix(" min |") })
    try text.replacingOccurrences(
      of: row, with: row.replacingOccurrences(of: "| \(minutes) min |", with: "| 99 min |")
    ).write(to: index, atomically: true, encoding: .utf8)
    let verifier = Verifier(root: root, catalog: catalog) { _ in }
    let own = verifier.indexMinutesFindings(of: [kata]).filter { !$0.isPassing }
    #expect(own.count == 1)
    #expect(own.first?.problem?.contains("the row of 1.2 does not end with") == true, "\(own)")
    let other = try catalog.kata(named: "2.1")
    #expect(verifier.indexMinutesFindings(of: [other]).allSatisfy { $0.isPassing })
  }

  @Test("A kata's needs are followed through the katas it needs")
  func needsAreTransitive() throws {
    var catalog = catalog
    catalog.modules[0].katas[1].needs = [KataNeed(kata: "1.1", uses: "SentenceBuilder")]
    #expect(catalog.allNeeds(of: catalog.katas[2]).map(\.id) == ["1.1", "1.2"])
    let note = try #require(catalog.needsNote(for: catalog.katas[2], done: ["1.1"]))
    #expect(note.hasPrefix("2.1 uses 1.2 (ListBuilder), which is not done yet: finish it first"))
  }

  @Test("Needed katas that wait on one further back name it, as the place to start")
  func needsNameTheKataFurtherBack() throws {
    // The course's 4.3 uses 2.3, 4.1 and 4.2; 2.3 uses 2.1. After `reset 2.1` (fault pass row
    // 31), the note named 2.3, 4.1 and 4.2, never 2.1.
    let catalog = try Catalog.load(fromPackageAt: Fixtures.repository)
    let kata = try catalog.kata(named: "4.3")
    let reset: Set = ["2.1", "2.3", "4.1", "4.2", "4.3"]
    let done = Set(catalog.katas.map(\.id)).subtracting(reset)
    let note = try #require(catalog.needsNote(for: kata, done: done))
    #expect(note.contains("which are not done yet"), "\(note)")
    #expect(
      note.hasSuffix("They wait on 2.1 TupleView and ViewBuilder, not done either: start there."),
      "\(note)")
    #expect(
      !(try #require(catalog.needsNote(for: kata, done: done.union(["2.1"])))).contains("wait on"))
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
