import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

/// A learner who follows a workshop's agenda, and an instructor who reads the room against it.
@Suite("Following an agenda")
struct AgendaFollowingTests {
  /// An agenda that skips 1.2: 1.1, then 2.1 (which uses 1.2).
  private let agenda = Agenda(
    id: "short", title: "Short", minutes: 50,
    rows: [
      Agenda.Row(what: "Builders.", katas: ["1.1"]), Agenda.Row(what: "Views.", katas: ["2.1"]),
    ])

  /// A temporary folder whose course has the agenda above, in `Lessons/agendas.json`.
  private func folderWithAgenda(_ name: String) throws -> URL {
    let root = try Fixtures.temporaryFolder(name)
    try FileManager.default.createDirectory(
      at: root.appending(path: "Lessons"), withIntermediateDirectories: true)
    try JSONEncoder().encode(Agendas(agendas: [agenda]))
      .write(to: root.appending(path: Agendas.path))
    return root
  }

  private func done(_ id: String) -> KataVerdict {
    KataVerdict(
      kataID: id, tests: [TestResult(id: "t", name: "Works", suite: "S", outcome: .passed)],
      checks: [])
  }

  private func failing(_ id: String) -> KataVerdict {
    KataVerdict(
      kataID: id,
      tests: [
        TestResult(
          id: "t", name: "Works", suite: "S",
          outcome: .failed([Failure(position: nil, message: "Expectation failed")]))
      ],
      checks: [])
  }

  @Test("On an agenda, a kata it skips is not the current one: the next kata of the agenda is")
  func skippedKataIsNotCurrent() {
    let route = LearnerRoute(agenda: agenda, from: nil)
    let done: Set = ["1.1"]
    #expect(LearnerRoute.course.current(in: Fixtures.catalog, done: done)?.id == "1.2")
    #expect(route.current(in: Fixtures.catalog, done: done)?.id == "2.1")
    #expect(!route.isFinished(in: Fixtures.catalog, done: done))
  }

  @Test("A jump leaves the agenda's katas before it behind")
  func jumpLeavesEarlierKatasBehind() {
    let route = LearnerRoute(agenda: agenda, from: "2.1")
    #expect(route.current(in: Fixtures.catalog, done: [])?.id == "2.1")
  }

  @Test("With the agenda done, the rest of the course comes next, in order")
  func finishedAgendaLeavesHomework() {
    let place = LearnerPlace(
      catalog: Fixtures.catalog, route: LearnerRoute(agenda: agenda, from: nil),
      standing: ["1.1": done("1.1"), "2.1": done("2.1")])
    #expect(place.finishedAgenda)
    #expect(place.current?.id == "1.2")
    #expect(place.done == ["1.1", "2.1"])
  }

  @Test(
    "After a jump, the learner arrived at the kata when they jumped, not when a run first found it not done"
  )
  func arrivedWhenJumped() {
    var stub = failing("2.1")
    stub.since = Date(timeIntervalSince1970: 0)  // the morning's first run
    let jumped = Date(timeIntervalSince1970: 3 * 3600)
    let place = LearnerPlace(
      catalog: Fixtures.catalog, route: LearnerRoute(agenda: agenda, from: "2.1", jumped: jumped),
      standing: ["2.1": stub])
    #expect(place.current?.id == "2.1")
    #expect(place.arrived == jumped, "dry run J-1: 'for 165 min' right after start 4.3")
    // A jump long before the learner finished the kata before the current one says nothing.
    var finished = done("1.1")
    finished.since = Date(timeIntervalSince1970: 3600)
    let later = LearnerPlace(
      catalog: Fixtures.catalog,
      route: LearnerRoute(agenda: agenda, from: "1.1", jumped: Date(timeIntervalSince1970: 60)),
      standing: ["1.1": finished, "2.1": stub])
    #expect(later.current?.id == "2.1")
    #expect(later.arrived == finished.since)
  }

  @Test("Following a route places the learner at once, for the rest of the same command")
  func followPlacesAtOnce() throws {
    let root = try folderWithAgenda("follow")
    defer { try? FileManager.default.removeItem(at: root) }
    let progress = LearnerProgress(root: root, catalog: Fixtures.catalog)
    #expect(progress.current?.id == "1.1")
    // What `start 2.1` on the agenda does before its closing run (fault pass row 29: that run
    // still placed the learner at 1.1).
    try progress.follow(LearnerRoute(agenda: agenda, from: "2.1"))
    #expect(progress.current?.id == "2.1")
    #expect(progress.place.route == LearnerRoute(agenda: agenda, from: "2.1"))
    #expect(LearnerProgress(root: root, catalog: Fixtures.catalog).current?.id == "2.1", "saved")
    try progress.follow(.course)
    #expect(progress.current?.id == "1.1")
    #expect(
      !FileManager.default.fileExists(atPath: root.appending(path: PackageLayout.agendaFile).path))
  }

  @Test("The followed agenda is kept in .kata-runner, read back, and forgotten on leave")
  func storeRoundTrips() throws {
    let root = try folderWithAgenda("route")
    defer { try? FileManager.default.removeItem(at: root) }
    let store = RouteStore(root: root)
    #expect(store.load(catalog: Fixtures.catalog).route == .course)
    let jumped = Date(timeIntervalSince1970: 1_800_000_000)
    try store.save(RouteStore.Saved(agenda: "short", from: "2.1", jumped: jumped))
    let loaded = store.load(catalog: Fixtures.catalog)
    #expect(
      loaded.route == LearnerRoute(agenda: agenda, from: "2.1", jumped: jumped)
        && loaded.warning == nil)
    try store.clear()
    #expect(store.load(catalog: Fixtures.catalog).route == .course)
  }

  @Test(
    "A jump to a kata the agenda no longer has is said, and the agenda is followed from its start")
  func jumpOffTheAgenda() throws {
    let root = try folderWithAgenda("jump-off")
    defer { try? FileManager.default.removeItem(at: root) }
    // Fault pass row 60: a course update took 4.3 off the half day; the learner had jumped there.
    try RouteStore(root: root).save(RouteStore.Saved(agenda: "short", from: "1.2"))
    let loaded = RouteStore(root: root).load(catalog: Fixtures.catalog)
    #expect(loaded.route == LearnerRoute(agenda: agenda))
    #expect(
      loaded.warning?.description.hasPrefix(
        "the agenda \"short\" no longer has 1.2, which you jumped to (the course changed)") == true)
    #expect(LearnerProgress(root: root, catalog: Fixtures.catalog).current?.id == "1.1")
  }

  @Test("An agenda the course no longer has is said, and the whole course is followed")
  func vanishedAgendaIsSaid() throws {
    let root = try folderWithAgenda("route")
    defer { try? FileManager.default.removeItem(at: root) }
    try RouteStore(root: root).save(RouteStore.Saved(agenda: "gone"))
    let loaded = RouteStore(root: root).load(catalog: Fixtures.catalog)
    #expect(loaded.route == .course)
    // One sentence, not another error's message inside parentheses (fault pass row 26).
    #expect(
      loaded.warning?.description
        == "you follow the agenda \"gone\", which this course does not have (its agendas: short), "
        + "so you follow the whole course for now. `swift run kata-runner agenda <agenda> "
        + "--follow` follows another; `swift run kata-runner agenda --leave` stops following it.")
  }

  @Test("A followed-agenda file the runner cannot read is said, with how to replace it")
  func brokenRouteFileIsSaid() throws {
    let root = try Fixtures.temporaryFolder("route")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appending(path: PackageLayout.agendaFile)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let loaded = RouteStore(root: root).load(catalog: Fixtures.catalog)
    #expect(loaded.route == .course)
    #expect(
      loaded.warning?.description.hasPrefix(
        ".kata-runner/agenda.json could not be read (it holds no agenda this runner wrote)")
        == true, "\(loaded.warning?.description ?? "")")
    #expect(loaded.warning?.description.contains("agenda --leave` removes the file") == true)
  }

  @Test("A learner's report names the agenda they follow, and its current kata is the agenda's")
  func reportFollowsAgenda() {
    let progress = ["1.1": done("1.1")]
    let report = ProgressReport(
      catalog: Fixtures.catalog,
      place: LearnerPlace(
        catalog: Fixtures.catalog, route: LearnerRoute(agenda: agenda, from: nil),
        standing: progress),
      learner: "Ada")
    #expect(report.agenda == "short" && report.current == "2.1")
  }

  @Test("Against an agenda, the class table counts its katas, orders by place, lists skipped ones")
  func classTableFollowsAgenda() {
    func handIn(
      _ learner: String, _ progress: [String: KataVerdict], route: LearnerRoute = .course
    )
      -> ClassTable.HandedIn
    {
      ClassTable.HandedIn(
        path: "\(learner).json",
        report: ProgressReport(
          catalog: Fixtures.catalog,
          place: LearnerPlace(catalog: Fixtures.catalog, route: route, standing: progress),
          learner: learner, clone: learner))
    }
    // Ada did 1.1 and 1.2 (off the agenda) and fails 2.1; Bob did nothing; Cy jumped to 2.1.
    let ada = handIn("Ada", ["1.1": done("1.1"), "1.2": done("1.2"), "2.1": failing("2.1")])
    let bob = handIn("Bob", [:])
    let cy = handIn("Cy", [:], route: LearnerRoute(agenda: agenda, from: "2.1"))
    var table = ClassTable(handedIn: [ada, bob, cy], catalog: Fixtures.catalog)
    table.follow(agenda, catalog: Fixtures.catalog)
    let lines = table.markdown().split(separator: "\n").map(String.init)
    #expect(
      lines.first
        == "Agenda short, Short (50 minutes): 1.1, 2.1. Katas off the agenda are not counted.")
    let rows = lines.filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| learner") && !$0.hasPrefix("| ---")
    }
    #expect(rows.count == 3)
    #expect(rows[0].hasPrefix("| Bob | 0/2 | 1.1 buildBlock | not run yet |"), "\(rows)")
    #expect(rows[1].hasPrefix("| Cy | 0/2 (skipped: 1.1) | 2.1 TupleView |"), "\(rows)")
    #expect(
      rows[2].hasPrefix("| Ada | 1/2 | 2.1 TupleView | Works: Expectation failed |"), "\(rows)")
  }

  @Test(
    "A learner on a kata whose needed katas are not done is shown waiting on them, not on the test's words"
  )
  func rowSaysNeededKatas() {
    // 2.1's tests use 1.2; Dan jumped to 2.1 without `start` putting 1.2 in (dry run J-3).
    var catalog = Fixtures.catalog
    catalog.modules[1].katas[0].needs = [KataNeed(kata: "1.2", uses: "buildExpression")]
    let report = { (learner: String, standing: [String: KataVerdict]) in
      ClassTable.HandedIn(
        path: "\(learner).json",
        report: ProgressReport(
          catalog: catalog,
          place: LearnerPlace(
            catalog: catalog, route: LearnerRoute(agenda: self.agenda, from: "2.1"),
            standing: standing),
          learner: learner, clone: learner))
    }
    var table = ClassTable(
      handedIn: [
        report("Dan", ["2.1": failing("2.1")]),
        report("Eve", ["1.2": done("1.2"), "2.1": failing("2.1")]),
      ], catalog: catalog)
    table.follow(agenda, catalog: catalog)
    let english = table.markdown()
    #expect(
      english.contains("| Dan | 0/2 (skipped: 1.1) | 2.1 TupleView | uses 1.2, not done yet |"),
      "\(english)")
    #expect(
      english.contains("| Eve | 0/2 (skipped: 1.1) | 2.1 TupleView | Works: Expectation failed |"),
      "\(english)")
    #expect(table.markdown(words: Words.course(.japanese)).contains("使うカタ 1.2 が未完了"))
  }
}
