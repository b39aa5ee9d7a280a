import Testing

@testable import KataRunnerCore

@Suite("Status report")
struct StatusReportTests {
  private let plain = Style(usesColor: false)

  private func failing(_ id: String) -> KataVerdict {
    let failure = Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: 4, column: 5),
      message: "Expectation failed: a == b\nteaching message")
    return KataVerdict(
      kataID: id,
      tests: [TestResult(id: "x", name: "Joins", suite: "S", outcome: .failed([failure]))],
      checks: [])
  }

  @Test("The current kata is the first one not done, with lesson, file and first failure")
  func pointsAtCurrentKata() {
    let done = KataVerdict(
      kataID: "1.1", tests: [TestResult(id: "y", name: "Y", suite: "S", outcome: .passed)],
      checks: [])
    let report = StatusReport(
      catalog: Fixtures.catalog, verdicts: ["1.1": done, "1.2": failing("1.2")], style: plain)
    let text = report.overview()
    #expect(text.contains("1 of 3 katas done"))
    #expect(text.contains("Current kata: 1.2 buildExpression"))
    #expect(text.contains("Lesson  Lessons/01-result-builders/1.2-build-expression.md"))
    #expect(text.contains("Edit    Sources/Katas/ResultBuilders/ListBuilder.swift"))
    #expect(text.contains("Tests/KataTests/T.swift:4:5"))
    #expect(text.contains("teaching message"))
    #expect(!text.contains("\u{1B}["), "plain style must not print colour codes")
  }

  @Test("A build folder made where the clone used to be is named, with `rm -rf .build`")
  func movedClone() {
    let tail = """
      <unknown>:0: error: precompiled file '/new/.build/debug/ModuleCache/X/SwiftShims.pcm' was \
      compiled with module cache path '/old/.build/debug/ModuleCache/X', but the path is \
      currently '/new/.build/debug/ModuleCache/X'
      <unknown>:0: error: missing required module 'SwiftShims'
      """
    let text = StatusReport(
      catalog: Fixtures.catalog, verdicts: [:], buildFailure: tail, style: plain
    ).overview()
    #expect(text.contains("this clone was moved or renamed since its last build"), "\(text)")
    #expect(text.contains("Run `rm -rf .build`"))
    #expect(!text.contains("missing required module"), "the compiler's riddle is not repeated")
  }

  @Test("The Edit line names the files the learner edits, not those the kata gives to read")
  func editLineNamesEditedFiles() {
    let passed = { (id: String) in
      KataVerdict(
        kataID: id, tests: [TestResult(id: "y", name: "Y", suite: "S", outcome: .passed)],
        checks: [])
    }
    let report = StatusReport(
      catalog: Fixtures.catalog, verdicts: ["1.1": passed("1.1"), "1.2": passed("1.2")],
      style: plain)
    let text = report.overview()
    #expect(text.contains("Current kata: 2.1 TupleView"), "\(text)")
    #expect(text.contains("Edit    Sources/Katas/Views/TupleView.swift\n"), "\(text)")
    #expect(!text.contains("ViewBuilder.swift"), "2.1's lesson says to read it, not edit it")
  }

  @Test("A kata done against edited tests says so, names the files and how to undo the edit")
  func doneAgainstEditedTests() {
    var done = KataVerdict(
      kataID: "1.1", tests: [TestResult(id: "y", name: "Y", suite: "S", outcome: .passed)],
      checks: [])
    let suite = "Tests/KataTests/ResultBuilders/SentenceBuilderTests.swift"
    let added = "Tests/KataTests/ResultBuilders/Mine.swift"
    done.noteEditedTests(
      EditedTests.Found(
        files: ["1.1": [suite, added]], courseRevision: "0123456789abcdef", added: [added]))
    let text = StatusReport(catalog: Fixtures.catalog, verdicts: ["1.1": done], style: plain)
      .details(of: Fixtures.catalog.katas[0])
    #expect(text.contains("Kata 1.1 is done against edited tests: 1 of 1 pass."), "\(text)")
    #expect(text.contains("✎ Tests edited: \(suite) and \(added) differ from the course's"))
    #expect(
      text.contains("`git checkout 0123456789 -- \(suite)` puts back the course's"),
      "a committed edit is undone from the course's commit, not HEAD: \(text)")
    #expect(text.contains("The course has no \(added): you added it"))
  }

  @Test("A compile error is shown against the kata's file")
  func showsCompileErrors() {
    let error = Diagnostic(
      position: SourcePosition(
        path: "Sources/Katas/ResultBuilders/SentenceBuilder.swift", line: 3, column: 1),
      severity: .error, message: Message(verbatim: "expected '}'"))
    let report = StatusReport(
      catalog: Fixtures.catalog,
      verdicts: ["1.1": KataVerdict(kataID: "1.1", tests: [], checks: [], errors: [error])],
      style: plain)
    #expect(report.overview().contains("SentenceBuilder.swift:3:1: error: expected '}'"))
  }

  @Test(
    "An error whose notes point into another kata's file stops that kata too, and its screen says where to look"
  )
  func namesTheNotedKata() {
    // A call in 1.2's file is ambiguous between two initializers in 1.1's (trial M2).
    var error = Diagnostic(
      position: SourcePosition(
        path: "Sources/Katas/ResultBuilders/ListBuilder.swift", line: 53, column: 7),
      severity: .error, message: Message(verbatim: "ambiguous use of 'init(_:)'"),
      notes: [
        "found this candidate (Sources/Katas/ResultBuilders/SentenceBuilder.swift:23:10)",
        "found this candidate (Sources/Katas/ResultBuilders/SentenceBuilder.swift:50:10)",
      ])
    error.notedPaths = ["Sources/Katas/ResultBuilders/SentenceBuilder.swift"]
    #expect(Fixtures.catalog.katas(stoppedBy: error).map(\.id) == ["1.2", "1.1"])
    let report = StatusReport(
      catalog: Fixtures.catalog,
      verdicts: ["1.1": KataVerdict(kataID: "1.1", tests: [], checks: [], errors: [error])],
      style: plain)
    let lines = report.compileErrorLines(report.verdict(of: Fixtures.catalog.katas[0]))
    #expect(
      lines.contains(
        "The compiler's notes point into the files of kata 1.1: look there first."),
      "\(lines)")
    #expect(
      lines.contains(
        "    note: found this candidate (Sources/Katas/ResultBuilders/SentenceBuilder.swift:50:10)")
    )
  }

  @Test(
    "A kata kept from its tests by other katas' broken tests is told the known cause, and the untouched katas are not called broken"
  )
  func knownCauseFromAnotherKata() {
    // Fault pass row 40: a `buildIf` renamed in one kata's file breaks other katas' tests.
    var catalog = Fixtures.catalog
    catalog.knownErrors = [
      KnownError(
        message: "is unavailable: missing 'buildIf'",
        cause: "an `if` in a builder needs `buildIf` (Sources/Katas/Views/TupleView.swift)")
    ]
    let error = Diagnostic(
      position: SourcePosition(
        path: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift", line: 9, column: 5),
      severity: .error,
      message: Message(
        verbatim: "closure containing control flow statement is unavailable: missing 'buildIf'"))
    let report = StatusReport(
      catalog: catalog,
      verdicts: ["1.2": KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [error])],
      style: plain)
    let lines = report.details(of: catalog.katas[2])
    #expect(
      lines.contains(
        """
        Could not be tested: the tests of kata 1.2 do not compile, and no kata can be tested \
        until the package builds.
        """), "\(lines)")
    #expect(
      lines.contains(
        "Likely cause: an `if` in a builder needs `buildIf` (Sources/Katas/Views/TupleView.swift)."),
      "\(lines)")
    #expect(report.knownCause(blocking: report.verdict(of: catalog.katas[2])) != nil)
  }

  @Test("A kata named next after it was done once says why it is next again")
  func nextKataSaysWhy() {
    // Trial M5: 3.1 passed, then a wrong variant (⛔), then the passing file copied back
    // unchecked: "Next kata: 3.1" with no reason to a learner who had done it.
    let done = KataVerdict(
      kataID: "1.1", tests: [TestResult(id: "t", name: "t", suite: "S", outcome: .passed)],
      checks: [])
    var report = StatusReport(catalog: Fixtures.catalog, verdicts: ["1.1": done], style: plain)
    let kata = Fixtures.catalog.katas[0]
    #expect(report.details(of: kata).contains("Next kata: 1.2 buildExpression, "))
    #expect(!report.details(of: kata).contains("Its last result"))
    report.outdatedBy = ["1.2": [Message("its own files")]]
    #expect(
      report.details(of: kata).contains(
        "Next kata: 1.2 buildExpression, Lessons/01-result-builders/1.2-build-expression.md\n"
          + "Its last result is from before its own files changed: test it again."),
      "\(report.details(of: kata))")
    var japanese = report
    japanese.words = Words(.japanese)
    #expect(japanese.details(of: kata).contains("前回の結果はカタ自身のファイルが変わる前のものです。もう一度テストしてください。"))
  }

  @Test("A fetched course update is announced with a way to take it that keeps the learner's work")
  func announcesCourseUpdate() {
    var report = StatusReport(catalog: Fixtures.catalog, verdicts: [:], style: plain)
    #expect(!report.overview().contains("course update"))
    report.courseUpdateCommits = 2
    let text = report.overview()
    #expect(text.contains("A course update is available (2 commits not pulled yet)."))
    #expect(text.contains("`git stash`, then `git pull`, then `git stash pop`"))
    #expect(text.contains("`git add` the file and\n  `git stash drop`"))
  }
}

@Suite("Status report counts")
struct StatusCountTests {
  @Test("Tests are counted by outcome, passing ones left out")
  func countsByOutcome() {
    let crash = Message(verbatim: "crash")
    let outcomes: [TestOutcome] = [.passed, .crashed(crash), .notRun(crash), .notRun(crash)]
    let tests = outcomes.map { TestResult(id: "t", name: "t", suite: "S", outcome: $0) }
    let progress = KataVerdict(kataID: "1.1", tests: tests, checks: [])
    #expect(StatusReport.scoreSentence(progress) == "1 of 4 pass: 1 crashed, 2 not run")
  }
}
