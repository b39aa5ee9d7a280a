import Foundation
import KataRunnerCore

extension Verifier {
  /// Turns what the walk saw into findings, naming the kata, the test and the state in each.
  ///
  /// - Parameters:
  ///   - visits: Every state visited.
  ///   - everything: Whether the walk covered the whole curriculum and ran every test at its end.
  func judge(_ visits: [Visit], everything: Bool) -> [VerifyFinding] {
    let end = visits.first { everything && $0.state.solved == catalog.katas.count }
    let passingAtEnd = Set((end?.tests ?? []).filter(\.outcome.isPassing).map(\.id))
    var findings = (end?.tests ?? []).map { result in
      VerifyFinding(
        kataID: catalog.katas.first { $0.suite == result.suite }?.id, area: .projectTests,
        subject: "\(result.suite): \(result.name)",
        problem: result.outcome.isPassing ? nil : result.outcome.explanation(words.render))
    }
    if let errors = end?.maintainersBuildErrors {
      findings.append(
        VerifyFinding(
          kataID: nil, area: .projectTests, subject: "\(PackageLayout.maintainers)/Package.swift",
          problem: words("the maintainers' package does not build:\n{errors}", ["errors": errors])))
    }
    for visit in visits {
      if let kata = visit.unsolved { findings += stubFindings(kata, in: visit) }
      if let kata = visit.solved {
        findings += solvedFindings(kata, in: visit, passingAtEnd: everything ? passingAtEnd : nil)
        findings += visit.lesson
      }
    }
    return findings
  }

  /// The one finding of a kata whose state did not compile, as its stub or once solved: no test
  /// of it ran, so nothing else can be said of it; `nil` when the state built.
  ///
  /// - Parameters:
  ///   - area: The column the finding stands in.
  ///   - files: The kata's files in that state: its stubs, or its references.
  private func buildFailure(
    of kata: Kata, in visit: Visit, area: VerifyFinding.Area, files: [String]
  ) -> VerifyFinding? {
    visit.buildErrors.map { errors in
      VerifyFinding(
        kataID: kata.id, area: area, subject: files.joined(separator: ", "),
        problem: words(
          "the package does not compile with {state}:\n{errors}",
          ["state": visit.state.description(in: catalog, words: words), "errors": errors]))
    }
  }

  /// Every test and compile check of a kata must fail while it is the first stub.
  private func stubFindings(_ kata: Kata, in visit: Visit) -> [VerifyFinding] {
    let state = visit.state.description(in: catalog, words: words)
    if let failed = buildFailure(of: kata, in: visit, area: .stub, files: kata.stubPaths) {
      return [failed]
    }
    let files = kata.stubPaths.joined(separator: ", ")
    var findings = visit.tests.filter { $0.suite == kata.suite }.map { result in
      VerifyFinding(
        kataID: kata.id, area: .stub, subject: result.name,
        problem: Self.stubProblem(result.outcome, state: state, files: files, words: words))
    }
    // A comment the runner cannot place at its failure's position is one that no table can
    // say: found here, where every expectation of the stub fails.
    if hasJapaneseEdition {
      let results = visit.tests.filter { $0.suite == kata.suite }
      for unplaced in TestTranslation.unplacedComments(of: results) {
        findings.append(
          VerifyFinding(
            kataID: kata.id, area: .structure, subject: unplaced.position,
            problem: words(
              """
              no literal of the expectation here renders as its comment ("{comment}"), so the \
              runner cannot say it in Japanese. Next step: write the comment as one string literal \
              in the #expect, #require or Issue.record call, with every sentence in it.
              """, ["comment": unplaced.comment])))
      }
    }
    for check in visit.checks where check.path.hasPrefix(kata.compileCheckFolder + "/") {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .stub, subject: check.path,
          problem: check.isPassing
            ? words(
              """
              holds with {state}: this check cannot tell a solved kata from an unsolved one.
              Next step: make a line that only a solved {kata} rejects end with \
              `// expected-error`, or move the check to the kata whose rule it proves.
              """, ["state": state, "kata": kata.id])
            : nil))
    }
    return findings
  }

  /// Why a test's outcome on the untouched stub is wrong, or `nil` when it failed as it must.
  ///
  /// - Parameters:
  ///   - outcome: What the test did.
  ///   - state: The state it ran in, in words.
  ///   - files: The kata's stub files.
  ///   - words: The language of the finding.
  static func stubProblem(
    _ outcome: TestOutcome, state: String, files: String, words: Words = .english
  ) -> String? {
    switch outcome {
    case .passed:
      words(
        """
        passes with {state}, so it cannot tell a solved kata from an unsolved one.
        Next step: make it check what {files} must do, so that the untouched stub fails it; if \
        it tests an earlier kata's code, move it to that kata.
        """, ["state": state, "files": files])
    case .notRun(let reason):
      words(
        "did not run with {state}: {reason}", ["state": state, "reason": words.render(reason)])
    case .skipped(let reason):
      words(
        "is skipped with {state} ({reason}): a test that does not run proves nothing",
        ["state": state, "reason": reason])
    case .failed, .crashed, .timedOut: nil
    }
  }

  /// Every test and compile check of a kata must pass once it is solved, with the later katas
  /// still stubs.
  ///
  /// - Parameter passingAtEnd: The ids of the tests that passed with every kata at its
  ///   reference, when the whole package was tested; `nil` for a narrowed run.
  private func solvedFindings(_ kata: Kata, in visit: Visit, passingAtEnd: Set<String>?)
    -> [VerifyFinding]
  {
    let state = visit.state.description(in: catalog, words: words)
    if let failed = buildFailure(of: kata, in: visit, area: .inOrder, files: kata.referencePaths) {
      return [failed]
    }
    let tests = visit.tests.filter { $0.suite == kata.suite }
    var findings = tests.map { result in
      VerifyFinding(
        kataID: kata.id, area: .inOrder, subject: result.name,
        problem: result.outcome.isPassing
          ? nil
          : inOrderProblem(
            result, kata: kata, state: state, laterNeeded: passingAtEnd?.contains(result.id)))
    }
    if tests.isEmpty {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .structure,
          subject: words("suite {suite}", ["suite": kata.suite]),
          problem: words(
            "no test of {folder} has this suite, which {file} names",
            ["folder": PackageLayout.kataTests, "file": Catalog.path])))
    }
    for check in visit.checks where check.path.hasPrefix(kata.compileCheckFolder + "/") {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .inOrder, subject: check.path,
          problem: check.isPassing
            ? nil
            : words(
              "fails with {state}:\n{problems}",
              [
                "state": state,
                "problems": check.problems.map(words.render).joined(separator: "\n"),
              ])))
    }
    return findings
  }

  /// Why a test fails once its kata is solved, and what to do about it.
  ///
  /// - Parameter laterNeeded: Whether the test passed with every kata at its reference; `nil`
  ///   when that was not run.
  private func inOrderProblem(
    _ result: TestResult, kata: Kata, state: String, laterNeeded: Bool?
  ) -> String {
    let first = catalog.katas[0].id
    let earlier =
      first == kata.id
      ? words("kata {kata}", ["kata": first])
      : words("katas {first}-{last}", ["first": first, "last": kata.id])
    let move = words(
      """
      move it to the later kata whose code it uses (its lesson can mention it), or rewrite it \
      with the code of {earlier} only.
      """, ["earlier": earlier])
    let explanation = result.outcome.explanation(words.render)
    switch laterNeeded {
    case true?:
      return words(
        """
        fails with {state}, but passes with every kata at its reference: it needs a later kata.
        Next step: {move}
        {explanation}
        """, ["state": state, "move": move, "explanation": explanation])
    case false?:
      return words(
        """
        fails with {state}, and with every kata at its reference too.
        Next step: fix the reference in Sources/Builders or the test.
        {explanation}
        """, ["state": state, "explanation": explanation])
    case nil:
      return words(
        """
        fails with {state}.
        Next step: if it passes with every kata at its reference (`{filter}`), it needs a later \
        kata: {move} If not, fix the reference or the test.
        {explanation}
        """,
        [
          "state": state, "filter": "swift test --traits Solutions --filter \(kata.suite)",
          "move": move, "explanation": explanation,
        ])
    }
  }
}
