/// One kata's verdict: what stands between it and done, and for `check`, every test and check.
extension StatusReport {
  /// How many failed expectations of one test are shown; the rest are counted.
  static let failuresShown = 3

  /// What stands between a kata and done, in a few lines.
  func problemLines(_ verdict: KataVerdict) -> [String] {
    let stale = verdict.isStale ? style.dim(" (from an earlier run)") : ""
    var lines = editedLines(verdict)
    switch verdict.state {
    case .done:
      lines.append(style.green("Done."))
    case .pending where !otherErrors.isEmpty || buildFailure != nil || !brokenKatas.isEmpty:
      lines.append(style.dim("Not tested: the package does not build (see above)."))
    case .pending:
      lines.append(style.dim("Not run yet."))
    case .compileError:
      lines += compileErrorLines(verdict)
    case .crashed, .timedOut, .failing:
      lines.append(Self.scoreSentence(verdict) + stale + ".")
      if let first = verdict.tests.first(where: { !$0.outcome.isPassing }) {
        lines += outcomeLines(first)
      } else {
        lines += verdict.checks.filter { !$0.isPassing }.prefix(3).flatMap(checkLines)
      }
    }
    return lines + warningLines(verdict)
  }

  /// Why a kata could not be tested: its own files do not compile, or its tests do not compile
  /// against them (then the likely cause is a changed public declaration, or an edited test).
  /// An error the kata declares it is known for names its own cause, in the lesson's words.
  func compileErrorLines(_ verdict: KataVerdict) -> [String] {
    let own = verdict.errors.filter { !$0.position.path.hasPrefix("Tests/") }
    let errors = own.isEmpty ? verdict.errors : own
    let kata = catalog.katas.first { $0.id == verdict.kataID }
    let known = kata?.knownErrors.first { known in
      errors.contains { $0.message.contains(known.message) }
    }
    var cause = verdict.testsEdited ? nil : known?.cause
    if cause == nil, own.isEmpty {
      let stubs = kata?.stubPaths ?? []
      // The lesson's pitfalls name more compile errors than a kata declares.
      let pitfalls = kata.map { ", or one of the pitfalls of \(catalog.lessonPath(of: $0))" } ?? ""
      cause =
        verdict.testsEdited
        ? "the test files were edited (`git diff \(Self.comparedWith(verdict))-- Tests` "
          + "shows how)"
        : "a public name or signature that the tests use was changed "
          + "(`git diff -- \(stubs.joined(separator: " "))` shows your changes to the stub)"
          + pitfalls
    }
    var lines = [
      style.red(
        own.isEmpty
          ? "Could not be tested: its tests do not compile against your files."
          : "Could not be tested: your files do not compile:")
    ]
    if let cause { lines.append("Likely cause: \(cause).") }
    lines += errors.prefix(6).flatMap(\.lines).map { "  \($0)" }
    if errors.count > 6 { lines.append(style.dim("  and \(errors.count - 6) more errors")) }
    return lines
  }

  /// The lines that explain one test's outcome.
  func outcomeLines(_ test: TestResult) -> [String] {
    switch test.outcome {
    case .passed:
      let cases = test.cases.map { " (\($0) cases)" } ?? ""
      return ["\(style.green("✔")) \(test.name)\(style.dim(cases))"]
    case .failed(let failures):
      let cases = test.cases.map { " (\(test.failingCases) of \($0) cases fail)" } ?? ""
      var lines = ["\(style.red("✘")) \(test.name)\(cases)"]
      var lastPosition: SourcePosition?
      for failure in failures.prefix(Self.failuresShown) {
        lines += (failure.arguments.map { ["    with \($0)"] } ?? [])
        // The cases of a parameterized test fail at one line: name it once.
        if let position = failure.position, position != lastPosition {
          lines.append("    \(position)")
        }
        lastPosition = failure.position
        lines += failure.message.split(separator: "\n").map { "    \($0)" }
      }
      // Every failing case is named, even when its expectation is not shown; a hidden
      // failure is counted only when no such line names its case already.
      let hidden = failures.dropFirst(Self.failuresShown)
      let shownCases = Set(failures.prefix(Self.failuresShown).compactMap(\.arguments))
      var alsoFailing: [String] = []
      for arguments in hidden.compactMap(\.arguments)
      where !shownCases.contains(arguments) && !alsoFailing.contains(arguments) {
        alsoFailing.append(arguments)
      }
      let counted = hidden.count { failure in
        failure.arguments.map { !alsoFailing.contains($0) } ?? true
      }
      if counted > 0 {
        lines.append(
          style.dim("    and \(counted) more failed expectation\(counted == 1 ? "" : "s")"))
      }
      lines += alsoFailing.map { style.dim("    also fails with \($0)") }
      return lines
    case .crashed(let message):
      return [
        "\(style.red("💥")) \(test.name) crashed the test process:", "    \(message)",
      ]
    case .timedOut(let limit):
      return [
        "\(style.yellow("⏱")) \(test.name) ran for more than \(limit.secondsText) and was stopped. "
          + "Look for a loop that never ends."
      ]
    case .notRun(let reason):
      return [style.dim("· \(test.name): not run, \(reason)")]
    case .skipped(let reason):
      return ["\(style.yellow("⊘")) \(test.name): skipped: \(reason). A skipped test is no pass."]
    }
  }

  /// The lines for one compile check.
  func checkLines(_ check: CompileCheckResult) -> [String] {
    if check.isPassing { return ["\(style.green("✔")) \(check.rule)"] }
    return ["\(style.red("✘")) \(check.rule)", "    \(check.path)"]
      + check.problems.map { "    \($0)" }
  }

  /// Every test and compile check of a kata, for `kata-runner check`.
  func details(of kata: Kata) -> String {
    let verdict = verdict(of: kata)
    var lines = ["\(style.symbol(for: verdict.state)) \(style.bold(kata.displayName))"]
    lines += editedLines(verdict).map { "  " + $0 }
    lines += untestedLines(verdict).map { "  " + $0 }
    if verdict.state == .compileError {
      lines += compileErrorLines(verdict).map { "  " + $0 }
    }
    for test in verdict.tests {
      let explained =
        test.outcome.isPassing ? Array(outcomeLines(test).prefix(1)) : outcomeLines(test)
      lines += explained.map { "  " + $0 }
    }
    if !verdict.checks.isEmpty {
      lines.append("  Compile checks:")
      lines += verdict.checks.flatMap(checkLines).map { "  " + $0 }
    }
    lines += warningLines(verdict).map { "  " + $0 }
    lines.append("")
    let lesson = "Lesson: \(catalog.lessonPath(of: kata))"
    switch verdict.state {
    case .done where !verdict.isStale:
      let against = verdict.testsEdited ? " against edited tests" : ""
      lines.append(
        style.green("Kata \(kata.id) is done\(against): \(Self.scoreSentence(verdict))."))
      // The same kata that `kata-runner` calls current: the first one not done.
      if let next = currentKata {
        lines.append("Next kata: \(next.displayName), \(catalog.lessonPath(of: next))")
      } else {
        lines.append(style.green("Every kata is done. Well built!"))
      }
    case _ where verdict.isStale || [.pending, .compileError].contains(verdict.state):
      lines.append("Kata \(kata.id) could not be tested this time. \(lesson)")
    default:
      lines.append("\(Self.scoreSentence(verdict)). \(lesson)")
    }
    return lines.joined(separator: "\n")
  }

  /// Why a kata has no fresh result: another kata's files break the build, or the build failed.
  private func untestedLines(_ verdict: KataVerdict) -> [String] {
    guard verdict.state == .pending || verdict.isStale else { return [] }
    let earlier = verdict.isStale ? " The results below are from an earlier run." : ""
    let blockers = brokenKatas.filter { $0.id != verdict.kataID }
    if !blockers.isEmpty {
      let names = blockers.map { "kata \($0.id)" }.joined(separator: ", ")
      return [
        style.red("Could not be tested: the files of \(names) do not compile, and no kata ")
          + style.red("can be tested until the package builds.") + earlier
      ]
        + blockers.flatMap { self.verdict(of: $0).errors.prefix(6).flatMap(\.lines) }.map {
          "  \($0)"
        }
    }
    if !otherErrors.isEmpty || buildFailure != nil {
      return [style.red("Could not be tested: the package does not build (see below).") + earlier]
    }
    return verdict.state == .pending ? [style.dim("Not run yet.")] : []
  }

  /// A warning that the kata's tests are not the committed ones.
  private func editedLines(_ verdict: KataVerdict) -> [String] {
    guard verdict.testsEdited else { return [] }
    let files = verdict.editedTestFiles
    guard !files.isEmpty else {
      return [
        style.yellow(
          "\(Self.editedMark) Tests edited: this kata's test files differ from the committed "
            + "ones, so this verdict is not the course's.")
      ]
    }
    let from = Self.comparedWith(verdict)
    var lines = [
      style.yellow(
        "\(Self.editedMark) Tests edited: \(Catalog.sentence(files)) "
          + "\(files.count == 1 ? "differs" : "differ") from the course's, so this verdict is not "
          + "the course's.")
    ]
    let changed = files.filter { !verdict.addedTestFiles.contains($0) }
    if !changed.isEmpty {
      let list = changed.joined(separator: " ")
      lines.append(
        "  `git diff \(from)-- \(list)` shows the change; `git checkout \(from)-- \(list)` "
          + "puts back the course's (copy your edit first to keep it).")
    }
    if !verdict.addedTestFiles.isEmpty {
      lines.append(
        "  The course has no \(Catalog.sentence(verdict.addedTestFiles)): you added it; "
          + "move it out of Tests to judge the kata by the course's tests alone.")
    }
    return lines
  }

  /// The commit to name in a `git diff` or `git checkout` of the kata's tests, with a space
  /// after it; empty for `HEAD`. A committed edit differs from the course's commit, not from
  /// `HEAD`.
  private static func comparedWith(_ verdict: KataVerdict) -> String {
    let revision = verdict.testsComparedWith
    return revision == "HEAD" ? "" : "\(revision.prefix(10)) "
  }

  /// The compiler's warnings on the kata's own files.
  private func warningLines(_ verdict: KataVerdict) -> [String] {
    guard !verdict.warnings.isEmpty else { return [] }
    return [style.yellow("Warnings in your files:")]
      + verdict.warnings.prefix(4).flatMap(\.lines).map { "  \($0)" }
  }

  /// How many of a kata's tests and compile checks pass, and what happened to the others, in
  /// the words every command uses: `1 of 8 pass: 6 tests fail, 1 skipped`.
  static func scoreSentence(_ verdict: KataVerdict) -> String {
    let (passed, total) = verdict.score
    var counts: [(String, String, Int)] = [
      ("test fails", "tests fail", 0), ("crashed", "crashed", 0),
      ("timed out", "timed out", 0), ("not run", "not run", 0), ("skipped", "skipped", 0),
    ]
    for test in verdict.tests {
      switch test.outcome {
      case .passed: continue
      case .failed: counts[0].2 += 1
      case .crashed: counts[1].2 += 1
      case .timedOut: counts[2].2 += 1
      case .notRun: counts[3].2 += 1
      case .skipped: counts[4].2 += 1
      }
    }
    counts.append(
      ("compile check fails", "compile checks fail", verdict.checks.count { !$0.isPassing }))
    let parts = counts.filter { $0.2 > 0 }.map { "\($0.2) \($0.2 == 1 ? $0.0 : $0.1)" }
    return "\(passed) of \(total) pass"
      + (parts.isEmpty ? "" : ": " + parts.joined(separator: ", "))
  }
}
