import Foundation

/// Where a learner stands on one kata.
package enum KataState: String, Codable, Sendable {
  /// Every test and compile check passes.
  case done
  /// Some test or compile check fails.
  case failing
  /// The kata's files do not compile.
  case compileError = "compile-error"
  /// A test of the kata crashed the test process.
  case crashed
  /// A test of the kata ran past the time limit.
  case timedOut = "timed-out"
  /// No result yet: the kata has not been run.
  case pending
}

/// The verdict on one kata: its tests, its compile checks and any compiler errors, the state
/// that follows from them, and the files it was made from. (A learner's progress is the set of
/// these, ``LearnerProgress``.)
struct KataVerdict: Codable, Hashable, Sendable {
  /// The kata's id, such as `"1.3"`.
  var kataID: String
  /// The overall state.
  var state: KataState
  /// Every test of the kata and its outcome.
  var tests: [TestResult]
  /// Every compile check of the kata and its outcome.
  var checks: [CompileCheckResult]
  /// Compiler errors in the kata's files.
  var errors: [Diagnostic]
  /// Whether this result comes from an earlier run, because this run could not test the kata.
  var isStale: Bool
  /// The compile errors in the learner's files, not in a test file.
  var ownErrors: [Diagnostic] {
    errors.filter { !$0.position.path.hasPrefix("Tests/") }
  }
  /// Whether the kata's tests did not compile against the learner's files, which did compile:
  /// every error is in a test file.
  var testsDidNotCompile: Bool {
    state == .compileError && !errors.isEmpty && ownErrors.isEmpty
  }
  /// The compiler's warnings on the kata's own files in the build that tested it.
  var warnings: [Diagnostic] = []
  /// Whether the kata's test files differ from the committed ones (by git), so that its verdict
  /// is not the course's: always `false` outside a git clone.
  var testsEdited = false
  /// The kata's test files that differ, and the course commit they were compared with (or
  /// `HEAD`), so that the verdict can say which and how to undo it; empty in progress saved
  /// before they were recorded.
  var editedTestFiles: [String] = []
  /// The commit the tests were compared with: the course's (``Git/courseRevision(in:)``), or
  /// `HEAD` where git knows no course commit.
  var testsComparedWith = "HEAD"
  /// Those of `editedTestFiles` that the course does not have.
  var addedTestFiles: [String] = []
  /// The fingerprint of the files the verdict was made from (`Catalog.sourceDigests`); `nil` for
  /// no verdict, or one saved before it was recorded.
  var sources: String?
  /// The fingerprints of the parts of those files (``KataSources/parts``), so that a verdict
  /// that no longer holds can say what changed; `nil` in progress saved before they were.
  var sourceParts: [String: String]?
  /// Since when the kata has been as this verdict has it, done or not done, in the runs this one
  /// follows (``VerdictRules``, rule 8); `nil` in progress saved before this was recorded.
  var since: Date?

  /// Creates a kata's verdict and derives its state from the results (``VerdictRules``, rule 1).
  ///
  /// - Parameters:
  ///   - kataID: The kata's id.
  ///   - tests: Its test results.
  ///   - checks: Its compile-check results.
  ///   - errors: Compiler errors in its files.
  init(
    kataID: String, tests: [TestResult], checks: [CompileCheckResult], errors: [Diagnostic] = []
  ) {
    self.kataID = kataID
    self.tests = tests
    self.checks = checks
    self.errors = errors
    self.isStale = false
    self.state = VerdictRules.state(tests: tests, checks: checks, errors: errors)
  }

  /// Reads a kata's progress; progress saved before warnings and edited tests were recorded
  /// lacks them, and is read rather than discarded.
  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kataID = try container.decode(String.self, forKey: .kataID)
    state = try container.decode(KataState.self, forKey: .state)
    tests = try container.decode([TestResult].self, forKey: .tests)
    checks = try container.decode([CompileCheckResult].self, forKey: .checks)
    errors = try container.decode([Diagnostic].self, forKey: .errors)
    isStale = try container.decode(Bool.self, forKey: .isStale)
    warnings = try container.decodeIfPresent([Diagnostic].self, forKey: .warnings) ?? []
    testsEdited = try container.decodeIfPresent(Bool.self, forKey: .testsEdited) ?? false
    editedTestFiles =
      try container.decodeIfPresent([String].self, forKey: .editedTestFiles) ?? []
    testsComparedWith =
      try container.decodeIfPresent(String.self, forKey: .testsComparedWith) ?? "HEAD"
    addedTestFiles = try container.decodeIfPresent([String].self, forKey: .addedTestFiles) ?? []
    sources = try container.decodeIfPresent(String.self, forKey: .sources)
    sourceParts = try container.decodeIfPresent([String: String].self, forKey: .sourceParts)
    since = try container.decodeIfPresent(Date.self, forKey: .since)
  }

  /// A kata with no result yet.
  ///
  /// - Parameter kataID: The kata's id.
  static func pending(_ kataID: String) -> KataVerdict {
    var verdict = KataVerdict(kataID: kataID, tests: [], checks: [])
    verdict.state = .pending
    return verdict
  }

  /// The state its tests, checks and errors give; a saved verdict whose `state` differs was
  /// changed by hand.
  var derivedState: KataState {
    VerdictRules.state(tests: tests, checks: checks, errors: errors)
  }

  /// The number of tests and compile checks that pass, and the number there are.
  var score: (passed: Int, total: Int) {
    let passed = tests.filter(\.outcome.isPassing).count + checks.filter(\.isPassing).count
    return (passed, tests.count + checks.count)
  }
}
