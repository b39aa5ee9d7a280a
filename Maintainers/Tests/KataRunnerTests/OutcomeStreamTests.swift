import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Event stream outcomes")
struct OutcomeStreamTests {
  private func result(_ lines: [String], _ index: Int = 0) throws -> TestResult {
    let stream = EventStream(lines.joined(separator: "\n"), root: Fixtures.root)
    return try #require(stream.result(of: stream.functions[index]))
  }

  @Test("A disabled test is skipped with its reason, not passed")
  func disabledIsSkipped() throws {
    let id = "KataTests.ListBuilderTests/lines()/F.swift:1:2"
    let result = try result([
      Fixtures.testRecord("ListBuilderTests", "lines()"),
      Fixtures.skipped(id, reason: "later"), Fixtures.runEnded,
    ])
    #expect(result.outcome == .skipped("later"))
    #expect(!result.outcome.isPassing)
  }

  @Test("The tests of a disabled suite are skipped with the suite's reason")
  func disabledSuite() throws {
    let result = try result([
      Fixtures.testRecord("ListBuilderTests", "lines()"),
      Fixtures.skipped("KataTests.ListBuilderTests", reason: "whole suite"), Fixtures.runEnded,
    ])
    #expect(result.outcome == .skipped("whole suite"))
  }

  @Test(
    "Each failure of a parameterized test names its case's arguments, with or without case ids",
    arguments: ["case-7", nil])
  func namesArguments(caseID: String?) throws {
    let (suite, function, name) = ("ListBuilderTests", "ints(number:line:)", "Ints are lines")
    let result = try result([
      Fixtures.parameterizedRecord(suite, function, displayName: name),
      Fixtures.event("testStarted", suite, function),
      Fixtures.caseStarted(
        suite, function, displayName: name, arguments: "number → 0, line → \\\"0\\\"",
        caseID: "case-0"),
      Fixtures.caseStarted(
        suite, function, displayName: name, arguments: "number → 7, line → \\\"7\\\"",
        caseID: caseID),
      Fixtures.caseIssue(suite, function, caseID: caseID),
      Fixtures.event("testEnded", suite, function), Fixtures.runEnded,
    ])
    guard case .failed(let failures) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(failures.map(\.arguments) == ["number → 7, line → \"7\""])
    #expect(result.cases == 2)
    #expect(result.failingCases == 1)
  }

  @Test("Every failed expectation of a test is kept, in order")
  func keepsEveryFailure() throws {
    let result = try result([
      Fixtures.testRecord("ListBuilderTests", "lines()"),
      Fixtures.event("testStarted", "ListBuilderTests", "lines()"),
      Fixtures.issue("ListBuilderTests", "lines()"), Fixtures.issue("ListBuilderTests", "lines()"),
      Fixtures.event("testEnded", "ListBuilderTests", "lines()"), Fixtures.runEnded,
    ])
    guard case .failed(let failures) = result.outcome else {
      Issue.record("expected a failure, got \(result.outcome)")
      return
    }
    #expect(failures.count == 2)
    #expect(result.cases == nil, "a plain test has no cases")
  }

  @Test("A compiler note is kept with the diagnostic it explains, in either layout")
  func keepsNotes() {
    let output = """
      /work/pkg/Sources/Katas/A.swift:3:8: error: type 'R' does not conform to protocol 'Q'
      2 | protocol Q { func need() -> Int }
        |                   `- note: protocol requires function 'need()' with type '() -> Int'
      3 | struct R: Q { }
        |        |- error: type 'R' does not conform to protocol 'Q'
        |        `- note: add stubs for conformance
      [4/4] Compiling Lib Lib.swift
      /work/pkg/Sources/Katas/A.swift:5:1: warning: variable 'v' was never mutated
      /work/pkg/Sources/Katas/B.swift:1:1: note: declared here
      """
    let diagnostics = Diagnostic.parse(output, relativeTo: Fixtures.root)
    #expect(diagnostics.count == 2)
    #expect(
      diagnostics.first?.notes == [
        "protocol requires function 'need()' with type '() -> Int' (Sources/Katas/A.swift:2:19)",
        "add stubs for conformance",
      ], "a note elsewhere than the diagnostic's line says where")
    #expect(diagnostics.last?.notes == ["declared here (Sources/Katas/B.swift:1:1)"])
    #expect(diagnostics.first?.lines().last == "  note: add stubs for conformance")
    #expect(diagnostics.last?.notedPaths == ["Sources/Katas/B.swift"])
  }

  @Test(
    "An ambiguous call keeps every candidate, each at its line, though Swift prints the words once per excerpt"
  )
  func keepsEveryCandidate() {
    // swiftc 6.3's output, trimmed: a call in 7.1's file, both candidates in 3.1's, the second
    // one the stub's initializer the learner left behind (trial M2). Swift ends each note with
    // a space.
    let output = """
      /work/pkg/Sources/Katas/Capstone/BeforeAfterScreen.swift:53:7: error: ambiguous use of 'init(_:)'
      52 |   var body: some View {
      53 |     CompareView {
         |       `- error: ambiguous use of 'init(_:)'
      54 |       Text("before")

      /work/pkg/Sources/Katas/Compare/CompareView.swift:23:10: note: found this candidate\u{20}
      21 | public struct CompareView<Leading: View, Trailing: View>: View {
      23 |   public init(@ViewBuilder _ content: () -> TupleView<(Leading, Trailing)>) {
         |          `- note: found this candidate\u{20}
         :
      50 |   public init(@ViewBuilder _ content: () -> Leading) {
         |          `- note: found this candidate\u{20}
      51 |   }
      [12/14] Compiling Katas Other.swift
      """
    let diagnostics = Diagnostic.parse(output, relativeTo: Fixtures.root)
    #expect(diagnostics.count == 1)
    #expect(
      diagnostics.first?.notes == [
        "found this candidate (Sources/Katas/Compare/CompareView.swift:23:10)",
        "found this candidate (Sources/Katas/Compare/CompareView.swift:50:10)",
      ])
    #expect(diagnostics.first?.notedPaths == ["Sources/Katas/Compare/CompareView.swift"])
  }

  @Test("git's status names the katas whose suite file or compile checks changed")
  func findsEditedTests() {
    let status = [
      " M course/Tests/KataTests/ResultBuilders/ListBuilderTests.swift",
      "?? course/Tests/CompileChecks/2.1-tuple-view/New.swift",
      " M course/Sources/Katas/ResultBuilders/SentenceBuilder.swift",
    ].joined(separator: "\0")
    #expect(EditedTests.katas(inStatus: status, catalog: Fixtures.catalog) == ["1.2", "2.1"])
  }

  @Test("A changed test file that no kata owns is compiled into every kata's tests: all are edited")
  func sharedTestFileEditsEveryKata() {
    let status = " D course/Tests/KataTests/Subject.swift"
    #expect(
      EditedTests.katas(inStatus: status, catalog: Fixtures.catalog)
        == Set(Fixtures.catalog.katas.map(\.id)),
      "Subject.swift chooses the module every kata test runs against")
  }

  @Test(
    "A test the lesson asks the learner to write is theirs: no kata's tests are edited, and it counts as its kata's"
  )
  func yourTestsAreNoEdit() {
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[1].yourTests = ["ResultBuilders/MyListTests.swift"]
    let path = "Tests/KataTests/ResultBuilders/MyListTests.swift"
    #expect(EditedTests.katas(inStatus: "?? course/\(path)", catalog: catalog).isEmpty)
    #expect(catalog.katas(owning: path).map(\.id) == ["1.2"], "a change to it outdates 1.2 alone")
    // Without the declaration, the same file is one no kata owns: every kata's tests are edited.
    #expect(
      EditedTests.katas(inStatus: "?? course/\(path)", catalog: Fixtures.catalog)
        == Set(Fixtures.catalog.katas.map(\.id)))
  }

  @Test("Outside a git clone, no kata is said to have edited tests, and nothing fails")
  func noGitNoClaim() throws {
    let folder = FileManager.default.temporaryDirectory.appending(path: "no-git-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(EditedTests.katas(in: folder, catalog: Fixtures.catalog).isEmpty)
  }

  @Test("Progress saved before warnings and edited tests were recorded still reads")
  func readsOlderProgress() throws {
    let old = #"""
      {"kataID":"1.1","state":"failing","tests":[],"checks":[],"isStale":false,
       "errors":[{"position":{"path":"a","line":1,"column":1},"severity":"error","message":"m"}]}
      """#
    let progress = try JSONDecoder().decode(KataVerdict.self, from: Data(old.utf8))
    #expect(progress.warnings.isEmpty && !progress.testsEdited)
    #expect(progress.errors.first?.notes == [])
  }

  @Test(
    "Progress saved when results recorded English still reads, every verdict kept, its words as written"
  )
  func readsProgressOfEnglishResults() throws {
    // As the runner wrote it up to 2026-12-07: a crash's cause, a reason not to run and a
    // compile check's problem as English text.
    let old = #"""
      {"kataID":"1.1","state":"crashed","isStale":false,"errors":[],
       "tests":[{"id":"S/a()","name":"a()","suite":"S","outcome":{"crashed":{"_0":"the test process was stopped by signal 15"}}},
                {"id":"S/b()","name":"b()","suite":"S","outcome":{"notRun":{"_0":"another test of this kata crashed or hung first"}}}],
       "checks":[{"path":"c.swift","rule":"r","problems":["c.swift:8:1: this line is marked `// expected-error` but it compiled"]}]}
      """#
    let progress = try JSONDecoder().decode(KataVerdict.self, from: Data(old.utf8))
    #expect(progress.state == .crashed)
    #expect(
      progress.tests.map(\.outcome.explanation) == [
        "crashed: the test process was stopped by signal 15",
        "did not run: another test of this kata crashed or hung first",
      ])
    #expect(
      progress.checks.first?.problems.map(\.description) == [
        "c.swift:8:1: this line is marked `// expected-error` but it compiled"
      ])
    // What this runner records reads back the same, and is said in the reader's language.
    let again = try JSONDecoder().decode(
      KataVerdict.self,
      from: try JSONEncoder().encode(
        KataVerdict(
          kataID: "1.1",
          tests: [
            TestResult(
              id: "S/a()", name: "a()", suite: "S", outcome: .crashed(TestSession.signalMessage(15))
            )
          ], checks: [])))
    #expect(
      again.tests.first?.outcome.explanation(Words(.japanese).render)
        == "クラッシュしました: テストプロセスがシグナル 15 で停止しました")
  }
}
