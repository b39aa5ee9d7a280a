import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The learner's path through the curriculum, run as the real binary on the package copy: katas
/// that can be done in order, a start anywhere, and what a kata needs from earlier ones.
extension PathEndToEndTests {
  @Test("verify <kata> fails, naming the test and the state, when a test needs a later kata")
  func verifyCatchesLaterKata() throws {
    let copy = try Self.packageCopy.get()
    // On a course of three katas: verify builds its own copy of the course, which for the
    // package copy's slice of BuilderKatas would be a clean build of the engine and ten katas.
    // (That the course is sound without the added test, `twoVerifiesTakeTurns` shows.)
    // A test of kata 1.1 that calls 1.2's function, as 3.1's once needed 4.1's buildIf.
    let course = try FixtureCourse.make(extraTests: [
      "Tests/KataTests/LoudGreetingTests.swift": """
      import Testing

      extension GreetingTests {
        @Test("A loud greeting")
        func loudGreeting() {
          #expect(shout(greeting("Ada")) == "HELLO, ADA!")
        }
      }

      """
    ])
    let result = try copy.course(["verify", "1.1"], at: course.root)
    #expect(result.code == 1, "\(result.output)")
    #expect(
      result.output.contains(
        "✘ [kata 1.1, passes in order] A loud greeting\n"
          + "    fails with 1.1 at reference and 1.2-1.3 as stubs."),
      "\(result.output)")
    #expect(result.output.components(separatedBy: "✘ [").count == 2, "only that test fails")
    #expect(result.output.contains("it needs a later kata"))
    #expect(
      result.output.contains(/\n1\.1 +✔/), "1.1's stub fails every test: \(result.output)")
    #expect(!result.output.contains("\n1.2 "), "a narrowed run shows only its katas")
  }

  @Test("Two verify runs of one package take turns: the second waits, and says so")
  func twoVerifiesTakeTurns() throws {
    let copy = try Self.packageCopy.get()
    let course = try FixtureCourse.make()
    // The first run, as far as the second can tell: it holds verification's lock.
    let path = course.root.appending(path: ".build/kata-verify.lock").path
    try FileManager.default.createDirectory(
      at: course.root.appending(path: ".build"), withIntermediateDirectories: true)
    let held = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
    try #require(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
    let released = Locked(false)
    let first = Thread {
      Thread.sleep(forTimeInterval: 1)
      released.withLock { $0 = true }
      close(held)
    }
    first.start()
    let second = try copy.course(["verify", "1.1"], at: course.root)
    #expect(released.withLock { $0 }, "the second run went on only after the first let go")
    #expect(
      second.output.contains("Waiting for another `swift run kata-course verify`"),
      "\(second.output)")
    #expect(second.code == 0, "\(second.output)")
  }

  @Test(
    "start puts in the references of the earlier katas not done, backs up, and moves the learner on"
  )
  func startAnywhere() throws {
    let copy = try copy()
    try copy.write(try copy.read(stub11) + "\n// my own try\n", to: stub11)
    // 1.2 is the learner's, done: `start` leaves it theirs.
    try copy.write(
      try copy.read("Sources/Builders/ResultBuilders/ListBuilder.swift") + "\n// mine\n", to: stub12
    )
    #expect(try copy.run(["check", "1.2"]).code == 0)
    let refused = try copy.run(["start", "1.3"])
    #expect(refused.code == 1, "without a terminal, start must not overwrite edits: \(refused)")
    #expect(refused.output.contains("Pass --yes"))
    #expect(try copy.read(stub11).contains("my own try"))
    let started = try copy.run(["start", "1.3", "--yes"])
    #expect(started.code == 0, "\(started.output)")
    #expect(started.output.contains("Put in the reference of 1 kata:"), "\(started.output)")
    #expect(started.output.contains("  1.1 buildBlock  \(stub11)"), "\(started.output)")
    #expect(started.output.contains("Your own work stays in 1.2, which you have done."))
    #expect(try copy.read(stub12).contains("// mine"))
    #expect(started.output.contains("Current kata: 1.3"), "\(started.output)")
    let folder = try #require(
      started.output.split(separator: "\n").first { $0.hasPrefix("Your versions are saved in ") }
    )
    .dropFirst("Your versions are saved in ".count).dropLast(2)
    #expect(try copy.read("\(folder)/\(stub11)").contains("my own try"))
    #expect(
      try copy.read(stub11)
        == copy.read("Sources/Builders/ResultBuilders/SentenceBuilder.swift"))
    let list = try copy.run(["list"])
    #expect(list.output.contains("✔ 1.1"), "\(list.output)")
    #expect(list.output.contains("✔ 1.2"))
    #expect(list.output.contains("given: its reference was put in"), "\(list.output)")
    let report = try ProgressReport.decode(Data(try copy.run(["report"]).output.utf8))
    #expect(report.given == 1 && report.done == 2, "given, not the learner's work")
    // A comment of the learner's leaves 1.1 given; code in their own words makes it theirs.
    try copy.write(try copy.read(stub11) + "\n// my own words\n", to: stub11)
    _ = try copy.run(["check", "1.1"])
    let commented = try ProgressReport.decode(Data(try copy.run(["report"]).output.utf8))
    #expect(commented.given == 1, "a comment is not a change of code (fault pass row 60)")
    try copy.write(try copy.read(stub11) + "private let ownWords = \"mine\"\n", to: stub11)
    _ = try copy.run(["check", "1.1"])
    let after = try ProgressReport.decode(Data(try copy.run(["report"]).output.utf8))
    #expect(after.given == 0, "1.1 is the learner's now")
    #expect(after.katas.first?.given == false)
    // Going back is `reset`'s work: `start` says so and changes nothing.
    let back = try copy.run(["start", "1.2", "--yes"])
    #expect(back.code == 1, "\(back.output)")
    #expect(back.output.contains("your current kata is 1.3"), "\(back.output)")
    #expect(back.output.contains("`swift run kata-runner reset 1.2`"))
    #expect(try copy.read(stub11).contains("my own words"), "start backwards changed nothing")
    // A kata done only against tests the learner gutted is not their work: a later `start`
    // puts its reference in (fault pass row 24: 1.3's untouched stub passed, its tests gone).
    try copy.write(
      "import Testing\n\n@Suite struct StatusBuilderTests {\n  @Test func nothing() {}\n}\n",
      to: "Tests/KataTests/ResultBuilders/StatusBuilderTests.swift")
    #expect(try copy.run(["check", "1.3"]).output.contains("✎"))
    let onward = try copy.run(["start", "1.4", "--yes"])
    #expect(onward.code == 0, "\(onward.output)")
    #expect(onward.output.contains("Put in the reference of 1 kata:"), "\(onward.output)")
    #expect(onward.output.contains("  1.3 "), "\(onward.output)")
    #expect(onward.output.contains("Your own work stays in 1.1 and 1.2, which you have done."))
  }

  @Test("Following an agenda: its next kata is current, and a jump puts in only what it needs")
  func followAgenda() throws {
    let copy = try copy()
    // An agenda that skips from 1.1 to 2.3, which uses 2.1.
    let agendas = Agendas(agendas: [
      Agenda(
        id: "short", title: "Short", minutes: 30,
        rows: [
          Agenda.Row(what: "Builders.", katas: ["1.1"]),
          Agenda.Row(what: "Stacks.", katas: ["2.3"]),
        ])
    ])
    try copy.write(
      String(decoding: try JSONEncoder().encode(agendas), as: UTF8.self), to: Agendas.path)
    let follow = try copy.run(["agenda", "short", "--follow"])
    #expect(follow.code == 0, "\(follow.output)")
    #expect(follow.output.contains("You follow the agenda \"Short (30 minutes)\": 1.1 and 2.3."))
    #expect(follow.output.contains("Current kata: 1.1 buildBlock"), "\(follow.output)")
    // The agenda in the learner's language, from the course's table of its words.
    try copy.write(
      #"{"words": {"Short": "短い回", "Builders.": "ビルダー。", "Stacks.": "スタック。"}}"#,
      to: "Lessons/ja/agendas.json")
    let japanese = try copy.run(["agenda", "short", "--lang", "ja"])
    #expect(japanese.output.contains("| 時刻 | 分 | 内容 | カタ |"), "\(japanese.output)")
    #expect(japanese.output.contains("| ビルダー。 | 1.1 |"), "\(japanese.output)")
    #expect(japanese.output.contains("| スタック。 | 2.3"), "\(japanese.output)")
    try solve11(copy)
    let checked = try copy.run(["check", "1.1"])
    #expect(
      checked.output.contains("Next kata: 2.3 Containers that take a builder"), "\(checked.output)")
    let status = try copy.run([])
    #expect(
      status.output.contains("Agenda: Short (30 minutes): 1 of its 2 katas done"),
      "\(status.output)")
    #expect(status.output.contains("Current kata: 2.3"), "not 1.2, which the agenda skips")
    #expect(status.output.contains("First   swift run kata-runner start 2.3"), "\(status.output)")
    #expect(status.output.contains("(puts in 2.1, which it uses)"))
    // The learner's own try at 2.1 is replaced only with their consent; 1.1, theirs, never.
    let tupleView = "Sources/Katas/Views/TupleView.swift"
    try copy.write(try copy.read(tupleView) + "\n// my own try\n", to: tupleView)
    let refused = try copy.run(["start", "2.3"])
    #expect(refused.code == 1 && refused.output.contains("Pass --yes"), "\(refused.output)")
    let jumped = try copy.run(["start", "2.3", "--yes"])
    #expect(jumped.code == 0, "\(jumped.output)")
    #expect(
      jumped.output.contains("Put in the reference of 1 kata:\n  2.1 TupleView and ViewBuilder"),
      "\(jumped.output)")
    #expect(!jumped.output.contains("1.2 buildExpression  "), "1.2 is not needed: left a stub")
    #expect(jumped.output.contains("Current kata: 2.3"), "\(jumped.output)")
    #expect(
      try copy.read(stub11) == copy.read("Sources/Builders/ResultBuilders/SentenceBuilder.swift"))
    let off = try copy.run(["start", "1.2"])
    #expect(
      off.code == 1 && off.output.contains("1.2 is not on the agenda you follow"), "\(off.output)")
    // A kata of the agenda done already is behind the learner, as on the whole course
    // (workshop dry run R13: it exited 0).
    let behind = try copy.run(["start", "1.1"])
    #expect(behind.code == 1, "\(behind.output)")
    #expect(
      behind.output.contains(
        "You have done 1.1 already: your current kata is 2.3 Containers that take a builder."),
      "\(behind.output)")
    // Following the same agenda again keeps the jump (fault pass row 30: it forgot it).
    let again = try copy.run(["agenda", "short", "--follow"])
    #expect(again.output.contains("You follow the agenda already"), "\(again.output)")
    #expect(again.output.contains("You jumped to 2.3"), "\(again.output)")
    #expect(again.output.contains("Current kata: 2.3"), "\(again.output)")
    #expect(try copy.read(PackageLayout.agendaFile).contains("2.3"), "the jump is kept")
    let report = try ProgressReport.decode(Data(try copy.run(["report"]).output.utf8))
    #expect(report.agenda == "short" && report.current == "2.3" && report.given == 1)
    // A followed-agenda file the runner cannot read is said, and leaving removes it.
    try copy.write("{ not json", to: PackageLayout.agendaFile)
    let broken = try copy.run(["list"])
    #expect(broken.code == 0, "\(broken.output)")
    #expect(
      broken.output.contains(".kata-runner/agenda.json could not be read"), "\(broken.output)")
    let leave = try copy.run(["agenda", "--leave"])
    #expect(
      leave.output.contains(
        "You follow no agenda, so there is none to leave: you follow the whole course, in order. "
          + "Current kata: 1.2"),
      "\(leave.output)")
    #expect(!(try copy.run(["list"]).output.contains("agenda.json")), "the file is gone")
  }

  @Test("A blank line in a kata done long ago never makes check name a done kata as the next")
  func nextKataNeverGoesBack() throws {
    let copy = try copy()
    // Every kata of the course's slice done; 2.3 uses 2.1.
    for kata in try Catalog.load(fromPackageAt: copy.root).katas { try solve(kata.id, copy) }
    #expect(try copy.run([]).output.contains("Every kata is done."))
    let tupleView = "Sources/Katas/Views/TupleView.swift"
    try copy.write(try copy.read(tupleView) + "\n", to: tupleView)
    let check = try copy.run(["check", "2.1"])
    #expect(check.code == 0, "\(check.output)")
    // 2.3's verdict is outdated by 2.1's blank line only: the learner stands where they were.
    #expect(!check.output.contains("Next kata:"), "issue 33: it said 2.3: \(check.output)")
    #expect(check.output.contains("Every kata is done. Well built!"), "\(check.output)")
    // The report and the class table count 2.3 as the runner does (issue 45: the report called
    // it pending, and the table, against an agenda, put the learner on it, "not run yet").
    _ = try copy.run(["reset", "1.7"])
    let handedIn = try copy.run(["report"]).output
    let report = try ProgressReport.decode(Data(handedIn.utf8))
    #expect(report.current == "1.7" && report.done == report.total - 1, "\(handedIn)")
    #expect(report.katas.first { $0.id == "2.3" }?.state == "done", "\(handedIn)")
    try copy.write(handedIn, to: "ada.json")
    try copy.write(
      String(
        decoding: try JSONEncoder().encode(
          Agendas(agendas: [
            Agenda(
              id: "views", title: "Views", minutes: 30,
              rows: [Agenda.Row(what: "Views.", katas: ["2.1", "2.3"])])
          ])), as: UTF8.self), to: Agendas.path)
    let table = try copy.course(["table", "--agenda", "views", "ada.json"])
    #expect(table.output.contains("| 0 + 2 given/2 | - | finished the agenda |"), "\(table.output)")
  }

  @Test("check on a kata whose needed katas are not done says which to finish first")
  func needsMessage() throws {
    let copy = try copy()
    let result = try copy.run(["check", "2.3"])
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        "2.3 uses 2.1 (ViewBuilder and TupleView), which is not done yet: finish it first"),
      "\(result.output)")
    #expect(result.output.contains("kata-runner start 2.3"))
  }

  @Test("A blank line in a kata that others need marks their verdicts; check tests it again")
  func outdatedNeedsAreCheckedAgain() throws {
    let copy = try copy()
    // The learner finished 2.1 and works on 2.3, which needs it.
    try solve("2.1", copy)
    _ = try copy.run([])
    let tupleView = "Sources/Katas/Views/TupleView.swift"
    try copy.write(try copy.read(tupleView) + "\n", to: tupleView)
    let list = try copy.run(["list"])
    #expect(list.output.contains("↻ 2.1 TupleView and ViewBuilder  was ✔"), "\(list.output)")
    #expect(list.output.contains("before its own files changed"))
    #expect(list.output.contains("↻ 2.3 Containers that take a builder  was ✘"))
    #expect(list.output.contains("before 2.1's files changed"))
    #expect(list.output.contains("↻ tested before a file it depends on changed"), "the legend")
    let check = try copy.run(["check", "2.3"])
    #expect(check.code == 1, "2.3 is still a stub: \(check.output)")
    #expect(check.output.contains("Tested 2.1 TupleView and ViewBuilder"), "tested again")
    #expect(!check.output.contains("not done yet"), "2.1 passes: \(check.output)")
    #expect(!check.output.contains("kata-runner start"), "start would replace the learner's 2.1")
    #expect(try copy.run(["list"]).output.contains("✔ 2.1"), "2.1's verdict holds again")
  }
}
