import Foundation

/// What one run of the test binary reported, read from its event stream.
struct EventStream {
  /// A test function listed at the start of the stream.
  struct Function {
    /// The test's identifier, such as `KataTests.SentenceBuilderTests/joinsTwoWords()/…`.
    var id: String
    /// The display name, or the function name without one.
    var name: String
    /// The type name of the outermost suite: the kata's suite.
    var suite: String
    /// Whether the test runs once per argument.
    var isParameterized = false
  }

  /// Every test function, in the order the stream listed them.
  private(set) var functions: [Function] = []
  /// The tests that started running.
  private(set) var started: Set<String> = []
  /// The tests that finished running, skipped ones included.
  private(set) var ended: Set<String> = []
  /// The failures recorded against each test.
  private(set) var failures: [String: [Failure]] = [:]
  /// Why each skipped (disabled or cancelled) test or suite did not run, by its id.
  private(set) var skipped: [String: String] = [:]
  /// How many cases of each parameterized test started, by test id.
  private(set) var caseCounts: [String: Int] = [:]
  /// Whether the run reached its end, rather than being cut short by a crash or a stop.
  private(set) var reachedEnd = false
  /// Every line of every message Swift Testing wrote to the stream, trimmed: what it also
  /// prints to the console, where it is not the tested code's output.
  private(set) var messageLines: Set<String> = []
  /// The arguments of each case, by the case's id, so that an issue can name its case.
  private var caseArguments: [String: String] = [:]
  /// The arguments of the case of each test that started last: a stream without case ids
  /// (older toolchains) still names the case, since the runner runs tests one at a time.
  private var currentCase: [String: String] = [:]

  /// Reads a stream from the text of an event-stream file.
  ///
  /// - Parameters:
  ///   - text: The JSON Lines written by `--event-stream-output-path`.
  ///   - root: The package root, so that source paths can be shown relative to it.
  init(_ text: String, root: URL) {
    let decoder = JSONDecoder()
    let rootPrefix = root.standardizedFileURL.path + "/"
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(EventRecord.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      for message in payload.messages ?? [] {
        for line in message.text.split(separator: "\n") {
          let text = line.trimmingCharacters(in: .whitespaces)
          if !text.isEmpty { messageLines.insert(text) }
        }
      }
      if record.kind == "test" {
        if payload.kind == "function", let id = payload.id {
          let suite = String(id.prefix { $0 != "/" }.split(separator: ".").last ?? "")
          functions.append(
            Function(
              id: id, name: payload.displayName ?? payload.name ?? id, suite: suite,
              isParameterized: payload.isParameterized ?? false))
        }
        continue
      }
      guard payload.kind != "runEnded" else {
        reachedEnd = true
        continue
      }
      guard let testID = payload.testID else { continue }
      switch payload.kind {
      case "testStarted": started.insert(testID)
      case "testEnded": ended.insert(testID)
      case "testSkipped", "testCancelled":
        ended.insert(testID)
        skipped[testID] = Self.reason(
          of: payload, otherwise: payload.kind == "testSkipped" ? "disabled" : "cancelled")
      case "testCaseStarted":
        caseCounts[testID, default: 0] += 1
        let arguments = caseArguments(payload, testID: testID)
        currentCase[testID] = arguments
        if let caseID = payload._testCase?.id { caseArguments[caseID] = arguments }
      case "issueRecorded" where payload.issue?.isKnown != true:
        // Swift Testing's messages, each as printed but a collection's difference, which the
        // runner words itself; the test's comment is the last of them, kept apart too.
        let comments = payload._comments ?? []
        var expectation: [Message] = []
        var said: [Message] = []
        for message in payload.messages ?? [] {
          let words =
            message.symbol == "difference"
            ? Self.sides(ofDifference: message.text) : [Message(verbatim: message.text)]
          said += words
          // `Issue.record("…")` prints a bare "Issue recorded" before its comment: it says
          // nothing the comment does not, and it is English in any language (trial L1).
          let bareRecord = message.text == "Issue recorded" && !comments.isEmpty
          if !bareRecord, message.symbol != "details" || !comments.contains(message.text) {
            expectation +=
              message.symbol == "fail"
              ? [Message(verbatim: Self.withoutLiteralSources(message.text))] : words
          }
        }
        let message = said.map(\.description).joined(separator: "\n")
        let position = payload.issue?.sourceLocation.map { location in
          let path = location._filePath.map {
            $0.hasPrefix(rootPrefix) ? String($0.dropFirst(rootPrefix.count)) : $0
          }
          return SourcePosition(
            path: path ?? location.fileID, line: location.line, column: location.column)
        }
        let arguments = payload._testCase?.id.flatMap { caseArguments[$0] } ?? currentCase[testID]
        failures[testID, default: []].append(
          Failure(
            position: position, message: message, arguments: arguments,
            comment: payload._comments.map { $0.joined(separator: "\n") },
            expectation: expectation))
      default: continue
      }
    }
  }

  /// The functions that started but never ended: the ones running when the process stopped.
  var interrupted: [Function] {
    functions.filter { started.contains($0.id) && !ended.contains($0.id) }
  }

  /// What happened to a test function, or `nil` when the stream does not say (it never ended).
  ///
  /// A test that recorded an issue failed; one that was disabled or cancelled, or whose suite
  /// was, was skipped; one that ended without either passed.
  func result(of function: Function) -> TestResult? {
    let skipReason =
      skipped[function.id] ?? skipped.first { function.id.hasPrefix($0.key + "/") }?.value
    let outcome: TestOutcome
    if let failures = failures[function.id], !failures.isEmpty, ended.contains(function.id) {
      outcome = .failed(failures)
    } else if let skipReason {
      outcome = .skipped(skipReason)
    } else if ended.contains(function.id) {
      outcome = .passed
    } else {
      return nil
    }
    return TestResult(
      id: function.id, name: function.name, suite: function.suite, outcome: outcome,
      cases: function.isParameterized ? caseCounts[function.id, default: 0] : nil)
  }

  /// The reason a test gave for not running: its comment (`.disabled("later")`), else the
  /// quoted text of its message, else a plain word.
  private static func reason(of payload: EventRecord.Payload, otherwise: String) -> String {
    if let comments = payload._comments, !comments.isEmpty {
      return comments.joined(separator: "; ")
    }
    let text = payload.messages?.first?.text ?? ""
    for marker in ["skipped: \"", "cancelled: \""] {
      if let range = text.range(of: marker), text.hasSuffix("\"") {
        return String(text[range.upperBound...].dropLast())
      }
    }
    return otherwise
  }

  /// A case's arguments with their labels, such as `number → 7, line → "7"`, read from the
  /// message `Test case passing 2 arguments number → 7, line → "7" to "<test>" started.`
  /// Without that shape, the case's values alone.
  private func caseArguments(_ payload: EventRecord.Payload, testID: String) -> String {
    let text = payload.messages?.first?.text ?? ""
    let name = functions.first { $0.id == testID }?.name ?? ""
    if let passing = text.range(of: "passing "),
      let counted = text[passing.upperBound...].range(
        of: #"^\d+ arguments? "#, options: .regularExpression)
    {
      let rest = text[counted.upperBound...]
      for suffix in [" to \"\(name)\" started.", " to \(name) started."]
      where rest.hasSuffix(suffix) {
        return String(rest.dropLast(suffix.count))
      }
    }
    return payload._testCase?.displayName ?? "case \(caseCounts[testID, default: 0])"
  }

  /// An expectation's text without the source of a multi-line string literal it compared
  /// against, only its value: `("""` … `\(name)` … `""" → "VStack …")` is shown as
  /// `("VStack …")`. The source's `\(name)` read as part of the expected output, and the whole
  /// render was there twice (dry run J-23).
  static func withoutLiteralSources(_ text: String) -> String {
    text.replacing(#/\("""\n(?:.*\n)*?[ \t]*""" → /#, with: "(")
  }

  /// Swift Testing's difference of two collections, in words that cannot be read the wrong way
  /// round: "inserted [x]" is what only the left side of `==` has and "removed [y]" what only the
  /// right side has, printed next to the engine's traces, where an inserted or removed view
  /// means the opposite of what a learner would guess here. Text of another shape is kept.
  static func sides(ofDifference text: String) -> [Message] {
    var inserted: Substring?
    var removed: Substring?
    if text.hasPrefix("inserted ") {
      let rest = text.dropFirst("inserted ".count)
      if let cut = rest.range(of: "], removed [") {
        inserted = rest[..<rest.index(after: cut.lowerBound)]
        removed = rest[rest.index(before: cut.upperBound)...]
      } else {
        inserted = rest
      }
    } else if text.hasPrefix("removed ") {
      removed = text.dropFirst("removed ".count)
    }
    guard inserted != nil || removed != nil else { return [Message(verbatim: text)] }
    return
      (inserted.map { [Message("only the left side of == has {value}", ["value": String($0)])] }
      ?? [])
      + (removed.map { [Message("only the right side of == has {value}", ["value": String($0)])] }
        ?? [])
  }
}
