import Foundation

/// Runs kata tests that are built (the test product itself on Linux, `swift test` elsewhere:
/// ``testCommand()``) and turns their event stream into one result per test, surviving tests
/// that crash the process or never return.
///
/// A crash ends the whole test process, and a hang would stall it forever. Either way the runner
/// notes which test was running, then runs the remaining tests again without it, so that one
/// broken kata never hides the results of the others.
package struct TestSession: Sendable {
  /// What to leave out after a test crashes or hangs.
  package enum Isolation: Sendable {
    /// Leave out the whole suite of the broken test: fast, for learners.
    case suite
    /// Leave out only the broken test, so that every other test still runs: for verification.
    case test
  }

  /// The longest one `swift test` process may run, in seconds, whatever it prints.
  static let runLimit: Double = 1800

  /// The package to test.
  var root: URL
  /// How long a single test may run, in seconds, before it counts as hanging.
  var testTimeLimit: Double
  /// What to leave out after a test crashes or hangs.
  var isolation: Isolation

  /// Creates a session.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - testTimeLimit: How long one test may run before it is stopped, in seconds.
  ///   - isolation: What to leave out after a crash or a hang.
  package init(root: URL, testTimeLimit: Double = 10, isolation: Isolation = .suite) {
    self.root = root
    self.testTimeLimit = testTimeLimit
    self.isolation = isolation
  }

  /// How long `swift test` may take to write its first event, in seconds.
  ///
  /// Before the first event, Swift Testing discovers the tests and evaluates the arguments of
  /// parameterized ones, which runs kata code: a stub can hang there. A healthy start takes a
  /// second or two, but much longer on a busy machine, hence the margin over the test limit.
  ///
  /// Once a start has hung, the search for the broken suite runs smaller sets of suites again;
  /// those start faster, and every hanging start costs the wait, so the wait is shorter then.
  ///
  /// - Parameter afterHang: Whether a start has already hung in this session.
  func startLimit(afterHang: Bool) -> Double {
    afterHang ? max(10, testTimeLimit) : max(20, 2 * testTimeLimit)
  }

  /// Runs tests, showing nothing as they go (see the other `run`).
  package func run(_ scope: Scope = .katas([])) throws -> [TestResult] {
    try run(scope, progress: nil)
  }

  /// Runs tests without building.
  ///
  /// When the test process dies or hangs before it lists any test, some suite's kata code broke
  /// test discovery (a crash or a loop while the arguments of a parameterized test are made).
  /// The suites are then run in halves, and halves of those, until the broken ones are found:
  /// each gets one result that names the cause, and every other suite its real results.
  ///
  /// - Parameters:
  ///   - scope: Which tests to run.
  ///   - progress: Told as tests end and as broken tests are stopped, to show progress.
  /// - Returns: One result for every test function in the scope, and one for each kata suite
  ///   whose tests could not be discovered.
  func run(_ scope: Scope, progress: (any TestProgress)?) throws -> [TestResult] {
    let work = try Workspace.temporaryFolder(in: root)
    defer { Workspace.remove(work) }
    var attempts = Attempts(work: work, progress: progress)
    return try run(scope, &attempts)
  }

  /// What one call of `run` carries through every `swift test` it starts.
  private struct Attempts {
    /// The scratch folder for event streams and logs.
    let work: URL
    /// Progress reporting, if any.
    let progress: (any TestProgress)?
    /// How many `swift test` processes ran so far, for unique file names.
    var runs = 0
    /// Whether a start has hung so far.
    var hung = false
  }

  /// Runs a scope; when nothing is listed, runs each half of its suites.
  private func run(_ scope: Scope, _ attempts: inout Attempts) throws -> [TestResult] {
    let limit = startLimit(afterHang: attempts.hung)
    switch try runListed(scope, &attempts, startLimit: limit) {
    case .results(let results):
      return results
    case .nothingListed(let termination, let tail):
      try requireBuildFolder()
      guard case .katas(let suites) = scope, !suites.isEmpty else {
        throw RunnerError.tool(
          Message(
            "`swift test` listed no tests ({termination}). Its output ends with:\n{tail}",
            ["termination": "\(termination)", "tail": tail]))
      }
      if termination == .timedOut { attempts.hung = true }
      guard suites.count > 1 else {
        let outcome: TestOutcome =
          termination == .timedOut
          ? .timedOut(limit)
          : .crashed(Self.crashMessage(in: tail, termination: termination))
        let name = Message(
          "Preparing this kata's tests (the arguments of its parameterized tests come from your code)"
        )
        return [
          TestResult(
            id: PackageLayout.suiteID(suites[0]), runnerName: name, suite: suites[0],
            outcome: outcome)
        ]
      }
      let half = suites.count / 2
      let first = try run(.katas(Array(suites[..<half])), &attempts)
      return try first + run(.katas(Array(suites[half...])), &attempts)
    }
  }

  private enum Listing {
    case results([TestResult])
    /// The process ended or was stopped before it listed a single test.
    case nothingListed(Subprocess.Termination, tail: String)
  }

  /// Runs the tests the filters select, again and again without each test that crashed or hung,
  /// until every listed test has a result.
  private func runListed(
    _ scope: Scope, _ attempts: inout Attempts, startLimit: Double
  ) throws -> Listing {
    var skips: [String] = []
    var results: [String: TestResult] = [:]
    var listed: [EventStream.Function] = []
    var unfinished = Message("another test of this kata crashed or hung first")
    var skippedSuites: Set<String> = []
    for attempt in 1...200 {
      attempts.runs += 1
      let events = attempts.work.appending(path: "events-\(attempts.runs).jsonl")
      let log = attempts.work.appending(path: "test-\(attempts.runs).log")
      var arguments =
        testCommand() + ["--event-stream-version", "0", "--event-stream-output-path", events.path]
      arguments += scope.isParallel ? [] : ["--no-parallel"]
      arguments += scope.filters.flatMap { ["--filter", $0] } + skips.flatMap { ["--skip", $0] }
      _ = FileManager.default.createFile(atPath: events.path, contents: nil)
      var live = LiveEventReader(events, root: root)
      let progress = attempts.progress
      let termination = try Subprocess(
        arguments, in: root, environment: ["SWIFT_BACKTRACE": "enable=no", "NO_COLOR": "1"]
      ).run(
        output: log, limit: Self.runLimit, silenceLimit: testTimeLimit, watching: events,
        startLimit: startLimit,
        onTick: progress.map { progress in { if live.update() { progress.tested(live.suites) } } })
      let stream = EventStream(
        TextFile.read(events) ?? "", root: root)
      let output = { TextFile.read(log) ?? "" }
      let tail = { output().split(separator: "\n").suffix(15).joined(separator: "\n") }
      if attempt == 1 {
        listed = stream.functions
        if listed.isEmpty && !stream.reachedEnd {
          return .nothingListed(termination, tail: tail())
        }
      }
      for function in stream.functions {
        if let result = stream.result(of: function) { results[function.id] = result }
      }
      attempts.progress?.printed(Self.programOutput(in: output(), messages: stream.messageLines))
      if stream.reachedEnd { break }
      try requireBuildFolder()
      let broken = stream.interrupted
      if broken.isEmpty {
        unfinished = Message(
          "the test process stopped outside any test ({termination}): {tail}",
          ["termination": "\(termination)", "tail": tail()])
        break
      }
      let reason: TestOutcome =
        termination == .timedOut
        ? .timedOut(testTimeLimit)
        : .crashed(Self.crashMessage(in: output(), termination: termination))
      for suite in Set(broken.map(\.suite)).sorted() {
        attempts.progress?.stopped(suite, because: reason)
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
    return .results(
      listed.map { function in
        results[function.id]
          ?? TestResult(
            id: function.id, name: function.name, suite: function.suite,
            outcome: .notRun(unfinished))
      })
  }
}

extension TestSession {
  /// Stops the session when the package's build folder is gone: deleted while a test process
  /// ran (by hand, or `swift package clean` in another terminal), it ends that process, and the
  /// end is no test's doing. Without this, the learner's code was blamed for a crash (fault pass
  /// row 21).
  /// The command that runs the built tests, before its own arguments.
  ///
  /// On Linux, the test product SwiftPM built, run directly with Swift Testing, the same
  /// arguments `swift test` hands it (issue 47: `swift test` only starts SwiftPM, reads the
  /// manifest and runs this; 0.02 s against 0.3 s on a quiet machine and seconds on a busy
  /// one, once a test run); without it, `swift test`. On macOS the product is a bundle that
  /// SwiftPM runs through the toolchain's helper, which is not reproduced here: `swift test`.
  func testCommand() -> [String] {
    #if os(Linux)
      if let product = PackageBuild.testProduct(of: root) {
        let binary = root.appending(path: "\(PackageLayout.debugBuild)/\(product).xctest")
        if FileManager.default.isExecutableFile(atPath: binary.path) {
          return [binary.path, "--testing-library", "swift-testing"]
        }
      }
    #endif
    return ["swift", "test", "--skip-build", "--disable-xctest"]
  }

  func requireBuildFolder() throws {
    let build = root.appending(path: PackageLayout.debugBuild)
    guard !FileManager.default.fileExists(atPath: build.path) else { return }
    throw RunnerError.tool(
      Message(
        """
        The build folder ({folder}) went away while the tests ran, so they could not finish, \
        and nothing was judged: your files and results are as they were. Run the command \
        again; it builds the package first.
        """, ["folder": PackageLayout.debugBuild]))
  }
}

/// Where a test session reports what happens as it goes.
protocol TestProgress: AnyObject {
  /// Tests have ended; each suite's counts so far, in the order the tests were listed.
  func tested(_ suites: [(name: String, count: LiveEventReader.SuiteCount)])
  /// A suite's test crashed or hung, and was stopped; the rest run again without it.
  func stopped(_ suite: String, because outcome: TestOutcome)
  /// What the code under test printed during one `swift test`, in order.
  func printed(_ lines: [String])
}
