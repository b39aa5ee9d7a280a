import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("How outcomes are shown")
struct OutcomeReportTests {
  private let plain = Style(usesColor: false)
  private let kata12 = Fixtures.catalog.katas[1]

  private func report(_ progress: [String: KataVerdict]) -> StatusReport {
    StatusReport(catalog: Fixtures.catalog, verdicts: progress, style: plain)
  }

  private func kata(_ id: String, _ outcomes: [TestOutcome], cases: Int? = nil) -> KataVerdict {
    KataVerdict(
      kataID: id,
      tests: outcomes.enumerated().map {
        TestResult(
          id: "t\($0.offset)", name: "Test \($0.offset)", suite: "S", outcome: $0.element,
          cases: cases)
      }, checks: [])
  }

  @Test("Every failed expectation of a test is shown, up to three, and the rest counted")
  func showsEveryFailure() {
    let failures = (1...4).map { Fixtures.failure(10 + $0, "Expectation \($0) failed") }
    let text = report(["1.2": kata("1.2", [.failed(failures)])]).details(of: kata12)
    for shown in 1...3 { #expect(text.contains("Expectation \(shown) failed"), "\(text)") }
    #expect(!text.contains("Expectation 4 failed"))
    #expect(text.contains("and 1 more failed expectation"))
  }

  @Test("In Japanese, a failing kata's details are the runner's words around Swift Testing's own")
  func japaneseDetails() {
    let failure = Fixtures.failure(38, "Expectation failed: 7", arguments: "number → 7")
    let progress = ["1.2": kata("1.2", [.failed([failure]), .timedOut(3)], cases: 5)]
    let report = StatusReport(
      catalog: Fixtures.catalog, verdicts: progress, style: plain, words: Words(.japanese))
    let text = report.details(of: kata12)
    #expect(text.contains("✘ Test 0（5 ケース中 1 ケースが失敗）"), "no space before （: \(text)")
    #expect(text.contains("引数: number → 7"))
    #expect(text.contains("Expectation failed: 7"), "Swift Testing's words stay as printed")
    #expect(text.contains("Test 1 の実行時間が 3 秒を超えたため、停止しました。"), "\(text)")
    #expect(text.contains("2 件中 0 件が成功: 1 件のテストが失敗、1 件がタイムアウト。"), "\(text)")
    #expect(!text.contains("Lesson:") && !text.contains("cases fail"), "no English left: \(text)")
  }

  @Test("A parameterized failure names its arguments and how many cases fail")
  func namesArguments() {
    let failure = Fixtures.failure(38, "Expectation failed: 7", arguments: "number → 7")
    let text = report(["1.2": kata("1.2", [.failed([failure])], cases: 5)]).details(of: kata12)
    #expect(text.contains("✘ Test 0 (1 of 5 cases fail)"), "\(text)")
    #expect(text.contains("with number → 7"))
  }

  @Test("Every failing case is named, even past the failures shown in full")
  func namesEveryCase() {
    let failures = (1...5).map {
      Fixtures.failure(38, "Expectation failed: \($0)", arguments: "number → \($0)")
    }
    let text = report(["1.2": kata("1.2", [.failed(failures)], cases: 6)]).details(of: kata12)
    #expect(text.contains("(5 of 6 cases fail)"), "\(text)")
    for shown in 1...3 { #expect(text.contains("with number → \(shown)\n")) }
    #expect(!text.contains("Expectation failed: 4"))
    #expect(text.contains("also fails with number → 4"))
    #expect(text.contains("also fails with number → 5"))
    #expect(!text.contains("more failed expectation"), "each is said once, by its case: \(text)")
    #expect(
      text.components(separatedBy: "Tests/KataTests/T.swift:38:5").count == 2,
      "the cases' common line is named once")
  }

  @Test("A hidden failure of a case already shown is counted; a new case is named, not both")
  func countsOnlyUnnamedFailures() {
    let failures = [1, 2, 3, 1, 4].map {
      Fixtures.failure(38, "Expectation failed: \($0)", arguments: "number → \($0)")
    }
    let text = report(["1.2": kata("1.2", [.failed(failures)], cases: 4)]).details(of: kata12)
    #expect(text.contains("and 1 more failed expectation\n"), "case 1's second: \(text)")
    #expect(text.contains("also fails with number → 4"))
    #expect(!text.contains("also fails with number → 1"))
  }

  @Test("A skipped test is shown as skipped with its reason, and the kata is not done")
  func skippedIsNotDone() {
    let progress = kata("1.2", [.skipped("later"), .skipped("later")])
    #expect(progress.state != .done)
    let text = report(["1.2": progress]).details(of: kata12)
    #expect(text.contains("Test 0: skipped: later"), "\(text)")
    #expect(text.contains("0 of 2 pass: 2 skipped."))
    #expect(!text.contains("is done"))
  }

  @Test("Status, check and list count tests and compile checks the same way")
  func oneCount() {
    var progress = kata("1.2", [.failed([]), .failed([]), .passed])
    progress = KataVerdict(
      kataID: "1.2", tests: progress.tests,
      checks: [CompileCheckResult(path: "p", rule: "r", problems: [Message(verbatim: "x")])])
    let sentence = "1 of 4 pass: 2 tests fail, 1 compile check fails"
    #expect(report(["1.2": progress]).problemLines(progress).contains(sentence + "."))
    #expect(report(["1.2": progress]).details(of: kata12).contains(sentence + ". Lesson:"))
    #expect(progress.score == (1, 4), "list shows the score: 1/4")
  }

  @Test("A compile error the kata declares it is known for names its cause, not a guess")
  func knownErrorNamesCause() {
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[1].knownErrors = [
      KnownError(
        message: "type '()' cannot conform to 'View'", cause: "a property without its attribute")
    ]
    let inTests = Fixtures.error(
      at: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift",
      "type '()' cannot conform to 'View'")
    let progress = KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [inTests])
    let text = StatusReport(catalog: catalog, verdicts: ["1.2": progress], style: plain)
      .details(of: catalog.katas[1])
    #expect(text.contains("its tests do not compile against your files"), "\(text)")
    #expect(text.contains("Likely cause: a property without its attribute."), "\(text)")
    #expect(!text.contains("public name or signature"), "the kata knows better: \(text)")
    // Another error of the same kata keeps the general guess.
    let other = Fixtures.error(
      at: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift", "missing argument label")
    let guess = StatusReport(
      catalog: catalog,
      verdicts: ["1.2": KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [other])],
      style: plain
    ).details(of: catalog.katas[1])
    #expect(guess.contains("Likely cause: a public name or signature"), "\(guess)")
  }

  @Test(
    "An error any kata can meet names the kata file that causes it, not the kata's own files"
  )
  func courseKnownErrorNamesCause() {
    var catalog = Fixtures.catalog
    catalog.knownErrors = [
      KnownError(
        message: "closure containing control flow statement cannot be used with result builder",
        cause: "`buildIf` is missing or renamed (kata 4.1's file)")
    ]
    // 1.2's tests use an `if` in a builder whose `buildIf` another kata's file declares.
    let error = Fixtures.error(
      at: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift",
      "closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
    let verdict = KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [error])
    let report = StatusReport(catalog: catalog, verdicts: ["1.2": verdict], style: plain)
    let text = report.details(of: catalog.katas[1])
    #expect(text.contains("Likely cause: `buildIf` is missing or renamed (kata 4.1's file)."))
    #expect(!text.contains("git diff -- Sources/Katas/ResultBuilders/ListBuilder.swift"), "\(text)")
    #expect(
      report.knownCause(of: verdict) != nil, "check then sends the learner to no earlier kata")
    // On the dashboard, the katas it breaks besides the current one say the cause once.
    let error21 = Fixtures.error(
      at: "Tests/KataTests/Views/TupleViewTests.swift",
      "closure containing control flow statement cannot be used with result builder 'ViewBuilder'")
    let overview = StatusReport(
      catalog: catalog,
      verdicts: [
        "1.1": Fixtures.oneTest("1.1", .failed([])), "1.2": verdict,
        "2.1": KataVerdict(kataID: "2.1", tests: [], checks: [], errors: [error21]),
      ], style: plain
    ).overview()
    #expect(
      overview.components(separatedBy: "Likely cause: `buildIf` is missing").count == 2,
      "\(overview)")
    #expect(overview.contains("Likely cause: the same as above."))
    // Edited tests are the likelier cause, as for a kata's own known errors.
    var edited = verdict
    edited.testsEdited = true
    #expect(
      StatusReport(catalog: catalog, verdicts: ["1.2": edited], style: plain)
        .knownCause(of: edited) == nil)
  }

  @Test("An error in the kata's tests is told apart from one in the learner's files")
  func testFileErrors() {
    let inTests = Fixtures.error(
      at: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift", "missing argument label",
      notes: ["did you mean 'lines(of:)'?"])
    let inStub = Fixtures.error(
      at: "Sources/Katas/ResultBuilders/ListBuilder.swift", "expected '}'")
    let tests = report([
      "1.2": KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [inTests])
    ])
    .details(of: kata12)
    #expect(tests.contains("its tests do not compile against your files"), "\(tests)")
    #expect(tests.contains("Likely cause: a public name or signature"))
    #expect(
      tests.contains(
        "or one of the pitfalls of Lessons/01-result-builders/1.2-build-expression.md"),
      "a kata's lesson names the compile errors it is known for: \(tests)")
    #expect(tests.contains("note: did you mean 'lines(of:)'?"))
    #expect(tests.contains("Kata 1.2 could not be tested this time."))
    #expect(!tests.contains("0 of 0"))
    let stub = report(["1.2": KataVerdict(kataID: "1.2", tests: [], checks: [], errors: [inStub])])
      .details(of: kata12)
    #expect(stub.contains("your files do not compile"), "\(stub)")
  }

  @Test("A kata that could not be tested names the kata whose files break the build")
  func namesBlocker() {
    let broken = KataVerdict(
      kataID: "1.1", tests: [], checks: [],
      errors: [Fixtures.error(at: "Sources/Katas/ResultBuilders/SentenceBuilder.swift", "oops")])
    let text = report(["1.1": broken]).details(of: kata12)
    #expect(text.contains("the files of kata 1.1 do not compile"), "\(text)")
    #expect(text.contains("SentenceBuilder.swift:3:1: error: oops"))
  }

  @Test("Edited tests are flagged in the overview, check, the report and the class table")
  func flagsEditedTests() throws {
    var progress = kata("1.1", [.passed])
    progress.testsEdited = true
    let status = report(["1.1": progress])
    #expect(status.overview().contains("✔ 1.1✎"), "\(status.overview())")
    #expect(status.overview().contains("The tests of 1.1 differ from the committed ones"))
    #expect(status.details(of: Fixtures.catalog.katas[0]).contains("✎ Tests edited"))
    let json = ProgressReport(catalog: Fixtures.catalog, progress: ["1.1": progress], learner: "A")
    #expect(json.katas[0].testsEdited == true)
    #expect(try json.json().contains("\"testsEdited\" : true"))
    #expect(json.markdown().contains("| 1.1 | buildBlock | done, tests edited | 1/1 |"))
    // The markdown speaks the learner's language; the JSON keeps the English states.
    let japanese = json.markdown(words: Words(.japanese))
    #expect(japanese.contains("| 1.1 | buildBlock | 完了、テスト編集あり | 1/1 |"), "\(japanese)")
    #expect(japanese.contains("| カタ | タイトル | 状態 | 成功したテスト |"))
    #expect(
      ClassTable(
        handedIn: [ClassTable.HandedIn(path: "a.json", report: json)], catalog: Fixtures.catalog
      ).markdown().contains(
        "| A | 1/3 (tests edited: 1.1) |"))
  }

  @Test("Warnings on the kata's own files are shown with its verdict")
  func showsWarnings() {
    var progress = kata("1.2", [.failed([])])
    progress.warnings = [
      Diagnostic(
        position: SourcePosition(
          path: "Sources/Katas/ResultBuilders/ListBuilder.swift", line: 2, column: 7),
        severity: .warning, message: Message(verbatim: "variable 'v' was never mutated"))
    ]
    let text = report(["1.2": progress]).details(of: kata12)
    #expect(text.contains("Warnings in your files:"), "\(text)")
    #expect(text.contains("ListBuilder.swift:2:7: warning: variable 'v' was never mutated"))
  }
}
