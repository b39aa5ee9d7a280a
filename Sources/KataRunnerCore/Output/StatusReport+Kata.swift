/// One kata's verdict: what stands between it and done, and for `check`, every test and check.
extension StatusReport {
  /// How many failed expectations of one test are shown; the rest are counted.
  static let failuresShown = 3

  /// What stands between a kata and done, in a few lines.
  func problemLines(_ verdict: KataVerdict) -> [String] {
    let stale = verdict.isStale ? style.dim(words.gap + words("(from an earlier run)")) : ""
    var lines = editedLines(verdict)
    switch verdict.state {
    case .done:
      lines.append(style.green(words("Done.")))
    case .pending where !otherErrors.isEmpty || buildFailure != nil || !brokenKatas.isEmpty:
      lines.append(style.dim(words("Not tested: the package does not build (see above).")))
    case .pending:
      lines.append(style.dim(words("Not run yet.")))
    case .compileError:
      lines += compileErrorLines(verdict)
    case .crashed, .timedOut, .failing:
      lines.append(words("{score}.", ["score": Self.scoreSentence(verdict, words) + stale]))
      if let first = verdict.tests.first(where: { !$0.outcome.isPassing }) {
        lines += outcomeLines(first)
      } else {
        lines += verdict.checks.filter { !$0.isPassing }.prefix(3).flatMap(checkLines)
      }
    }
    return lines + warningLines(verdict)
  }

  /// The errors that explain why a kata could not be tested: those in the learner's files when
  /// there are some, else those of its tests.
  private func shownErrors(_ verdict: KataVerdict) -> (errors: [Diagnostic], own: Bool) {
    let own = verdict.ownErrors
    return own.isEmpty ? (verdict.errors, false) : (own, true)
  }

  /// The cause of a kata's compile error that the curriculum knows: one the kata declares, or
  /// one any kata can meet (``Catalog/knownErrors``), in the lesson's words; `nil` when it
  /// knows none, or when the kata's tests were edited, which is then the likelier cause.
  func knownCause(of verdict: KataVerdict) -> String? {
    guard verdict.state == .compileError, !verdict.testsEdited else { return nil }
    let errors = shownErrors(verdict).errors
    let kata = catalog.katas.first { $0.id == verdict.kataID }
    return ((kata?.knownErrors ?? []) + catalog.knownErrors).first { known in
      errors.contains { $0.message.description.contains(known.message) }
    }?.cause
  }

  /// The cause the curriculum knows of what keeps a kata from a verdict: its own compile
  /// error's, or, for a kata that other katas' compile errors keep from being tested, theirs
  /// (fault pass row 40: a `buildIf` renamed in 4.1's file, checked from 4.3, which uses it);
  /// `nil` when it knows none.
  func knownCause(blocking verdict: KataVerdict) -> String? {
    if let own = knownCause(of: verdict) { return own }
    guard verdict.state == .pending || verdict.isStale else { return nil }
    return brokenKatas.lazy.filter { $0.id != verdict.kataID }
      .compactMap { self.knownCause(of: self.verdict(of: $0)) }.first
  }

  /// Why a kata could not be tested: its own files do not compile, or its tests do not compile
  /// against them (then the likely cause is a changed public declaration, or an edited test).
  /// An error the curriculum knows names its own cause, in the lesson's words.
  func compileErrorLines(_ verdict: KataVerdict) -> [String] {
    let (errors, isOwn) = shownErrors(verdict)
    let own = isOwn ? errors : []
    let kata = catalog.katas.first { $0.id == verdict.kataID }
    var cause = knownCause(of: verdict)
    if cause == nil, own.isEmpty {
      let stub = (kata?.stubPaths ?? []).joined(separator: " ")
      // The lesson's pitfalls name more compile errors than a kata declares.
      cause =
        verdict.testsEdited
        ? words(
          "the test files were edited (`git diff {commit}-- Tests` shows how)",
          ["commit": Self.comparedWith(verdict)])
        : kata.map {
          words(
            """
            a public name or signature that the tests use was changed (`git diff -- {stub}` \
            shows your changes to the stub), or one of the pitfalls of {lesson}
            """, ["stub": stub, "lesson": catalog.lessonPath(of: $0)])
        }
          ?? words(
            """
            a public name or signature that the tests use was changed (`git diff -- {stub}` \
            shows your changes to the stub)
            """, ["stub": stub])
    }
    var lines = [
      style.red(
        own.isEmpty
          ? words("Could not be tested: its tests do not compile against your files.")
          : words("Could not be tested: your files do not compile:"))
    ]
    if let cause { lines.append(words("Likely cause: {cause}.", ["cause": cause])) }
    lines += notedKataLines(errors)
    lines += errors.prefix(6).flatMap { $0.lines(words.render) }.map { "  \($0)" }
    if errors.count > 6 {
      lines.append(
        style.dim("  " + words("and {count} more errors", ["count": "\(errors.count - 6)"])))
    }
    return lines
  }

  /// The lines that explain one test's outcome.
  func outcomeLines(_ test: TestResult) -> [String] {
    // The test's name and comments from its kata's table in the learner's language; a name or
    // reason the runner recorded, said in that language.
    let name = testWords.name(of: test) ?? test.runnerName.map(words.render) ?? test.name
    switch test.outcome {
    case .passed:
      let cases =
        test.cases.map { words.gap + words("({count} cases)", ["count": "\($0)"]) } ?? ""
      return ["\(style.green("✔")) \(name)\(style.dim(cases))"]
    case .failed(let failures):
      let cases =
        test.cases.map {
          words.gap
            + words(
              "({failing} of {count} cases fail)",
              ["failing": "\(test.failingCases)", "count": "\($0)"])
        } ?? ""
      var lines = ["\(style.red("✘")) \(name)\(cases)"]
      var lastPosition: SourcePosition?
      for failure in failures.prefix(Self.failuresShown) {
        lines +=
          (failure.arguments.map { ["    " + words("with {arguments}", ["arguments": $0])] }
            ?? [])
        // The cases of a parameterized test fail at one line: name it once.
        if let position = failure.position, position != lastPosition {
          lines.append("    \(position)")
        }
        lastPosition = failure.position
        // Swift Testing's words stay as printed (the runner's own among them said in the
        // learner's language); the test's comment comes from the table.
        let comment = failure.expectationAndComment.comment
        lines += failure.expectationText(words.render).split(separator: "\n").map { "    " + $0 }
        if let comment {
          let said = testWords.comment(of: failure, in: test.suite) ?? comment
          lines += said.split(separator: "\n").map { "    " + $0 }
        }
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
          style.dim(
            "    "
              + (counted == 1
                ? words("and 1 more failed expectation")
                : words("and {count} more failed expectations", ["count": "\(counted)"]))))
      }
      lines += alsoFailing.map {
        style.dim("    " + words("also fails with {arguments}", ["arguments": $0]))
      }
      return lines
    case .crashed(let message):
      return [
        "\(style.red("💥")) "
          + words("{test} crashed the test process:", ["test": name]),
        "    " + words.render(message),
      ]
    case .timedOut(let limit):
      return [
        "\(style.yellow("⏱")) "
          + words(
            "{test} ran for more than {limit} and was stopped. Look for a loop that never ends.",
            ["test": name, "limit": words.seconds(limit)])
      ]
    case .notRun(let reason):
      return [
        style.dim(
          "· "
            + words("{test}: not run, {reason}", ["test": name, "reason": words.render(reason)]))
      ]
    case .skipped(let reason):
      return [
        "\(style.yellow("⊘")) "
          + words(
            "{test}: skipped: {reason}. A skipped test is no pass.",
            ["test": name, "reason": reason])
      ]
    }
  }

  /// Where the compiler's notes point, when it is a kata's file other than the error's: the
  /// place to look first (an ambiguous call in 7.1's file whose candidates are in 3.1's).
  private func notedKataLines(_ errors: [Diagnostic]) -> [String] {
    var files: [String] = []
    var katas: [String] = []
    for error in errors {
      for path in error.notedPaths where path != error.position.path && !files.contains(path) {
        let owners = catalog.katas(withStub: path)
        guard !owners.isEmpty else { continue }
        files.append(path)
        for kata in owners where !katas.contains(kata.id) { katas.append(kata.id) }
      }
    }
    guard !files.isEmpty else { return [] }
    return [
      words(
        "The compiler's notes point into the files of kata {katas}: look there first.",
        ["katas": words.list(katas)])
    ]
  }

  /// The lines for one compile check.
  func checkLines(_ check: CompileCheckResult) -> [String] {
    let rule = testWords.rule(of: check) ?? check.rule
    if check.isPassing { return ["\(style.green("✔")) \(rule)"] }
    return ["\(style.red("✘")) \(rule)", "    \(check.path)"]
      + check.problems.map { "    " + words.render($0) }
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
      lines.append("  " + words("Compile checks:"))
      lines += verdict.checks.flatMap(checkLines).map { "  " + $0 }
    }
    lines += warningLines(verdict).map { "  " + $0 }
    lines.append("")
    let lesson = catalog.lessonPath(of: kata)
    let score = Self.scoreSentence(verdict, words)
    switch verdict.state {
    case .done where !verdict.isStale:
      lines.append(
        style.green(
          verdict.testsEdited
            ? words(
              "Kata {kata} is done against edited tests: {score}.",
              ["kata": kata.id, "score": score])
            : words("Kata {kata} is done: {score}.", ["kata": kata.id, "score": score])))
      // The same kata that `kata-runner` calls current: the first one not done.
      if let next = currentKata {
        let values: KeyValuePairs = [
          "kata": next.displayName, "lesson": catalog.lessonPath(of: next),
          "changes": words.list((outdatedBy[next.id] ?? []).map(words.render)),
        ]
        // A kata the learner did once, then changed, is next again: say why, on a line of its
        // own (trial M5).
        lines.append(words("Next kata: {kata}, {lesson}", values))
        switch outdatedBy[next.id] {
        case nil: break
        case let changes? where changes.isEmpty:
          lines.append(
            words("Its last result is from before a file it uses changed: test it again.", values))
        default:
          lines.append(
            words("Its last result is from before {changes} changed: test it again.", values))
        }
      } else {
        lines.append(style.green(words("Every kata is done. Well built!")))
      }
    case _ where verdict.isStale || [.pending, .compileError].contains(verdict.state):
      lines.append(
        words(
          "Kata {kata} could not be tested this time. Lesson: {lesson}",
          ["kata": kata.id, "lesson": lesson]))
    default:
      lines.append(words("{score}. Lesson: {lesson}", ["score": score, "lesson": lesson]))
    }
    return lines.joined(separator: "\n")
  }

  /// Why a kata has no fresh result: another kata's files break the build, or the build failed.
  private func untestedLines(_ verdict: KataVerdict) -> [String] {
    guard verdict.state == .pending || verdict.isStale else { return [] }
    let earlier =
      verdict.isStale ? words.gap + words("The results below are from an earlier run.") : ""
    let blockers = brokenKatas.filter { $0.id != verdict.kataID }
    if !blockers.isEmpty {
      // A kata whose own files compile but whose tests do not is not said to be broken: the
      // cause is often elsewhere (fault pass row 40: a `buildIf` renamed in 4.1's file breaks
      // the tests of 3.1, 4.5, 5.3 and 6.4, whose files are untouched references).
      let own = blockers.filter { !self.verdict(of: $0).ownErrors.isEmpty }.map(\.id)
      let tests = blockers.filter { self.verdict(of: $0).ownErrors.isEmpty }.map(\.id)
      let values: KeyValuePairs = ["katas": words.list(own), "tests": words.list(tests)]
      let sentence =
        tests.isEmpty
        ? words(
          """
          Could not be tested: the files of kata {katas} do not compile, and no kata can be \
          tested until the package builds.
          """, values)
        : own.isEmpty
          ? words(
            """
            Could not be tested: the tests of kata {tests} do not compile, and no kata can be \
            tested until the package builds.
            """, values)
          : words(
            """
            Could not be tested: the files of kata {katas} do not compile, nor the tests of \
            kata {tests}, and no kata can be tested until the package builds.
            """, values)
      let cause = knownCause(blocking: verdict).map {
        words("Likely cause: {cause}.", ["cause": $0])
      }
      return [style.red(sentence) + earlier] + (cause.map { [$0] } ?? [])
        + blockers.flatMap {
          self.verdict(of: $0).errors.prefix(6).flatMap { $0.lines(words.render) }
        }.map {
          "  \($0)"
        }
    }
    if !otherErrors.isEmpty || buildFailure != nil {
      return [
        style.red(words("Could not be tested: the package does not build (see below)."))
          + earlier
      ]
    }
    return verdict.state == .pending ? [style.dim(words("Not run yet."))] : []
  }

  /// A warning that the kata's tests are not the committed ones.
  private func editedLines(_ verdict: KataVerdict) -> [String] {
    guard verdict.testsEdited else { return [] }
    let files = verdict.editedTestFiles
    guard !files.isEmpty else {
      return [
        style.yellow(
          words(
            """
            {mark} Tests edited: this kata's test files differ from the committed ones, so this \
            verdict is not the course's.
            """, ["mark": Self.editedMark]))
      ]
    }
    let from = Self.comparedWith(verdict)
    let edited =
      files.count == 1
      ? words(
        "{mark} Tests edited: {files} differs from the course's, so this verdict is not the course's.",
        ["mark": Self.editedMark, "files": files[0]])
      : words(
        "{mark} Tests edited: {files} differ from the course's, so this verdict is not the course's.",
        ["mark": Self.editedMark, "files": words.list(files)])
    var lines = [style.yellow(edited)]
    let changed = files.filter { !verdict.addedTestFiles.contains($0) }
    if !changed.isEmpty {
      lines.append(
        "  "
          + words(
            """
            `git diff {commit}-- {files}` shows the change; `git checkout {commit}-- {files}` puts \
            back the course's (copy your edit first to keep it).
            """, ["commit": from, "files": changed.joined(separator: " ")]))
    }
    if !verdict.addedTestFiles.isEmpty {
      lines.append(
        "  "
          + words(
            """
            The course has no {files}: you added it; move it out of Tests to judge the kata by \
            the course's tests alone.
            """, ["files": words.list(verdict.addedTestFiles)]))
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
    return [style.yellow(words("Warnings in your files:"))]
      + verdict.warnings.prefix(4).flatMap { $0.lines(words.render) }.map { "  \($0)" }
  }

  /// How many of a kata's tests and compile checks pass, and what happened to the others, in
  /// the words every command uses: `1 of 8 pass: 6 tests fail, 1 skipped`.
  static func scoreSentence(_ verdict: KataVerdict, _ words: Words = .english) -> String {
    let (passed, total) = verdict.score
    var failed = 0
    var crashed = 0
    var timedOut = 0
    var notRun = 0
    var skipped = 0
    for test in verdict.tests {
      switch test.outcome {
      case .passed: continue
      case .failed: failed += 1
      case .crashed: crashed += 1
      case .timedOut: timedOut += 1
      case .notRun: notRun += 1
      case .skipped: skipped += 1
      }
    }
    let checks = verdict.checks.count { !$0.isPassing }
    let parts = [
      failed == 0
        ? nil
        : failed == 1
          ? words("1 test fails") : words("{count} tests fail", ["count": "\(failed)"]),
      crashed == 0 ? nil : words("{count} crashed", ["count": "\(crashed)"]),
      timedOut == 0 ? nil : words("{count} timed out", ["count": "\(timedOut)"]),
      notRun == 0 ? nil : words("{count} not run", ["count": "\(notRun)"]),
      skipped == 0 ? nil : words("{count} skipped", ["count": "\(skipped)"]),
      checks == 0
        ? nil
        : checks == 1
          ? words("1 compile check fails")
          : words("{count} compile checks fail", ["count": "\(checks)"]),
    ].compactMap { $0 }
    let score = words("{passed} of {total} pass", ["passed": "\(passed)", "total": "\(total)"])
    return parts.isEmpty
      ? score
      : words(
        "{score}: {problems}", ["score": score, "problems": parts.joined(separator: words.comma)])
  }
}
