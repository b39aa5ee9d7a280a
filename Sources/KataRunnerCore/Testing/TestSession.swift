import Foundation

/// Runs kata tests through `swift test` and turns its event stream into one result per test,
/// surviving tests that crash the process or never return.
///
/// A crash ends the whole test process, and a hang would stall it forever. Either way the runner
/// notes which test was running, then runs the remaining tests again without it, so that one
/// broken kata never hides the results of the others.
public struct TestSession: Sendable {
  /// What to leave out after a test crashes or hangs.
  public enum Isolation: Sendable {
    /// Leave out the whole suite of the broken test: fast, for learners.
    case suite
    /// Leave out only the broken test, so that every other test still runs: for verification.
    case test
  }

  /// The longest one `swift test` process may run, in seconds, whatever it prints.
  static let runLimit: Double = 1800

  /// The package to test.
  public var root: URL
  /// How long a single test may run, in seconds, before it counts as hanging.
  public var testTimeLimit: Double
  /// What to leave out after a test crashes or hangs.
  public var isolation: Isolation

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - testTimeLimit: How long one test may run before it is stopped, in seconds.
  ///   - isolation: What to leave out after a crash or a hang.
  public init(root: URL, testTimeLimit: Double = 10, isolation: Isolation = .suite) {
    self.root = root
    self.testTimeLimit = testTimeLimit
    self.isolation = isolation
  }

  /// Which tests a session runs.
  public enum Scope: Sendable {
    /// The kata suites with these type names; every kata suite when empty.
    case katas([String])
    /// Every test of the package: engine, runner and kata tests.
    case everything

    /// The `--filter` patterns that select the scope's tests.
    var filters: [String] {
      switch self {
      case .everything: []
      case .katas(let suites) where suites.isEmpty: ["^KataTests\\."]
      case .katas(let suites):
        suites.map { "^KataTests\\.\(NSRegularExpression.escapedPattern(for: $0))(/|$)" }
      }
    }
  }

  /// Runs tests without building.
  ///
  /// - Parameter scope: Which tests to run.
  /// - Returns: One result for every test function in the scope.
  public func run(_ scope: Scope = .katas([])) throws -> [TestResult] {
    let work = try Workspace.temporaryFolder(in: root)
    defer { try? FileManager.default.removeItem(at: work) }
    let filters = scope.filters
    var skips: [String] = []
    var results: [String: TestResult] = [:]
    var listed: [EventStream.Function] = []
    var unfinished = "another test of this kata crashed or hung first"
    var skippedSuites: Set<String> = []
    for attempt in 1...200 {
      let events = work.appending(path: "events-\(attempt).jsonl")
      let log = work.appending(path: "test-\(attempt).log")
      var arguments = [
        "swift", "test", "--skip-build", "--disable-xctest", "--no-parallel",
        "--event-stream-version", "0", "--event-stream-output-path", events.path,
      ]
      arguments += filters.flatMap { ["--filter", $0] } + skips.flatMap { ["--skip", $0] }
      _ = FileManager.default.createFile(atPath: events.path, contents: nil)
      let termination = try Subprocess(
        arguments, in: root, environment: ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1"]
      ).run(output: log, limit: Self.runLimit, silenceLimit: testTimeLimit, watching: events)
      let stream = EventStream(
        (try? String(contentsOf: events, encoding: .utf8)) ?? "", root: root)
      if attempt == 1 { listed = stream.functions }
      for function in stream.functions {
        if let result = stream.result(of: function) { results[function.id] = result }
      }
      if stream.reachedEnd { break }
      let broken = stream.interrupted
      if broken.isEmpty {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        let tail = output.split(separator: "\n").suffix(15).joined(separator: "\n")
        if listed.isEmpty {
          throw RunnerError.tool(
            "swift test listed no tests (\(termination)). Its output ends with:\n\(tail)")
        }
        unfinished = "the test process stopped outside any test (\(termination)): \(tail)"
        break
      }
      let reason: TestOutcome
      if termination == .timedOut {
        reason = .timedOut(testTimeLimit)
      } else {
        let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
        reason = .crashed(Self.crashMessage(in: output, termination: termination))
      }
      for function in broken {
        results[function.id] = TestResult(
          id: function.id, name: function.name, suite: function.suite, outcome: reason)
        switch isolation {
        case .suite:
          let suiteID = function.id.prefix { $0 != "/" }
          skips.append("^\(NSRegularExpression.escapedPattern(for: String(suiteID)))(/|$)")
        case .test:
          skips.append("^" + NSRegularExpression.escapedPattern(for: function.id) + "$")
        }
      }
      if isolation == .suite { skippedSuites.formUnion(broken.map(\.suite)) }
      if listed.allSatisfy({ results[$0.id] != nil || skippedSuites.contains($0.suite) }) {
        break
      }
    }
    return listed.map { function in
      results[function.id]
        ?? TestResult(
          id: function.id, name: function.name, suite: function.suite,
          outcome: .notRun(unfinished))
    }
  }

  /// The most useful line of a crashed test process's output: the runtime's own message.
  static func crashMessage(in output: String, termination: Subprocess.Termination) -> String {
    let markers = [
      "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
      "Index out of range", "Illegal instruction", "Segmentation fault",
    ]
    if let line = output.split(separator: "\n").last(where: { line in
      markers.contains { line.contains($0) }
    }) {
      return line.trimmingCharacters(in: .whitespaces)
    }
    switch termination {
    case .signaled(let signal): return "the test process was stopped by signal \(signal)"
    case .exited(let code): return "the test process exited with code \(code) mid-test"
    case .timedOut: return "the test process was stopped"
    }
  }
}
