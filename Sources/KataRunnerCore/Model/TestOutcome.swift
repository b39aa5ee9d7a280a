/// A location in a source file, relative to the package root.
package struct SourcePosition: Codable, Hashable, Sendable, CustomStringConvertible {
  /// The file's path, relative to the package root where possible.
  package var path: String
  /// The line, from 1.
  package var line: Int
  /// The column, from 1.
  package var column: Int

  /// Creates a position.
  ///
  /// - Parameters:
  ///   - path: The file, relative to the package root where possible.
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  package init(path: String, line: Int, column: Int) {
    self.path = path
    self.line = line
    self.column = column
  }

  /// The position as compilers print it: `path:line:column`.
  package var description: String { "\(path):\(line):\(column)" }
}

/// A failed expectation: where it was and what it said.
package struct Failure: Codable, Hashable, Sendable {
  /// Where the expectation was recorded, if known.
  var position: SourcePosition?
  /// The expectation's text, such as `Expectation failed: (x → 1) == 2`, and its comment.
  var message: String
  /// For a parameterized test, the arguments of the failing case, such as `number → 7`.
  var arguments: String?
  /// The comment the test wrote, as rendered: the end of ``message``. Kept apart so that it can
  /// be said in the learner's language; `nil` when there was none, or in a result saved before
  /// comments were kept apart.
  var comment: String?
  /// The literal of the test file the comment renders, found when the result was recorded;
  /// `nil` when there is no comment, no literal at the position renders it (a test the learner
  /// edited), or in a result saved before it was recorded.
  var commentSource: CommentSource?
  /// What Swift Testing said of the expectation, before the comment, one message for each of
  /// its own (as printed) and the runner's words where it rewrote one (a collection's
  /// difference, ``EventStream/sides(ofDifference:)``); `nil` in a result saved before they
  /// were recorded, whose ``message`` is shown as it is.
  var expectation: [Message]?

  /// Creates a failure.
  ///
  /// - Parameters:
  ///   - position: Where it was recorded.
  ///   - message: What it said.
  ///   - arguments: The failing case's arguments, for a parameterized test.
  ///   - comment: The comment the test wrote, which ends the message.
  ///   - expectation: What Swift Testing said before the comment, message by message.
  init(
    position: SourcePosition?, message: String, arguments: String? = nil, comment: String? = nil,
    expectation: [Message]? = nil
  ) {
    self.position = position
    self.message = message
    self.arguments = arguments
    self.comment = comment
    self.expectation = expectation
  }

  /// What Swift Testing said of the expectation, before the test's comment, the runner's words
  /// among it said by `say` (`Words.render`, in the reader's language).
  func expectationText(_ say: (Message) -> String) -> String {
    expectation.map { $0.map(say).joined(separator: "\n") } ?? expectationAndComment.expectation
  }

  /// The whole message, the runner's words in it said by `say`: in English, the ``message``.
  func text(_ say: (Message) -> String) -> String {
    guard expectation != nil else { return message }
    let comment = expectationAndComment.comment.map { [$0] } ?? []
    return ([expectationText(say)].filter { !$0.isEmpty } + comment).joined(separator: "\n")
  }

  /// The message without the test's comment, and the comment: what Swift Testing printed (the
  /// expectation and its values) and what the test wrote.
  var expectationAndComment: (expectation: String, comment: String?) {
    guard let comment, !comment.isEmpty, message.hasSuffix(comment) else { return (message, nil) }
    var expectation = message.dropLast(comment.count)
    if expectation.last == "\n" { expectation.removeLast() }
    return (String(expectation), comment)
  }
}

/// Where a failure's comment came from: the string literal of the test that renders it, as a
/// kata's table keys it (``SwiftStringLiteral/key``: its interpolations as written), and the
/// values its interpolations took. A table says the comment in another language from these
/// alone, without reading the rendered English back.
package struct CommentSource: Codable, Hashable, Sendable {
  /// The literal, as a table keys it.
  package var literal: String
  /// Each interpolation's value, by its expression as written.
  package var values: [String: String]

  /// A comment's source.
  ///
  /// - Parameters:
  ///   - literal: The literal, as a table keys it.
  ///   - values: Each interpolation's value, by expression.
  package init(literal: String, values: [String: String]) {
    self.literal = literal
    self.values = values
  }
}

/// What happened to one test function in a run.
package enum TestOutcome: Codable, Hashable, Sendable {
  /// The test ran and recorded no issue.
  case passed
  /// The test recorded one or more issues.
  case failed([Failure])
  /// The test process died while this test ran, for example on a `fatalError`, with the cause
  /// (the runtime's own line, or the runner's words on the signal or exit status).
  case crashed(Message)
  /// This test ran longer than the time limit and was stopped.
  case timedOut(Double)
  /// The test did not run, for the reason given (for example, an earlier crash in its kata).
  case notRun(Message)
  /// The test was disabled or cancelled, with the reason it gave: it proves nothing, so it is
  /// not a pass.
  case skipped(String)

  /// Whether the test passed.
  package var isPassing: Bool { self == .passed }

  /// The outcome in plain English, with each failure's position and message, for reports.
  package var explanation: String { explanation(\.description) }

  /// The outcome in plain words, with each failure's position and message, the runner's words
  /// said by `say` (`Words.render`, in the reader's language); Swift Testing's and the test's
  /// as written.
  package func explanation(_ say: (Message) -> String) -> String {
    switch self {
    case .passed: "passed"
    case .failed(let failures):
      failures.map { failure in
        (failure.arguments.map { "with \($0): " } ?? "")
          + (failure.position.map { "\($0): " } ?? "") + failure.text(say)
      }.joined(separator: "\n")
    case .crashed, .timedOut, .notRun: unfinished.map(say) ?? ""
    case .skipped(let reason): "skipped: \(reason)"
    }
  }

  /// The runner's words on a test that did not finish (it crashed, ran out of time, or did not
  /// run), to say in any language; `nil` for one that finished, whose words are Swift
  /// Testing's and the test's.
  package var unfinished: Message? {
    switch self {
    case .crashed(let cause): Message("crashed: {cause}", parts: ["cause": cause])
    case .timedOut(let limit): Message("ran longer than {limit}", parts: ["limit": .seconds(limit)])
    case .notRun(let reason): Message("did not run: {reason}", parts: ["reason": reason])
    case .passed, .failed, .skipped: nil
    }
  }
}

/// One test function of a kata and what happened to it.
package struct TestResult: Codable, Hashable, Sendable {
  /// The test's identifier in the event stream.
  package var id: String
  /// The test's display name, or its function name; in English, the name the runner gave a
  /// result that stands for tests it could not list (``runnerName``).
  package var name: String
  /// The kata's suite type the test belongs to.
  package var suite: String
  /// What happened.
  package var outcome: TestOutcome
  /// For a parameterized test, how many cases (argument combinations) ran; `nil` otherwise.
  var cases: Int?
  /// The runner's name for a result that stands for tests it could not list (a suite that was
  /// not found, a kata's tests being prepared), to say in the reader's language; `nil` for a
  /// test's own name, which its kata's table translates.
  var runnerName: Message?

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - id: The test's identifier.
  ///   - name: Its display name.
  ///   - suite: Its suite's type name.
  ///   - outcome: What happened.
  ///   - cases: How many cases ran, for a parameterized test.
  init(id: String, name: String, suite: String, outcome: TestOutcome, cases: Int? = nil) {
    self.id = id
    self.name = name
    self.suite = suite
    self.outcome = outcome
    self.cases = cases
  }

  /// The result's name, said by `say` where the name is the runner's (a test's own name is
  /// its kata table's to translate).
  package func name(_ say: (Message) -> String) -> String {
    runnerName.map(say) ?? name
  }

  /// A result that stands for a suite's tests, under a name of the runner's.
  ///
  /// - Parameters:
  ///   - id: The suite's identifier.
  ///   - runnerName: The runner's name for the tests.
  ///   - suite: The suite's type name.
  ///   - outcome: What happened.
  init(id: String, runnerName: Message, suite: String, outcome: TestOutcome) {
    self.init(id: id, name: runnerName.description, suite: suite, outcome: outcome)
    self.runnerName = runnerName
  }

  /// How many of a parameterized test's cases failed: the distinct arguments among its failures.
  var failingCases: Int {
    guard case .failed(let failures) = outcome else { return 0 }
    return Set(failures.compactMap(\.arguments)).count
  }
}
