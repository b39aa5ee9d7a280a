import Foundation

/// The rules that decide what a learner is told about a kata, in one place.
///
/// A verdict is made by one pipeline (`KataEvaluator`: build, tests, compile checks, warnings,
/// edited tests), kept by `LearnerProgress`, and shown by `check`, the dashboard, `watch` and
/// `list`. Whatever those decide about a verdict, they decide here:
///
/// 1. **Done, failing, or neither** (``state(tests:checks:errors:)``): a compile error in the
///    kata's files comes first, then a crash, then a hang; a kata with no test result is
///    pending; otherwise it is done only when every test and compile check passes.
/// 2. **A suite that gave no test** (``missingSuite(_:)``) is a test that did not run, so the
///    kata is not done, and the result says why and how to get the tests back.
/// 3. **A kata file that cannot be compiled at all** (``unusableFile(_:problem:kataID:)``):
///    missing or empty, it is a compile error of its kata, with the command that restores it,
///    not the compiler's guess at a changed signature.
/// 4. **Could not be tested this time** (``merge(_:over:)``): when the build fails elsewhere, a
///    kata keeps its earlier result, marked as earlier; never a compile error, which the
///    compiler, seeing every file of a module at once, would have reported again.
/// 5. **Outdated** (``changedOnlyElsewhere(_:own:)``): a saved verdict whose files changed
///    since is not a result; if only another kata's files or a shared test changed, it still
///    places the learner (a blank line in 2.1 does not undo 4.3), and `check` tests it again.
/// 6. **Not to be trusted** (``doubt(about:savedAs:isCourseKata:)``): a saved verdict that
///    contradicts itself is not taken.
/// 7. **Passed this run** (``passedThisRun(_:changedWhileTested:)``): only a kata tested this
///    time, on the files as saved, can make `check` succeed.
/// 8. **Since when** (``since(_:earlier:now:)``): a verdict keeps the time its kata became done,
///    or not done, until that changes, so that the learner's place can say when they reached
///    their current kata (``LearnerPlace/arrived``), and an instructor tell a learner who just
///    arrived from one stuck on it.
enum VerdictRules {
  /// Rule 1: the state a kata's results give.
  ///
  /// - Parameters:
  ///   - tests: Its test results.
  ///   - checks: Its compile-check results.
  ///   - errors: Compiler errors in its files.
  static func state(
    tests: [TestResult], checks: [CompileCheckResult], errors: [Diagnostic]
  ) -> KataState {
    if !errors.isEmpty { return .compileError }
    if tests.contains(where: { if case .crashed = $0.outcome { true } else { false } }) {
      return .crashed
    }
    if tests.contains(where: { if case .timedOut = $0.outcome { true } else { false } }) {
      return .timedOut
    }
    if tests.isEmpty { return .pending }
    let passing = tests.allSatisfy(\.outcome.isPassing) && checks.allSatisfy(\.isPassing)
    return passing ? .done : .failing
  }

  /// Rule 2: the result that stands for a kata's tests when the package built and its suite
  /// gave none: the suite was renamed, or its file deleted.
  ///
  /// - Parameter suite: The suite's type name.
  static func missingSuite(_ suite: String) -> TestResult {
    TestResult(
      id: PackageLayout.suiteID(suite),
      runnerName: Message("The tests of {suite}", ["suite": suite]), suite: suite,
      outcome: .notRun(
        Message(
          """
          no test of the suite {suite} was found in {folder}: it was renamed or its file \
          deleted; `git checkout -- {tests}` puts the course's tests back
          """,
          ["suite": suite, "folder": PackageLayout.kataTests, "tests": PackageLayout.kataTests])))
  }

  /// Rule 3: the compile error of a kata file that is missing or empty.
  ///
  /// - Parameters:
  ///   - path: The file, relative to the package root.
  ///   - problem: What is wrong with it, such as "this file is missing".
  ///   - kataID: Its kata, whose `reset` restores it.
  static func unusableFile(_ path: String, problem: Message, kataID: String) -> Diagnostic {
    Diagnostic(
      position: SourcePosition(path: path, line: 1, column: 1), severity: .error,
      message: Message(
        "{problem}; `{command} reset {kata}` restores it",
        ["command": Launcher.command, "kata": kataID], parts: ["problem": problem]))
  }

  /// Rule 4: one kata's new result over its earlier one.
  ///
  /// - Parameters:
  ///   - fresh: This run's result; pending when the run could not test the kata.
  ///   - earlier: The result before it, if any.
  /// - Returns: The fresh result, or the earlier one marked as such when this run could not
  ///   test the kata and the earlier one was neither pending nor a compile error.
  static func merge(_ fresh: KataVerdict, over earlier: KataVerdict?) -> KataVerdict {
    guard fresh.state == .pending, var earlier, earlier.state != .pending,
      earlier.state != .compileError
    else { return fresh }
    earlier.isStale = true
    return earlier
  }

  /// Rule 8: since when a kata has been as its new verdict has it: the earlier verdict's time
  /// while the kata stays done, or stays not done (a failing run, a run that could not test it,
  /// an edit); now when it turns, or is judged for the first time.
  ///
  /// - Parameters:
  ///   - fresh: The new verdict.
  ///   - earlier: The verdict it replaces, outdated or not, if any.
  ///   - now: The time of the run.
  static func since(_ fresh: KataVerdict, earlier: KataVerdict?, now: Date) -> Date {
    guard let earlier, (earlier.state == .done) == (fresh.state == .done) else { return now }
    return earlier.since ?? now
  }

  /// Rule 5: whether an outdated verdict still places the learner: only parts outside the kata
  /// changed (another kata's files, a test file every kata shares).
  ///
  /// - Parameters:
  ///   - changedParts: The parts of its sources that changed; `nil` when the verdict was saved
  ///     without them, so that nothing is known.
  ///   - own: The parts that are the kata's own: its files and its tests.
  static func changedOnlyElsewhere(_ changedParts: Set<String>?, own: Set<String>) -> Bool {
    guard let changedParts else { return false }
    return !changedParts.isEmpty && changedParts.isDisjoint(with: own)
  }

  /// Rule 6: why a saved verdict is not taken, if it is not: one of a kata the course does not
  /// have; one whose state its own results deny ("done" with a failing test); one without the
  /// fingerprint of the files it was made from, which no change could ever outdate (saved by a
  /// kata-runner older than fingerprints, or typed in by hand). No local check can stop a
  /// deliberate edit that is consistent; these are what an edit, a merge conflict or an old
  /// runner leaves, and each costs only a test of its kata.
  ///
  /// - Parameters:
  ///   - verdict: The saved verdict.
  ///   - id: The kata id it was saved under.
  ///   - isCourseKata: Whether the course has a kata with that id.
  static func doubt(about verdict: KataVerdict, savedAs id: String, isCourseKata: Bool)
    -> Message?
  {
    if !isCourseKata || verdict.kataID != id { return Message("not a kata of this course") }
    if verdict.state != verdict.derivedState {
      return Message(
        "\"{state}\", which its own results deny", ["state": verdict.state.rawValue])
    }
    if verdict.state != .pending && verdict.sources == nil {
      return Message("no fingerprint of the files it was made from")
    }
    return nil
  }

  /// Rule 7: whether a kata passed in this run: done, tested this time and not an earlier
  /// result, and none of the run's files changed while it was tested.
  ///
  /// - Parameters:
  ///   - verdict: The kata's verdict after the run.
  ///   - changedWhileTested: Whether files changed while the run tested them.
  static func passedThisRun(_ verdict: KataVerdict, changedWhileTested: Bool) -> Bool {
    verdict.state == .done && !verdict.isStale && !changedWhileTested
  }
}
