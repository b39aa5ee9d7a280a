import Foundation

/// The maintainers' check: on a copy of the package, every kata test fails on its stub and passes
/// on its reference, every compile check does the same, and every lesson's Swift compiles.
///
/// Each kata is checked on its own stub with every other kata at its reference, so a test fails
/// because of its own kata and never because an earlier kata is unfinished.
public struct Verifier {
  /// The course's index, which must link every kata's lesson.
  static let indexPath = "Lessons/README.md"

  /// How long one of the engine's or the runner's own tests may run, in seconds.
  static let projectTestTimeLimit: Double = 300

  /// The package root.
  public var root: URL
  /// The curriculum.
  public var catalog: Catalog
  /// How long one test may run, in seconds.
  public var testTimeLimit: Double
  /// Called with a line of progress as the work advances.
  public var log: (String) -> Void

  /// Creates a verifier.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum.
  ///   - testTimeLimit: How long one test may run, in seconds.
  ///   - log: Receives progress lines.
  public init(
    root: URL, catalog: Catalog, testTimeLimit: Double = 20, log: @escaping (String) -> Void
  ) {
    self.root = root
    self.catalog = catalog
    self.testTimeLimit = testTimeLimit
    self.log = log
  }

  /// Runs every check on the katas given, or on all of them.
  ///
  /// - Parameter only: The katas to check on their stubs; every kata when `nil`.
  /// - Returns: Every finding, passing or not.
  public func run(only: [Kata]? = nil) throws -> [VerifyFinding] {
    let workspace = VerifyWorkspace(source: root)
    log("Copying the package to \(workspace.root.path) with every kata at its reference…")
    try workspace.synchronize(catalog: catalog)
    var findings: [VerifyFinding] = []
    let build = PackageBuild(root: workspace.root)
    log("Building the reference…")
    let referenceBuild = try build.run()
    guard referenceBuild.succeeded else {
      let errors = referenceBuild.errors.map(\.description)
      return [
        VerifyFinding(
          kataID: nil, area: .structure, subject: "the package with every reference in place",
          problem: "does not compile:\n"
            + (errors.isEmpty ? [referenceBuild.outputTail] : errors)
            .joined(separator: "\n"))
      ]
    }
    log("Running every test against the reference…")
    // The runner's own tests build a fixture package, silently, for half a minute or more: the
    // project's tests get a generous limit, kata tests the strict one.
    let results = try TestSession(
      root: workspace.root, testTimeLimit: max(testTimeLimit, Self.projectTestTimeLimit),
      isolation: .test
    ).run(.everything)
    let session = TestSession(root: workspace.root, testTimeLimit: testTimeLimit, isolation: .test)
    findings += projectTestFindings(results)
    let checker = SnippetChecker(
      modules: try build.modulesFolder(), scratch: try Workspace.temporaryFolder(in: root))
    defer { try? FileManager.default.removeItem(at: checker.scratch) }
    log("Type-checking compile checks and lesson code against the reference…")
    findings += try referenceCheckFindings(checker: checker, root: workspace.root)
    findings += try lessonFindings(checker: checker)
    for kata in only ?? catalog.katas {
      log("Kata \(kata.displayName): testing the untouched stub…")
      findings += try stubFindings(
        for: kata, workspace: workspace, build: build, session: session, checker: checker)
    }
    return findings
  }

  private func projectTestFindings(_ results: [TestResult]) -> [VerifyFinding] {
    var findings = results.map { result in
      let kata = catalog.katas.first { $0.suite == result.suite }
      return VerifyFinding(
        kataID: kata?.id, area: .projectTests, subject: "\(result.suite): \(result.name)",
        problem: result.outcome.isPassing ? nil : result.outcome.explanation)
    }
    for kata in catalog.katas where !results.contains(where: { $0.suite == kata.suite }) {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .structure, subject: "suite \(kata.suite)",
          problem: "no test of Tests/KataTests has this suite, which \(Catalog.path) names"))
    }
    return findings
  }

  private func referenceCheckFindings(checker: SnippetChecker, root: URL) throws
    -> [VerifyFinding]
  {
    let checks = try catalog.katas.flatMap { try CompileCheck.load(for: $0, root: root) }
    return zip(checks, checker.run(checks)).map { check, result in
      VerifyFinding(
        kataID: check.kata.id, area: .reference, subject: check.path,
        problem: result.isPassing
          ? nil : "fails against the reference:\n" + result.problems.joined(separator: "\n"))
    }
  }

  private func lessonFindings(checker: SnippetChecker) throws -> [VerifyFinding] {
    var findings: [VerifyFinding] = []
    var snippets: [(kataID: String?, snippet: Snippet)] = []
    let index = (try? String(contentsOf: root.appending(path: Self.indexPath), encoding: .utf8))
    for kata in catalog.katas {
      let link = "](" + String(catalog.lessonPath(of: kata).dropFirst("Lessons/".count)) + ")"
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .structure, subject: "listed in \(Self.indexPath)",
          problem: index?.contains(link) == true
            ? nil : "\(Self.indexPath) has no link to this kata's lesson (\(link.dropFirst()))"))
      let path = catalog.lessonPath(of: kata)
      guard let markdown = try? String(contentsOf: root.appending(path: path), encoding: .utf8)
      else {
        findings.append(
          VerifyFinding(kataID: kata.id, area: .lesson, subject: path, problem: "is missing"))
        continue
      }
      let outline = LessonOutline.problems(in: markdown, for: kata)
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .lesson, subject: "\(path) outline",
          problem: outline.isEmpty ? nil : outline.joined(separator: "; ")))
      snippets += LessonCodeBlock.blocks(in: markdown).filter(\.isCompiled).map {
        (kata.id, $0.snippet(lesson: path))
      }
    }
    let verdicts = checker.check(snippets.map(\.snippet))
    for (entry, verdict) in zip(snippets, verdicts) {
      let subject = "\(entry.snippet.origin):\(entry.snippet.firstLine) swift block"
      switch verdict {
      case .passed:
        findings.append(VerifyFinding(kataID: entry.kataID, area: .lesson, subject: subject))
      case .failed(let problems):
        findings.append(
          VerifyFinding(
            kataID: entry.kataID, area: .lesson, subject: subject,
            problem: problems.joined(separator: "\n")))
      }
    }
    return findings
  }

  private func stubFindings(
    for kata: Kata, workspace: VerifyWorkspace, build: PackageBuild, session: TestSession,
    checker: SnippetChecker
  ) throws -> [VerifyFinding] {
    try workspace.useStub(of: kata)
    defer { try? workspace.useReference(of: kata) }
    let stubBuild = try build.run()
    guard stubBuild.succeeded else {
      return [
        VerifyFinding(
          kataID: kata.id, area: .stub, subject: kata.stubPaths.joined(separator: ", "),
          problem: "the stub does not compile with every other kata at its reference:\n"
            + stubBuild.errors.map(\.description).joined(separator: "\n"))
      ]
    }
    var findings = try session.run(.katas([kata.suite])).map { result in
      VerifyFinding(
        kataID: kata.id, area: .stub, subject: result.name,
        problem: Self.stubProblem(result.outcome))
    }
    let checks = try CompileCheck.load(for: kata, root: workspace.root)
    for (check, result) in zip(checks, checker.run(checks)) {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .stub, subject: check.path,
          problem: result.isPassing
            ? "holds on the untouched stub: this check cannot tell a solved kata from an unsolved one"
            : nil))
    }
    return findings
  }

  /// Why a test's outcome on the untouched stub is wrong, or `nil` when it failed as it must.
  static func stubProblem(_ outcome: TestOutcome) -> String? {
    switch outcome {
    case .passed:
      "passes on the untouched stub: this test cannot tell a solved kata from an unsolved one"
    case .notRun(let reason): "did not run on the stub: \(reason)"
    case .skipped(let reason): "is skipped (\(reason)): a test that does not run proves nothing"
    case .failed, .crashed, .timedOut: nil
    }
  }

}
