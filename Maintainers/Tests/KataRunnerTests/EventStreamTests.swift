import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Event stream")
struct EventStreamTests {
  @Test("Lists functions with their suite and display name")
  func listsFunctions() {
    let stream = EventStream(
      [
        Fixtures.testRecord("SentenceBuilderTests", "joins()", displayName: "Joins words"),
        Fixtures.testRecord("ListBuilderTests", "lines()"),
      ].joined(separator: "\n"), root: Fixtures.root)
    #expect(stream.functions.map(\.suite) == ["SentenceBuilderTests", "ListBuilderTests"])
    #expect(stream.functions.map(\.name) == ["Joins words", "lines()"])
  }

  @Test("An unknown issue fails its test, with a relative position and every message")
  func recordsFailures() {
    let stream = EventStream(
      [
        Fixtures.testRecord("ListBuilderTests", "lines()"),
        Fixtures.event("testStarted", "ListBuilderTests", "lines()"),
        Fixtures.issue("ListBuilderTests", "lines()"),
        Fixtures.issue("ListBuilderTests", "lines()", known: true),
        Fixtures.event("testEnded", "ListBuilderTests", "lines()"),
        Fixtures.runEnded,
      ].joined(separator: "\n"), root: Fixtures.root)
    let failures = stream.failures.values.flatMap { $0 }
    #expect(failures.count == 1, "a known issue (withKnownIssue) must not fail the test")
    #expect(failures.first?.position?.description == "Tests/KataTests/F.swift:7:5")
    #expect(failures.first?.message == "Expectation failed: 1 == 2\nexplain")
    #expect(stream.reachedEnd)
    #expect(stream.interrupted.isEmpty)
  }

  @Test(
    "A collection difference says which side of == has what, not 'inserted' and 'removed'",
    arguments: [
      ("removed [\"Sam\"]", "only the right side of == has [\"Sam\"]"),
      ("inserted [3]", "only the left side of == has [3]"),
      (
        "inserted [5], removed [2]",
        "only the left side of == has [5]\nonly the right side of == has [2]"
      ),
      ("some other shape", "some other shape"),
    ])
  func differenceInCourseWords(difference: String, words: String) {
    let issue = Fixtures.issue("ListBuilderTests", "lines()").replacingOccurrences(
      of: #"{"symbol":"details","text":"explain"}"#,
      with:
        #"{"symbol":"difference","text":"\#(difference.replacingOccurrences(of: "\"", with: "\\\""))"}"#
    )
    let stream = EventStream(
      [Fixtures.testRecord("ListBuilderTests", "lines()"), issue].joined(separator: "\n"),
      root: Fixtures.root)
    #expect(
      stream.failures.values.flatMap { $0 }.first?.message
        == "Expectation failed: 1 == 2\n\(words)")
    #expect(stream.messageLines.contains(difference), "the console's own line is still told apart")
  }

  /// The failure a stream of one test records for an issue that carries the comment "explain",
  /// as Swift Testing gives it apart in `_comments`.
  private func failure(commenting issue: String) throws -> Failure {
    let commented = issue.replacingOccurrences(
      of: #""issueRecorded","#, with: #""issueRecorded","_comments":["explain"],"#)
    let stream = EventStream(
      [Fixtures.testRecord("ListBuilderTests", "lines()"), commented].joined(separator: "\n"),
      root: Fixtures.root)
    return try #require(stream.failures.values.flatMap { $0 }.first)
  }

  @Test("A failure records the runner's words on a difference as a message, apart from the comment")
  func differenceRecordedAsMessage() throws {
    let failure = try failure(
      commenting: Fixtures.issue("ListBuilderTests", "lines()").replacingOccurrences(
        of: #"{"symbol":"details","text":"explain"}"#,
        with:
          #"{"symbol":"difference","text":"inserted [3]"},{"symbol":"details","text":"explain"}"#
      ))
    #expect(
      failure.message == "Expectation failed: 1 == 2\nonly the left side of == has [3]\nexplain")
    #expect(failure.comment == "explain")
    #expect(
      failure.expectationText(Words(.japanese).render)
        == "Expectation failed: 1 == 2\n== の左辺にだけ [3] があります",
      "Swift Testing's words as printed, the runner's in Japanese, the comment apart")
  }

  @Test(
    "Issue.record's bare 'Issue recorded' is left out of what is shown: its comment says it all")
  func bareIssueRecordedLeftOut() throws {
    let failure = try failure(
      commenting: Fixtures.issue("ListBuilderTests", "lines()").replacingOccurrences(
        of: "Expectation failed: 1 == 2", with: "Issue recorded"))
    #expect(failure.expectationText(\.description) == "")
    #expect(failure.text(\.description) == "explain")
    #expect(failure.message == "Issue recorded\nexplain", "the report keeps Swift Testing's words")
  }

  @Test("A multi-line literal compared against is shown by its value, not by its source")
  func literalSourceLeftOut() {
    // Swift Testing 6.3's text, from a test comparing a render with an interpolated literal.
    let text = """
      Expectation failed: (render() → "VStack
        Text "TODO"") == (\"\"\"
            \\(name)
              \\(stack)
                Text "a"
            \"\"\" → "VStack
        Stack(vertical)
          Text "a"")
      """
    #expect(
      EventStream.withoutLiteralSources(text) == """
        Expectation failed: (render() → "VStack
          Text "TODO"") == ("VStack
          Stack(vertical)
            Text "a"")
        """)
    let plain = "Expectation failed: (count → 2) == 3"
    #expect(EventStream.withoutLiteralSources(plain) == plain)
  }

  @Test("A test that started and never ended was interrupted")
  func findsInterruptedTest() {
    let stream = EventStream(
      [
        Fixtures.testRecord("ListBuilderTests", "a()"),
        Fixtures.testRecord("ListBuilderTests", "b()"),
        Fixtures.event("testStarted", "ListBuilderTests", "a()"),
        Fixtures.event("testEnded", "ListBuilderTests", "a()"),
        Fixtures.event("testStarted", "ListBuilderTests", "b()"),
        "{\"kind\":\"event\",\"payload\":{\"kind\":\"issueRec",
      ].joined(separator: "\n"), root: Fixtures.root)
    #expect(stream.interrupted.map(\.name) == ["b()"])
    #expect(!stream.reachedEnd, "a cut-off stream has no runEnded")
  }

  @Test("The crash message is the runtime's own line")
  func findsCrashMessage() {
    let output = "noise\nKatas/X.swift:21: Fatal error: TODO\nmore noise"
    #expect(
      TestSession.crashMessage(in: output, termination: .signaled(4))
        == Message(verbatim: "Katas/X.swift:21: Fatal error: TODO"), "as it is, said in no language"
    )
    #expect(
      TestSession.crashMessage(in: "", termination: .signaled(15)).description
        == "the test process was stopped by signal 15")
  }

  @Test("A stack overflow is named, whether the signal ends the process or swift test reports it")
  func namesStackOverflow() {
    #expect(
      TestSession.crashMessage(in: "", termination: .signaled(11)).description.hasPrefix(
        "stack overflow"))
    let reported = "error: Process '/x/PackageTests.xctest' exited with unexpected signal code 11"
    #expect(
      TestSession.crashMessage(in: reported, termination: .exited(1)).description.hasPrefix(
        "stack overflow"))
  }
}
