import Foundation

/// The step of a verdict that follows a build: the tests of some suites, with the compile checks
/// (and, for verify, a lesson's Swift blocks) type-checked beside them.
///
/// The checks read only the modules the build just made, which the tests leave as they are, so
/// they run on the core the test process leaves idle instead of after it (a second and a half
/// of a first run's end here). `KataEvaluator` (check, the dashboard, `watch`) and verify's walk
/// both take this step, so that a kata is tested and checked the same way wherever it is judged.
package struct TestsAndChecks {
  /// What the step found.
  package struct Result: Sendable {
    /// The tests' results.
    package var tests: [TestResult]
    /// The compile checks' results, in the order given.
    package var checks: [CompileCheckResult]
    /// The other snippets' verdicts, in the order given.
    package var snippets: [SnippetChecker.Verdict]
  }

  /// The tests' session: the package, the time limit, what a crash or hang skips.
  var session: TestSession
  /// The checker, with the modules the build made.
  var checker: SnippetChecker

  /// The step for a session and a checker.
  package init(session: TestSession, checker: SnippetChecker) {
    self.session = session
    self.checker = checker
  }

  /// Runs the tests with the checks beside them, showing nothing as they go: verification's
  /// step (see the other `run`).
  package func run(
    _ scope: TestSession.Scope, checks: [CompileCheck], snippets: [Snippet] = []
  ) throws -> Result {
    try run(scope, checks: checks, snippets: snippets, progress: nil)
  }

  /// Runs the tests, with the checks beside them.
  ///
  /// - Parameters:
  ///   - scope: Which tests to run.
  ///   - checks: The compile checks.
  ///   - snippets: Other snippets to type-check, such as a lesson's.
  ///   - progress: Where to show the tests as they end and the checks if they outlast them.
  /// - Returns: Every result.
  func run(
    _ scope: TestSession.Scope, checks: [CompileCheck], snippets: [Snippet] = [],
    progress live: (any EvaluationProgress)?
  ) throws -> Result {
    let checking = Background { [checker] in
      checker.check(checks.map(\.snippet) + snippets)
    }
    var tests: [TestResult]
    do {
      tests = try session.run(scope, progress: live)
      var placement = CommentPlacement(root: session.root)
      tests = placement.place(tests)
    } catch {
      _ = checking.wait()  // its swiftc runs in a scratch folder the caller removes
      throw error
    }
    if !checking.isFinished { live?.checking(checks.count + snippets.count) }
    let verdicts = checking.wait()
    return Result(
      tests: tests,
      checks: zip(checks, verdicts).map { check, verdict in
        CompileCheckResult(path: check.path, rule: check.rule, problems: verdict.problems)
      },
      snippets: Array(verdicts.dropFirst(checks.count)))
  }
}

extension SnippetChecker.Verdict {
  /// Why the snippet did not behave as written; empty when it did.
  package var problems: [Message] {
    switch self {
    case .passed: []
    case .failed(let problems): problems
    case .unchecked(let reason): [reason]
    }
  }
}
