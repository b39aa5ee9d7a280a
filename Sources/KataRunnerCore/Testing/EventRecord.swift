import Foundation

/// One line of Swift Testing's JSON event stream (version 0), reduced to the fields the runner
/// reads.
///
/// The stream first lists every test (`"kind": "test"`), then reports what happens while they
/// run (`"kind": "event"`). Unknown fields and event kinds are ignored, so newer toolchains that
/// add to the stream keep working.
struct EventRecord: Decodable {
  /// Whether the record describes a test or an event.
  var kind: String
  /// The record's content.
  var payload: Payload

  /// The content of a record; which fields are present depends on the record's kind.
  struct Payload: Decodable {
    /// `suite` or `function` for tests; `testStarted`, `issueRecorded` and so on for events.
    var kind: String
    /// The test's identifier (test records only).
    var id: String?
    /// The test's declared name (test records only).
    var name: String?
    /// The display name given in `@Test("...")` or `@Suite("...")` (test records only).
    var displayName: String?
    /// Where the test is declared (test records only).
    var sourceLocation: SourceLocation?
    /// Whether the test runs once per argument (test records only).
    var isParameterized: Bool?
    /// The test an event is about.
    var testID: String?
    /// The issue an `issueRecorded` event reports.
    var issue: Issue?
    /// The human-readable lines of an event.
    var messages: [Message]?
    /// The comments attached to an event, such as the reason given to `.disabled("later")`.
    var _comments: [String]?
    /// The case of a parameterized test an event is about.
    var _testCase: TestCase?
  }

  /// One case of a parameterized test: one combination of its arguments.
  struct TestCase: Decodable {
    /// The case's identity, the same on every event about it.
    var id: String?
    /// The argument values without their labels, such as `7, "7"`.
    var displayName: String?
  }

  /// A position in a source file.
  struct SourceLocation: Decodable {
    /// The absolute path of the file.
    var _filePath: String?
    /// The module-relative file identifier, such as `KataTests/SentenceBuilderTests.swift`.
    var fileID: String
    /// The line, from 1.
    var line: Int
    /// The column, from 1.
    var column: Int
  }

  /// A problem recorded while a test ran.
  struct Issue: Decodable {
    /// Whether the issue was expected with `withKnownIssue`; known issues do not fail a test.
    var isKnown: Bool?
    /// Where the issue was recorded, such as the failing `#expect`.
    var sourceLocation: SourceLocation?
  }

  /// One line of an event's human-readable description.
  struct Message: Decodable {
    /// The kind of line: `fail`, `details`, `default` and so on.
    var symbol: String
    /// The text of the line.
    var text: String
  }
}
