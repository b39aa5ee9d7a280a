import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What the runner is doing while it builds and tests, so that a first build of a minute or two
/// never looks like a hang.
///
/// In a terminal it is one line, rewritten in place and cleared before the results are printed.
/// Elsewhere (CI logs, pipes) it prints plain lines: the build's step at most every ten seconds,
/// and each kata's tests as they finish.
final class LiveProgress: EvaluationProgress {
  private let catalog: Catalog
  private let style: Style
  private let isTerminal: Bool
  private let output: CommandOutput
  private let words: Words
  private var lineShown = false
  private var lastBuildLine = Date.distantPast
  private var reportedSuites: Set<String> = []
  /// What the code under test printed, in order, for `check` to show after the verdict.
  private(set) var printedLines: [String] = []
  /// How many katas this run tests, so that a stopped test says whether others go on.
  var kataCount = 0

  /// Creates the progress display for a command's output.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum, to name katas by their suites.
  ///   - style: Colours and symbols.
  ///   - isTerminal: Whether to rewrite one line in place; standard output's own answer if `nil`.
  ///   - output: Where the lines go: the command's output.
  ///   - words: The language of the lines.
  init(
    catalog: Catalog, style: Style, isTerminal: Bool? = nil, output: CommandOutput = .standard,
    words: Words = .english
  ) {
    self.catalog = catalog
    self.style = style
    self.isTerminal = isTerminal ?? (isatty(STDOUT_FILENO) == 1)
    self.output = output
    self.words = words
  }

  /// The build has reached a step.
  func building(step: Int, of total: Int) {
    // SwiftPM counts "1 of 1" while it plans, before the real number of steps is known.
    guard step > 0, total > 1 else { return }
    let steps: KeyValuePairs = ["step": "\(step)", "total": "\(total)"]
    if isTerminal {
      show(words("Building… step {step} of {total}", steps))
    } else if Date().timeIntervalSince(lastBuildLine) >= 10 {
      lastBuildLine = Date()
      emit(words("Building: step {step} of {total}", steps))
    }
  }

  /// Tests have finished; each kata whose tests have all ended is shown once.
  ///
  /// - Parameter suites: Each suite's counts, in the order the tests were listed.
  func tested(_ suites: [(name: String, count: LiveEventReader.SuiteCount)]) {
    let done = suites.filter { $0.count.ended == $0.count.listed }
    for suite in done where !reportedSuites.contains(suite.name) {
      reportedSuites.insert(suite.name)
      guard !isTerminal, let kata = catalog.katas.first(where: { $0.suite == suite.name }) else {
        continue
      }
      emit(
        words(
          "Tested {kata}: {passed} of {total} tests pass",
          [
            "kata": kata.displayName, "passed": "\(suite.count.passed)",
            "total": "\(suite.count.listed)",
          ]))
    }
    if isTerminal {
      let katas = suites.filter { suite in catalog.katas.contains { $0.suite == suite.name } }
      let tested = katas.filter { reportedSuites.contains($0.name) }.count
      show(
        words("Testing… {done} of {total} katas", ["done": "\(tested)", "total": "\(katas.count)"]))
    }
  }

  /// A kata's test crashed or hung and was stopped: said at once, since a hang costs the whole
  /// time limit and several in a row would otherwise look like a frozen runner.
  func stopped(_ suite: String, because outcome: TestOutcome) {
    guard let kata = catalog.katas.first(where: { $0.suite == suite }) else { return }
    let others = kataCount > 1
    let line: String
    switch (outcome, others) {
    case (.timedOut(let limit), true):
      line = words(
        "{kata}: a test ran for more than {limit} and was stopped; the other katas go on",
        ["kata": kata.displayName, "limit": words.seconds(limit)])
    case (.timedOut(let limit), false):
      line = words(
        "{kata}: a test ran for more than {limit} and was stopped",
        ["kata": kata.displayName, "limit": words.seconds(limit)])
    case (_, true):
      line = words("{kata}: a test crashed; the other katas go on", ["kata": kata.displayName])
    case (_, false):
      line = words("{kata}: a test crashed", ["kata": kata.displayName])
    }
    clear()
    emit(line)
  }

  func printed(_ lines: [String]) {
    printedLines += lines
  }

  /// Compile checks are being type-checked.
  func checking(_ count: Int) {
    guard count > 0 else { return }
    let line =
      count == 1
      ? words("Type-checking 1 compile check")
      : words("Type-checking {count} compile checks", ["count": "\(count)"])
    if isTerminal {
      show(line + "…")
    } else {
      emit(line)
    }
  }

  /// Says something about the run that is not a step of it, such as why it starts again.
  func note(_ message: Message) {
    clear()
    emit(words.render(message))
  }

  /// Removes the live line, before results are printed.
  func clear() {
    guard lineShown else { return }
    output.print("\r\u{1B}[2K", terminator: "")
    fflush(nil)
    lineShown = false
  }

  private func show(_ text: String) {
    // Kept shorter than any usual terminal, so that `\r` always returns to its start.
    output.print("\r\u{1B}[2K" + style.dim(text.prefix(width: 72)), terminator: "")
    fflush(nil)
    lineShown = true
  }

  private func emit(_ text: String) {
    output.print(style.dim(text))
    fflush(nil)
  }
}
