/// Renders a learner's progress: the bar, each module's katas, and what to do next.
public struct StatusReport: Sendable {
  /// The curriculum.
  public var catalog: Catalog
  /// The progress of each kata, by id; katas without an entry are pending.
  public var progress: [String: KataProgress]
  /// Compiler errors outside the katas' files.
  public var otherErrors: [Diagnostic]
  /// The build's last lines when it failed without compiler errors.
  public var buildFailure: String?
  /// Colours and symbols.
  public var style: Style

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - progress: Each kata's progress, by id.
  ///   - otherErrors: Errors that belong to no kata.
  ///   - buildFailure: The build's output tail when it failed without compiler errors.
  ///   - style: Colours and symbols.
  public init(
    catalog: Catalog, progress: [String: KataProgress], otherErrors: [Diagnostic] = [],
    buildFailure: String? = nil, style: Style
  ) {
    self.catalog = catalog
    self.progress = progress
    self.otherErrors = otherErrors
    self.buildFailure = buildFailure
    self.style = style
  }

  /// The progress of a kata, pending if unknown.
  public func progress(of kata: Kata) -> KataProgress {
    progress[kata.id] ?? .pending(kata.id)
  }

  /// The first kata, in teaching order, that is not done.
  public var currentKata: Kata? {
    catalog.katas.first { progress(of: $0).state != .done }
  }

  /// The overview: bar, modules, and the current kata with its next step.
  public func overview() -> String {
    let done = catalog.katas.filter { progress(of: $0).state == .done }.count
    let total = catalog.katas.count
    var lines = [
      "\(style.bold("BuilderKatas")) \(style.bar(done: done, total: total)) "
        + "\(done) of \(total) katas done",
      "",
    ]
    lines += moduleLines()
    lines.append("")
    lines += blockingLines()
    if let kata = currentKata {
      lines += currentKataLines(kata)
    } else if otherErrors.isEmpty && buildFailure == nil {
      lines.append(style.green("Every kata is done. Well built!"))
    }
    return lines.joined(separator: "\n")
  }

  /// One line per module: its number, title, count and each kata's state.
  public func moduleLines() -> [String] {
    let width = catalog.modules.map(\.title.count).max() ?? 0
    return catalog.modules.map { module in
      let done = module.katas.filter { progress(of: $0).state == .done }.count
      let title = module.title.padding(toLength: width, withPad: " ", startingAt: 0)
      let katas = module.katas.map { "\(style.symbol(for: progress(of: $0).state)) \($0.id)" }
      return "  \(module.number)  \(title)  \(done)/\(module.katas.count)  "
        + katas.joined(separator: "  ")
    }
  }

  private func blockingLines() -> [String] {
    var lines: [String] = []
    let broken = catalog.katas.filter { progress(of: $0).state == .compileError }
    for kata in broken where kata != currentKata {
      lines.append(
        style.red("Kata \(kata.id) does not compile, so no kata could be tested this time:"))
      lines += progress(of: kata).errors.prefix(6).map { "  \($0)" }
      lines.append("")
    }
    if !otherErrors.isEmpty {
      lines.append(style.red("The package does not build; these errors are outside the katas:"))
      lines += otherErrors.prefix(8).map { "  \($0)" }
      lines.append("")
    }
    if let buildFailure {
      lines.append(style.red("The build failed. Its last lines:"))
      lines += buildFailure.split(separator: "\n").map { "  \($0)" }
      lines.append("")
    }
    return lines
  }

  /// The current kata: lesson, file to edit, what fails first, and the command to run next.
  public func currentKataLines(_ kata: Kata) -> [String] {
    let kataProgress = progress(of: kata)
    var lines = [
      "\(style.bold("Current kata:")) \(kata.displayName)",
      "  Lesson  \(catalog.lessonPath(of: kata))",
      "  Edit    \(kata.stubPaths.joined(separator: ", "))",
    ]
    lines += problemLines(kataProgress).map { "  " + $0 }
    lines.append("  Next    swift run kata-runner check \(kata.id)")
    return lines
  }

  /// What stands between a kata and done, in a few lines.
  public func problemLines(_ kataProgress: KataProgress) -> [String] {
    let stale = kataProgress.isStale ? style.dim(" (from an earlier run)") : ""
    let failing = kataProgress.tests.filter { !$0.outcome.isPassing }
    switch kataProgress.state {
    case .done:
      return [style.green("Done.")]
    case .pending where !otherErrors.isEmpty || buildFailure != nil:
      return [style.dim("Not tested: the package does not build (see above).")]
    case .pending:
      return [style.dim("Not run yet.")]
    case .compileError:
      return [style.red("The kata's files do not compile:")]
        + kataProgress.errors.prefix(6).map { "  \($0)" }
    case .crashed, .timedOut, .failing:
      let counts = Self.countSentence(kataProgress.tests) + stale + "."
      if let first = failing.first {
        return [counts] + outcomeLines(first)
      }
      let checks = kataProgress.checks.filter { !$0.isPassing }
      return ["Every test passes, but \(checks.count) compile check(s) fail\(stale):"]
        + checks.prefix(3).flatMap(checkLines)
    }
  }

  /// The lines that explain one test's outcome.
  public func outcomeLines(_ test: TestResult) -> [String] {
    switch test.outcome {
    case .passed:
      return ["\(style.green("✔")) \(test.name)"]
    case .failed(let failures):
      let failure = failures[0]
      return ["\(style.red("✘")) \(test.name)"]
        + (failure.position.map { ["    \($0)"] } ?? [])
        + failure.message.split(separator: "\n").map { "    \($0)" }
    case .crashed(let message):
      return [
        "\(style.red("💥")) \(test.name) crashed the test process:", "    \(message)",
      ]
    case .timedOut(let limit):
      return [
        "\(style.yellow("⏱")) \(test.name) ran for more than \(Int(limit)) s and was stopped. "
          + "Look for a loop that never ends."
      ]
    case .notRun(let reason):
      return [style.dim("· \(test.name): not run, \(reason)")]
    }
  }

  /// The lines for one compile check.
  public func checkLines(_ check: CompileCheckResult) -> [String] {
    if check.isPassing { return ["\(style.green("✔")) \(check.rule)"] }
    return ["\(style.red("✘")) \(check.rule)", "    \(check.path)"]
      + check.problems.map { "    \($0)" }
  }

  /// Every test and compile check of a kata, for `kata-runner check`.
  public func details(of kata: Kata) -> String {
    let kataProgress = progress(of: kata)
    var lines = ["\(style.symbol(for: kataProgress.state)) \(style.bold(kata.displayName))"]
    if kataProgress.state == .compileError {
      lines += problemLines(kataProgress).map { "  " + $0 }
    }
    for test in kataProgress.tests {
      let explained =
        test.outcome.isPassing ? Array(outcomeLines(test).prefix(1)) : outcomeLines(test)
      lines += explained.map { "  " + $0 }
    }
    if !kataProgress.checks.isEmpty {
      lines.append("  Compile checks:")
      lines += kataProgress.checks.flatMap(checkLines).map { "  " + $0 }
    }
    let (passed, total) = kataProgress.score
    lines.append("")
    if kataProgress.state == .done {
      lines.append(style.green("Kata \(kata.id) is done: \(passed) of \(total) pass."))
      if let next = catalog.katas.drop(while: { $0 != kata }).dropFirst().first {
        lines.append("Next kata: \(next.displayName), \(catalog.lessonPath(of: next))")
      }
    } else {
      lines.append("\(passed) of \(total) pass. Lesson: \(catalog.lessonPath(of: kata))")
    }
    return lines.joined(separator: "\n")
  }

  /// A sentence that counts a kata's tests by outcome, such as `1 of 7 tests crashed, 6 not run`.
  static func countSentence(_ tests: [TestResult]) -> String {
    var counts: [(String, Int)] = [("fail", 0), ("crashed", 0), ("timed out", 0), ("not run", 0)]
    for test in tests {
      switch test.outcome {
      case .passed: continue
      case .failed: counts[0].1 += 1
      case .crashed: counts[1].1 += 1
      case .timedOut: counts[2].1 += 1
      case .notRun: counts[3].1 += 1
      }
    }
    let parts = counts.filter { $0.1 > 0 }.map { "\($0.1) \($0.0)" }
    return "\(tests.count) tests: " + parts.joined(separator: ", ")
  }
}
