import Foundation
import KataRunnerCore

extension Verifier {
  /// Proves each kata's `needs` in the curriculum complete: with only the katas it needs
  /// (directly or not) and itself solved, every other kata a stub, its tests and compile checks
  /// pass. The workshop's agendas rely on these lists, and learners who skip ahead are told them.
  ///
  /// One build per kata, so this is `verify --needs`, not part of every run.
  ///
  /// - Parameter only: The katas to check; every kata when `nil`.
  /// - Returns: One finding per test and compile check of each kata.
  func runNeeds(only: [Kata]? = nil) throws -> [VerifyFinding] {
    let workspace = VerifyWorkspace(source: root)
    log(words("Copying the package to {folder}…", ["folder": workspace.root.path]))
    try workspace.mirror()
    let scratch = try Workspace.temporaryFolder(in: root)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let findings = try proveNeeds(
      of: catalog.katas.filter { only?.contains($0) ?? true }, workspace: workspace,
      scratch: scratch)
    try workspace.use(CurriculumState(solved: catalog.katas.count), catalog: catalog)
    return findings
  }

  /// Proves katas' `needs` on a copy already made, leaving it in the last kata's state.
  ///
  /// - Parameters:
  ///   - katas: The katas to check.
  ///   - workspace: Verification's copy.
  ///   - scratch: A folder for the compile checks.
  /// - Returns: One finding per kata.
  func proveNeeds(of katas: [Kata], workspace: VerifyWorkspace, scratch: URL) throws
    -> [VerifyFinding]
  {
    var findings: [VerifyFinding] = []
    for kata in katas {
      let solved = catalog.allNeeds(of: kata) + [kata]
      let solvedIDs = solved.map(\.id).joined(separator: ", ")
      let subject = words("needs in {file}", ["file": Catalog.path])
      let fix = words(
        "Next step: add the kata whose code it uses to the needs of {kata} in {file}, with what it uses.",
        ["kata": kata.id, "file": Catalog.path])
      try workspace.use(references: Set(solved.map(\.id)), catalog: catalog)
      log(
        words(
          "With only {katas} solved: building and testing {kata}…",
          ["katas": solvedIDs, "kata": kata.id]))
      let build = workspace.build
      let result = try build.run()
      guard result.succeeded else {
        findings.append(
          VerifyFinding(
            kataID: kata.id, area: .structure, subject: subject,
            problem: words(
              "the package does not compile with only {katas} solved:\n{errors}",
              [
                "katas": solvedIDs,
                "errors": result.errors.map(\.description).joined(separator: "\n"),
              ])))
        continue
      }
      let ran = try TestsAndChecks(
        session: TestSession(root: workspace.root, testTimeLimit: testTimeLimit, isolation: .test),
        checker: SnippetChecker(modules: try build.modulesFolder(), scratch: scratch)
      ).run(.katas([kata.suite]), checks: try CompileCheck.load(for: kata, root: workspace.root))
      let failures =
        ran.tests.filter { !$0.outcome.isPassing }.map {
          "\($0.name(words.render)): \($0.outcome.explanation(words.render))"
        }
        + ran.checks.filter { !$0.isPassing }.map { check in
          "\(check.path): " + check.problems.map(words.render).joined(separator: "\n")
        }
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .structure, subject: subject,
          problem: failures.isEmpty
            ? nil
            : words(
              "fails with only {katas} solved (every other kata a stub):\n{failures}\n{fix}",
              ["katas": solvedIDs, "failures": failures.joined(separator: "\n"), "fix": fix])))
    }
    return findings
  }
}
