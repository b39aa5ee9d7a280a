import Foundation

extension RunnerContext {
  /// The kata a learner named, or the current kata (the first not done) when none is named.
  ///
  /// - Parameters:
  ///   - name: What the learner typed, if anything.
  ///   - command: The command, for the message when every kata is done.
  /// - Returns: The kata; `nil`, after saying so, when none is named and every kata is done.
  func kata(named name: String?, for command: String) throws -> Kata? {
    if let name { return try catalog.kata(named: name) }
    if let current = progress.current { return current }
    let last = catalog.katas.last?.id ?? "1.1"
    print(
      style.green(words("Every kata is done. Well built!")) + words.gap
        + words(
          "Name one to go back to it, such as `{command} {name} {kata}`.",
          ["command": Launcher.command, "name": command, "kata": last]))
    return nil
  }

  /// Makes verdicts the one way every command does: the pipeline (``KataEvaluator``: build,
  /// tests, compile checks, warnings, edited tests) from the files as the progress last read
  /// them, then the results recorded by the progress (``VerdictRules``), with the files as the
  /// run read them after its tests.
  ///
  /// - Parameters:
  ///   - katas: The katas to judge; every kata when `nil`.
  ///   - timeLimit: How long one test may run, in seconds.
  ///   - live: Where the run shows its steps.
  /// - Returns: The evaluation, whose verdicts the progress now holds (not saved yet).
  func judge(_ katas: [Kata]?, timeLimit: Double, live: LiveProgress) throws
    -> KataEvaluator.Evaluation
  {
    let evaluation = try KataEvaluator(root: root, catalog: catalog, testTimeLimit: timeLimit)
      .evaluate(katas, from: progress.sourcesRead, progress: live)
    progress.record(evaluation.katas, sourcesAfter: evaluation.sourcesAfter)
    return evaluation
  }

  /// Saves the results this command made; when that fails (a full disk), the results are
  /// still shown, so the failure is returned as a note for after them rather than thrown.
  ///
  /// - Parameter sources: The sources' fingerprint, after a complete run.
  /// - Returns: What to print after the results when they could not be saved.
  func saveProgress(sources: String? = nil) -> String? {
    do {
      try progress.save(sources: sources)
      return nil
    } catch {
      return words.render(
        Message(
          """
          These results could not be saved ({summary}), so the next command tests these katas \
          again. {next}
          """,
          parts: [
            "summary": SystemError.summary(error),
            "next": SystemError.nextStep(error) ?? Message(verbatim: ""),
          ]))
    }
  }

  /// Gets a command that makes verdicts ready: a progress file that could not be written is
  /// refused first, since a verdict that could not be saved would be lost, and what it said with
  /// it; then the note about saved progress that could not be read is printed.
  func prepareForVerdicts() throws {
    try progressStore.checkWritable()
    printProgressWarning()
  }

  /// The learner's verdicts as this command shows them: in its style and language, with the
  /// learner where their progress places them.
  ///
  /// - Parameters:
  ///   - otherErrors: Errors of the run that belong to no kata.
  ///   - buildFailure: The build's last lines when it failed without compiler errors.
  func statusReport(otherErrors: [Diagnostic] = [], buildFailure: String? = nil) -> StatusReport {
    var report = StatusReport(
      catalog: catalog, verdicts: progress.katas, otherErrors: otherErrors,
      buildFailure: buildFailure, style: style, words: words)
    report.testWords = TestTranslation(root: root, catalog: catalog, language: words.language)
    report.place = progress.place
    report.outdatedBy = progress.outdated.mapValues(\.changes)
    return report
  }

  /// The line that shows how a build and its tests go, in this command's style and language.
  func liveProgress() -> LiveProgress {
    LiveProgress(catalog: catalog, style: style, output: output, words: words)
  }

  /// Prints the notes about saved progress, or a followed agenda, that could not be used.
  func printProgressWarning() {
    for warning in progress.warnings { printNote(warning) }
  }

  /// Prints a note, such as why saved progress was not taken, marked as one.
  package func printNote(_ note: String) {
    print(style.yellow(self.note(note)))
  }

  /// Prints a note that was made where the learner's language was not known.
  package func printNote(_ note: Message) {
    printNote(words.render(note))
  }

  /// A note marked as one, in the command's language, for standard output or error.
  package func note(_ note: String) -> String {
    words("Note: {note}", ["note": note])
  }

  /// A note made where the learner's language was not known, said in it and marked as one.
  package func note(_ note: Message) -> String {
    self.note(words.render(note))
  }

  /// Reads a kata's lesson.
  ///
  /// - Parameter kata: The kata.
  /// - Returns: The lesson's path, relative to the package root, and its text.
  /// - Throws: ``RunnerError/catalog(_:)`` naming the missing file and how to restore it.
  func lesson(of kata: Kata) throws -> (path: String, markdown: String) {
    let path = catalog.lessonPath(of: kata)
    if let why = TextFile.notAPage(root.appending(path: path)) {
      throw RunnerError.catalog(
        Message(
          """
          {file}: the lesson of kata {kata} is {why}. Restore it with `git checkout -- {file}`.
          """, ["file": path, "kata": kata.id], parts: ["why": why]))
    }
    if let refused = catalog.refusedLessons[kata.id] { printNote(refused) }
    guard let markdown = TextFile.read(root.appending(path: path)) else {
      throw RunnerError.catalog(
        Message(
          "{file}: the lesson of kata {kata} is missing. Restore it with `git checkout -- {file}`.",
          ["file": path, "kata": kata.id]))
    }
    return (path, markdown)
  }
}
