import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

@Suite("Reports")
struct ReportTests {
  @Test("A report maps states to Exercism's statuses and names the current kata")
  func mapsStatuses() throws {
    let report = ProgressReport(
      catalog: Fixtures.catalog,
      progress: [
        "1.1": Fixtures.oneTest("1.1", .passed),
        "1.2": Fixtures.oneTest("1.2", .crashed(Message(verbatim: "boom"))),
      ],
      learner: "Ada", generated: Date(timeIntervalSince1970: 0))
    #expect(report.katas.map(\.status) == ["pass", "error", "pending"])
    #expect(report.current == "1.2")
    #expect(report.done == 1 && report.total == 3 && report.status == "fail")
    #expect(try ProgressReport.decode(Data(report.json().utf8)) == report, "JSON must round-trip")
  }

  private func report(
    _ learner: String, clone: String?, at seconds: TimeInterval,
    _ progress: [String: KataVerdict], course: String? = nil
  ) -> ClassTable.HandedIn {
    ClassTable.HandedIn(
      path: "\(learner)-\(Int(seconds)).json",
      report: ProgressReport(
        catalog: Fixtures.catalog, progress: progress, learner: learner,
        generated: Date(timeIntervalSince1970: seconds), clone: clone, course: course))
  }

  private func rows(_ table: ClassTable) -> [String] {
    table.markdown().split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| learner") && !$0.hasPrefix("| ---")
    }
  }

  @Test("The class table puts the learners furthest behind first, with what stops them")
  func mergesReports() throws {
    let ahead = report(
      "Ada", clone: "a", at: 0,
      ["1.1": Fixtures.oneTest("1.1", .passed), "1.2": Fixtures.oneTest("1.2", .failed([]))])
    let behind = report("Bob", clone: "b", at: 60, ["1.1": Fixtures.oneTest("1.1", .failed([]))])
    let table = ClassTable(handedIn: [ahead, behind], catalog: Fixtures.catalog)
    #expect(
      rows(table) == [
        "| Bob | 0/3 | 1.1 buildBlock | Joins words | \(ClassTable.time(Date(timeIntervalSince1970: 60))) |",
        "| Ada | 1/3 | 1.2 buildExpression | Joins words | \(ClassTable.time(Date(timeIntervalSince1970: 0))) |",
      ])
    #expect(table.markdown().contains("| learner | done | current kata | stuck on | reported at |"))
    // In a Japanese instructor's language: the words are theirs, the learners' data as it is,
    // and the JSON stays English for a mixed room.
    let japanese = table.markdown(words: Words.course(.japanese))
    #expect(japanese.contains("| 学習者 | 完了 | 現在のカタ | つまずいている点 | 報告日時 |"))
    #expect(japanese.contains("| Bob | 0/3 | 1.1 buildBlock | Joins words |"))
    #expect(try table.json().contains("\"stuckOn\" : \"Joins words\""))
  }

  @Test("Two reports of one clone are one learner: the newest is shown and the older named")
  func newestReportWins() {
    let morning = report("Ada", clone: "a", at: 0, ["1.1": Fixtures.oneTest("1.1", .failed([]))])
    let noon = report("Ada", clone: "a", at: 3600, ["1.1": Fixtures.oneTest("1.1", .passed)])
    let table = ClassTable(handedIn: [noon, morning], catalog: Fixtures.catalog)
    #expect(rows(table).count == 1)
    #expect(rows(table).first?.hasPrefix("| Ada | 1/3 | 1.2 buildExpression") == true)
    #expect(
      table.warnings.map(\.description) == [
        "Ada: 2 reports; the newest, Ada-3600.json (reported at "
          + "\(ClassTable.time(Date(timeIntervalSince1970: 3600)))), is shown, not Ada-0.json."
      ])
    #expect(!table.markdown().contains("2 of"), "a room of one: \(table.markdown())")
  }

  @Test("One clone is one learner whatever the name says; without a clone, names alike are one")
  func oneCloneOneLearner() {
    // The workshop's dry run, J-34: the second name typed with the IME's full-width space.
    let first = report("山田 美咲", clone: "m", at: 0, ["1.1": Fixtures.oneTest("1.1", .failed([]))])
    let second = report("山田　美咲", clone: "m", at: 60, ["1.1": Fixtures.oneTest("1.1", .passed)])
    // Reports made before clones had ids: half-width kana and a doubled space are the same name.
    let old = report("ｻﾄｳ  ﾊﾅｺ", clone: nil, at: 0, [:])
    let newer = report("サトウ ハナコ", clone: nil, at: 60, [:])
    let table = ClassTable(handedIn: [first, second, old, newer], catalog: Fixtures.catalog)
    #expect(table.rows.map(\.learner).sorted() == ["サトウ ハナコ", "山田　美咲"], "\(rows(table))")
    #expect(table.warnings.count == 2, "each names the older file: \(table.warnings)")
    // Two learners with one name on two clones stay two.
    let twins = ClassTable(
      handedIn: [report("Ada", clone: "a", at: 0, [:]), report("Ada", clone: "b", at: 60, [:])],
      catalog: Fixtures.catalog)
    #expect(twins.rows.count == 2)
  }

  @Test("The stuck-on cell says how long the learner has been on their current kata")
  func howLongOnTheKata() {
    // Workshop dry run R11: "just arrived" and "stuck for half an hour" looked the same.
    let at = { (seconds: TimeInterval) in Date(timeIntervalSince1970: seconds) }
    var failing = Fixtures.oneTest("1.1", .failed([]))
    failing.since = at(0)
    let stuck = report("Ada", clone: "a", at: 1500, ["1.1": failing])
    let long = report("Bob", clone: "b", at: 5400, ["1.1": failing])
    let arrived = report("Cy", clone: "c", at: 20, ["1.1": failing])
    // A later kata's stub fails from the first run on: Dan reached 1.2 when 1.1 was done.
    var done = Fixtures.oneTest("1.1", .passed)
    done.since = at(3000)
    var later = Fixtures.oneTest("1.2", .failed([]))
    later.since = at(0)
    let dan = report("Dan", clone: "d", at: 3600, ["1.1": done, "1.2": later])
    let table = ClassTable(handedIn: [stuck, long, arrived, dan], catalog: Fixtures.catalog)
    let cells = rows(table).map { $0.split(separator: "|")[3].trimmingCharacters(in: .whitespaces) }
    #expect(cells.allSatisfy { $0.hasPrefix("for ") }, "\(cells)")
    #expect(
      Set(cells.map { String($0.prefix { $0 != ":" }) }) == [
        "for 25 min", "for 1 h 30 min", "for under a minute", "for 10 min",
      ])
  }

  @Test("A verdict keeps since when its kata has been done, or not done, until that turns")
  func sinceIsKept() throws {
    let root = try Fixtures.temporaryFolder("since")
    defer { try? FileManager.default.removeItem(at: root) }
    let progress = LearnerProgress(root: root, catalog: Fixtures.catalog)
    let before = Date()
    progress.record([Fixtures.oneTest("1.1", .failed([]))])
    let first = try #require(progress.katas["1.1"]?.since)
    #expect(first >= before.addingTimeInterval(-1))
    progress.record([Fixtures.oneTest("1.1", .failed([]))])
    #expect(progress.katas["1.1"]?.since == first, "still the first time")
    progress.record([Fixtures.oneTest("1.1", .passed)])
    let finished = try #require(progress.katas["1.1"]?.since)
    #expect(finished >= first)
    progress.record([Fixtures.oneTest("1.1", .passed)])
    #expect(progress.katas["1.1"]?.since == finished, "done since it was first done")
  }

  @Test("A report from the future is named, and never wins as its learner's newest")
  func reportFromTheFuture() {
    // Fault pass row 46: `generated: 9999-12-31T23:59:59Z` always won, shown as 9999-12-31.
    let real = report("Ada", clone: "a", at: 3600, ["1.1": Fixtures.oneTest("1.1", .passed)])
    let edited = report("Ada", clone: "a", at: 253_402_300_799, [:])
    let table = ClassTable(
      handedIn: [edited, real], catalog: Fixtures.catalog, now: Date(timeIntervalSince1970: 7200))
    #expect(rows(table).first?.hasPrefix("| Ada | 1/3 | 1.2 buildExpression") == true)
    let when = ClassTable.time(Date(timeIntervalSince1970: 253_402_300_799))
    let expected =
      "Ada-253402300799.json says it was made at \(when), later than now: its machine's clock "
      + "is wrong or the file was edited, so it counts as the oldest of its learner's reports."
    #expect(table.warnings.map(\.description).first == expected)
    #expect(
      table.warnings.map(\.description).count == 2,
      "and the two reports of one learner: \(table.warnings.map(\.description))")
  }

  @Test("Learners of one name on different clones stay apart, each with their clone")
  func sameNameTwoClones() {
    let first = report("student", clone: "1111aaaa-0000", at: 0, [:])
    let second = report(
      "student", clone: "2222bbbb-0000", at: 0, ["1.1": Fixtures.oneTest("1.1", .passed)])
    let names = rows(ClassTable(handedIn: [first, second], catalog: Fixtures.catalog)).map {
      $0.split(separator: "|")[0]
    }
    #expect(names == [" student (clone 1111aaaa) ", " student (clone 2222bbbb) "])
  }

  @Test("Stuck on shows the first failed test's own words, or the first compiler error")
  func stuckOnSaysWhy() throws {
    let failure = Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: 4, column: 5),
      message: "Expectation failed: (joined → \"ab\") == \"a b\"\nJoin with one space")
    let error = Diagnostic(
      position: SourcePosition(
        path: "Sources/Katas/ResultBuilders/SentenceBuilder.swift", line: 3, column: 1),
      severity: .error, message: Message(verbatim: "expected '}'"))
    let failing = report(
      "Ada", clone: "a", at: 0, ["1.1": Fixtures.oneTest("1.1", .failed([failure]))])
    let broken = report(
      "Bob", clone: "b", at: 0,
      ["1.1": KataVerdict(kataID: "1.1", tests: [], checks: [], errors: [error])])
    let table = ClassTable(handedIn: [failing, broken], catalog: Fixtures.catalog).markdown()
    #expect(table.contains("| Joins words: Join with one space |"), "\(table)")
    #expect(
      table.contains(
        "| does not compile: Sources/Katas/ResultBuilders/SentenceBuilder.swift:3:1: error: expected '}' |"
      ),
      "\(table)")
    // A kata file that is missing: the runner's words, said in the instructor's language from
    // the report's message; the compiler's stay as printed.
    let missing = VerdictRules.unusableFile(
      "Sources/Katas/A.swift", problem: Message("this file is missing"), kataID: "1.1")
    var gone = report(
      "Cy", clone: "c", at: 0,
      ["1.1": KataVerdict(kataID: "1.1", tests: [], checks: [], errors: [missing])])
    gone.report = try ProgressReport.decode(Data(gone.report.json().utf8))  // handed in
    let japanese = ClassTable(handedIn: [broken, gone], catalog: Fixtures.catalog).markdown(
      words: Words.course(.japanese))
    #expect(
      japanese.contains(
        #"Sources/Katas/A.swift:1:1: error: このファイルがありません。\`swift run kata-runner reset 1.1\` で元に戻せます"#
      ), "\(japanese)")
    #expect(japanese.contains("SentenceBuilder.swift:3:1: error: expected '}'"), "\(japanese)")
  }

  @Test(
    "In Japanese, the table says titles, test names, comments and crashes from the course's tables"
  )
  func saysReportsInJapanese() throws {
    let root = try Fixtures.temporaryFolder("table-japanese")
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[0].tests = ["ResultBuilders/SentenceBuilderTests.swift"]
    let path = "\(PackageLayout.kataTests)/ResultBuilders/SentenceBuilderTests.swift"
    try Fixtures.write(
      [
        (
          path,
          #"""
          @Test("Joins words") func joins() {
            #expect(
              sentence == "a b",
              """
              join with one space; \(count) words gave:
              \(sentence)
              """)
          }
          """#
        ),
        ("Lessons/ja/curriculum.json", #"{"words": {"buildBlock": "buildBlock を書く"}}"#),
        (
          "Lessons/ja/tests/1.1.json",
          #"""
          {"names": {"Joins words": "単語を連結する"}, "comments": {
            "join with one space; \\(count) words gave:\n\\(sentence)":
              "1 つの空白で連結してください。\\(count) 語の結果:\n\\(sentence)"}}
          """#
        ),
      ], under: root)
    // Swift Testing printed the expression over two lines, as its value has a line break; the
    // learner's runner placed the comment at the literal that renders it when it recorded it.
    let comment = "join with one space; 2 words gave:\na\nb"
    var placement = CommentPlacement(root: root)
    let ada = placement.place([
      TestResult(
        id: "t", name: "Joins words", suite: "S",
        outcome: .failed([
          Failure(
            position: SourcePosition(path: path, line: 2, column: 3),
            message: "Expectation failed: (sentence → \"a\nb\") == \"a b\"\n" + comment,
            comment: comment)
        ]))
    ])[0].outcome
    let room = try [
      ("Ada", ada),
      ("Bob", .notRun(Message("another test of this kata crashed or hung first"))),
      ("Cy", .timedOut(3)),
      // A test file the learner edited: no literal at the position renders the comment.
      (
        "Dan",
        .failed([
          Failure(
            position: SourcePosition(path: path, line: 2, column: 3),
            message: "Expectation failed: ok\nmy own words", comment: "my own words")
        ])
      ),
    ].map { learner, outcome in
      // Handed in as JSON: the runner's words travel as messages beside the English.
      ClassTable.HandedIn(
        path: "\(learner).json",
        report: try ProgressReport.decode(
          Data(
            ProgressReport(
              catalog: catalog, progress: ["1.1": Fixtures.oneTest("1.1", outcome)],
              learner: learner, generated: Date(timeIntervalSince1970: 0), clone: learner
            ).json().utf8)))
    }
    let table = ClassTable(handedIn: room, catalog: catalog)
    let japanese = table.markdown(
      words: Words.course(.japanese),
      said: ReportTranslation(root: root, catalog: catalog, language: .japanese))
    let cells = japanese.split(separator: "\n").filter { $0.hasPrefix("| ") }.map {
      $0.split(separator: " | ").dropFirst(2).prefix(2).joined(separator: " | ")
    }
    #expect(
      cells.dropFirst(2).elementsEqual([
        "1.1 buildBlock を書く | 単語を連結する: 1 つの空白で連結してください。2 語の結果: a b",
        "1.1 buildBlock を書く | 単語を連結する: 実行されませんでした: このカタの別のテストが先にクラッシュしたか、ハングしました",
        "1.1 buildBlock を書く | 単語を連結する: 制限時間 3 秒を超えました",
        "1.1 buildBlock を書く | 単語を連結する: my own words",
      ]), "\(japanese)")
    // The reports' English, for a mixed room, and for an English instructor: the same words,
    // the test's name and its comment, without the expression Swift Testing printed.
    let english = ReportTranslation(root: root, catalog: catalog, language: .english)
    #expect(
      try table.json(said: english).contains(
        #""stuckOn" : "Joins words: join with one space; 2 words gave: a b""#))
    let englishTable = table.markdown(said: english)
    #expect(englishTable.contains("| 1.1 buildBlock | Joins words: join with one space; 2 words"))
    #expect(
      englishTable.contains(
        "| 1.1 buildBlock | Joins words: did not run: another test of this kata"))
    // Nobody is "most of the room" in a room of one.
    let one = ClassTable(handedIn: [room[0]], catalog: catalog).markdown(
      words: Words.course(.japanese))
    #expect(!one.contains("学習者の大半"), "\(one)")
  }

  @Test("A compile check's rule and its problem read as one sentence in the table, in Japanese too")
  func checkProblemsInJapanese() throws {
    let check = CompileCheckResult(
      path: "Tests/CompileChecks/1.1-build-block/A.swift", rule: "Three words compile.",
      problems: [
        Message(
          "{position}: this line is marked `// expected-error` but it compiled",
          ["position": "Tests/CompileChecks/1.1-build-block/A.swift:8:1"])
      ])
    let verdict = KataVerdict(
      kataID: "1.1", tests: Fixtures.oneTest("1.1", .passed).tests, checks: [check])
    let table = ClassTable(
      handedIn: [report("Ada", clone: "a", at: 0, ["1.1": verdict])], catalog: Fixtures.catalog)
    #expect(
      table.markdown().contains(
        #"| Three words compile: this line is marked \`// expected-error\` but it compiled |"#),
      "\(table.markdown())")
    #expect(
      table.markdown(words: Words.course(.japanese)).contains(
        #"| Three words compile: この行には \`// expected-error\` の印がありますが、コンパイルできてしまいました |"#))
  }

  @Test("An unknown agenda lists the agendas in the instructor's language; a missing file is named")
  func agendaAndFileErrorsInJapanese() throws {
    let agendas = Agendas(agendas: [
      Agenda(id: "half-day", title: "半日", minutes: 220, rows: []),
      Agenda(id: "whole-day", title: "1 日", minutes: 420, rows: []),
    ])
    let words = Words.course(.japanese)
    #expect {
      try agendas.agenda(named: "nope", words: words)
    } throws: { error in
      KataRunner.describe(error, words: words).contains(
        "アジェンダは half-day（半日）、whole-day（1 日）です。")
    }
    let table = ClassTable(paths: ["/nonexistent/ada.json"], catalog: Fixtures.catalog)
    #expect(
      table.warnings.map(words.render) == ["/nonexistent/ada.json: ファイルがないため、除外しました。"])
  }

  @Test("A learner on another course version than the room's is marked")
  func otherCourseMarked() {
    let room = ["1", "2"].map { (id: String) in
      report("L\(id)", clone: id, at: 0, [:], course: "aaaaaaa111")
    }
    let late = report("Late", clone: "3", at: 0, [:], course: "bbbbbbb222")
    let table = ClassTable(handedIn: room + [late], catalog: Fixtures.catalog).markdown()
    #expect(table.contains("| Late | 0/3 (another course version: bbbbbbb) |"), "\(table)")
    #expect(!table.contains("aaaaaaa"))
  }

  @Test(
    "Against the instructor's clone, a lone old report is marked, and an up-to-date learner never is"
  )
  func otherCourseThanTheInstructors() {
    // Fault pass row 45: by the commonest version alone, a report alone went unmarked, and in
    // a room split one against one, the up-to-date learner was the one marked.
    let old = report("Old", clone: "1", at: 0, [:], course: "0123456aaa")
    let current = report("Current", clone: "2", at: 0, [:], course: "fedcba9bbb")
    var alone = ClassTable(handedIn: [old], catalog: Fixtures.catalog)
    alone.instructorCourse = "fedcba9bbb"
    #expect(alone.markdown().contains("| Old | 0/3 (another course version: 0123456) |"))
    var split = ClassTable(handedIn: [old, current], catalog: Fixtures.catalog)
    split.instructorCourse = "fedcba9bbb"
    let table = split.markdown()
    #expect(table.contains("(another course version: 0123456)"), "\(table)")
    #expect(!table.contains("fedcba9"), "\(table)")
  }

  @Test("Files that are not reports, or of an unknown format, are left out and named")
  func badFilesLeftOut() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "reports-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appending(path: "ada.json")
    let json = try report("Ada", clone: "a", at: 0, [:]).report.json()
    try json.write(to: good, atomically: true, encoding: .utf8)
    let future = folder.appending(path: "future.json")
    try #"{"version": 99, "progress": "7/3 done"}"#.write(
      to: future, atomically: true, encoding: .utf8)
    let torn = folder.appending(path: "torn.json")
    try String(json.prefix(40)).write(to: torn, atomically: true, encoding: .utf8)
    let table = ClassTable(
      paths: [
        future.path, good.path, torn.path, folder.appending(path: "gone.json").path,
      ], catalog: Fixtures.catalog)
    #expect(table.reports.map(\.report.learner) == ["Ada"])
    #expect(table.warnings.map(\.description).count == 3, "\(table.warnings.map(\.description))")
    #expect(
      table.warnings.map(\.description)[0].hasPrefix(
        "\(future.path): left out, its format is version 99"))
    #expect(
      table.warnings.map(\.description)[1].hasPrefix("\(torn.path): left out, it is not a report"))
    #expect(table.warnings.map(\.description)[2].contains("gone.json: left out"))
  }

  @Test(
    "A folder, a FIFO or a device is left out as what it is, never read; a file named twice is one")
  func otherKindsOfFile() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "reports-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appending(path: "ada.json")
    try report("Ada", clone: "a", at: 0, [:]).report.json()
      .write(to: good, atomically: true, encoding: .utf8)
    let pipe = folder.appending(path: "pipe.json")
    // Reading a FIFO without a writer would wait for ever: the test hangs if it is read.
    try #require(mkfifo(pipe.path, 0o600) == 0)
    let inner = folder.appending(path: "inner.json")
    try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
    let table = ClassTable(
      paths: [good.path, folder.path + "/./ada.json", pipe.path, inner.path, "/dev/null"],
      catalog: Fixtures.catalog)
    #expect(table.reports.map(\.report.learner) == ["Ada"])
    #expect(
      table.warnings.map(\.description) == [
        "\(pipe.path): left out, it is a named pipe (FIFO), not a report file. Name the files "
          + "the learners handed in.",
        "\(inner.path): left out, it is a folder, not a report file. Name the files the "
          + "learners handed in.",
        "/dev/null: left out, it is a device, not a report file. Name the files the learners "
          + "handed in.",
      ])
  }

  @Test("Given katas are counted apart in the table, and never ranked as the learner's work")
  func givenKatasApart() {
    let passing = [
      "1.1": Fixtures.oneTest("1.1", .passed), "1.2": Fixtures.oneTest("1.2", .passed),
    ]
    let started = ClassTable.HandedIn(
      path: "ada.json",
      report: ProgressReport(
        catalog: Fixtures.catalog, progress: passing, learner: "Ada", clone: "a",
        given: ["1.1", "1.2"]))
    let own = report("Bob", clone: "b", at: 0, ["1.1": Fixtures.oneTest("1.1", .passed)])
    #expect(started.report.given == 2 && started.report.done == 2)
    #expect(started.report.katas.map(\.given) == [true, true, false])
    let rows = rows(ClassTable(handedIn: [own, started], catalog: Fixtures.catalog))
    #expect(rows.first?.hasPrefix("| Ada | 0 + 2 given/3 | 2.1 TupleView |") == true, "\(rows)")
    #expect(rows.last?.hasPrefix("| Bob | 1/3 |") == true, "Bob did one kata himself")
    #expect(started.report.markdown().contains("| 1.1 | buildBlock | done, given | 1/1 |"))
  }

  @Test("A report written before clones and errors were recorded is still read")
  func olderReportsRead() throws {
    let old = #"""
      {"version": 3, "learner": "Ada", "generated": "2026-11-30T10:00:00Z", "status": "fail",
       "done": 0, "total": 3, "current": "1.1",
       "katas": [{"id": "1.1", "title": "buildBlock", "status": "error",
                  "state": "compile-error", "tests": [], "checks": []}]}
      """#
    let report = try ProgressReport.decode(Data(old.utf8))
    #expect(report.clone == nil && report.katas[0].errors == nil)
    let table = ClassTable(
      handedIn: [ClassTable.HandedIn(path: "old.json", report: report)], catalog: Fixtures.catalog)
    #expect(table.markdown().contains("| Ada | 0/3 | 1.1 buildBlock | does not compile |"))
  }
}
