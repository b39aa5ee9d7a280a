import Foundation

/// Builds the package, runs kata tests and compile checks, and turns what they report into
/// one verdict per kata.
struct KataEvaluator: Sendable {
  /// The result of one evaluation.
  struct Evaluation: Sendable {
    /// The verdicts of the evaluated katas, in catalog order.
    var katas: [KataVerdict]
    /// Compiler errors outside every kata's files, which block all katas.
    var otherErrors: [Diagnostic]
    /// The end of the build's output when the build failed without compiler errors.
    var buildFailure: String?
    /// The evaluated katas whose files changed while they were built and tested, every time
    /// they were tried: their results may not be those of the files as saved now.
    var changedWhileTested: [Kata] = []
    /// The sources as they were read after the tests, to check that none changed meanwhile.
    var sourcesAfter: [String: KataSources] = [:]

    /// What to tell the learner when files kept changing while they were tested.
    func changeNote(_ words: Words) -> String? {
      guard !changedWhileTested.isEmpty else { return nil }
      let ids = changedWhileTested.map(\.id)
      return words(
        """
        The files of {katas} changed each time they were tested, so these results may not be \
        those of your files as saved now: check again once your editor has saved \
        (`{command} check {kata}`).
        """, ["katas": words.list(ids), "command": Launcher.command, "kata": ids[0]])
    }
  }

  /// How many times a run starts again when a kata's files change while it is tested.
  static let attemptsAfterChange = 2

  /// The package root.
  var root: URL
  /// The curriculum.
  var catalog: Catalog
  /// How long one test may run before it counts as hanging, in seconds.
  var testTimeLimit: Double

  /// Creates an evaluator.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum.
  ///   - testTimeLimit: The time limit for one test, in seconds.
  init(root: URL, catalog: Catalog, testTimeLimit: Double = 10) {
    self.root = root
    self.catalog = catalog
    self.testTimeLimit = testTimeLimit
  }

  /// Builds, then evaluates some katas.
  ///
  /// - Parameters:
  ///   - katas: The katas to evaluate; every kata when `nil`.
  ///   - read: The sources as read just now, before the build, if they were; read again if not.
  ///   - isolation: What to skip after a crash or hang.
  ///   - progress: Where to show the build's steps and each kata's tests as they finish.
  /// - Returns: The katas' verdicts. When the build fails, katas with errors in their files
  ///   are reported with those errors, and the others as pending.
  func evaluate(
    _ katas: [Kata]? = nil, from read: [String: KataSources]? = nil,
    isolation: TestSession.Isolation = .suite, progress live: (any EvaluationProgress)? = nil
  ) throws -> Evaluation {
    defer { live?.clear() }
    let selected = katas ?? catalog.katas
    live?.kataCount = selected.count
    // Taken before the build: the verdicts are made from the files as they are now.
    var sources = read ?? catalog.sources(root: root)
    var attempt = 0
    while true {
      var evaluation = try evaluateOnce(
        selected, sources: sources, isolation: isolation, progress: live)
      // A file saved while the package built or its tests ran makes a verdict on neither
      // version (SwiftPM may even stop with "input file … was modified during the build").
      let now = catalog.sources(root: root)
      evaluation.sourcesAfter = now
      evaluation.changedWhileTested = selected.filter { now[$0.id] != sources[$0.id] }
      guard !evaluation.changedWhileTested.isEmpty, attempt < Self.attemptsAfterChange else {
        return evaluation
      }
      let names = evaluation.changedWhileTested.map(\.id)
      live?.note(
        Message(
          "A file of {katas} changed while it was tested: testing again…",
          ["katas": names.joined(separator: ", ")]))
      sources = now
      attempt += 1
    }
  }

  private func evaluateOnce(
    _ selected: [Kata], sources: [String: KataSources], isolation: TestSession.Isolation,
    progress live: (any EvaluationProgress)?
  ) throws -> Evaluation {
    let packageBuild = PackageBuild(root: root, testsOnly: true)
    let build = try packageBuild.run(onStep: live.map { $0.building })
    guard build.succeeded else {
      return failedBuild(build, selected: selected, sources: sources)
    }
    let modules = try packageBuild.modulesFolder()
    var checker = SnippetChecker(modules: modules, scratch: try Workspace.temporaryFolder(in: root))
    checker.cache = VerdictCache(
      file: root.appending(path: PackageLayout.compileCheckVerdicts), modules: modules)
    defer { try? FileManager.default.removeItem(at: checker.scratch) }
    let step = TestsAndChecks(
      session: TestSession(root: root, testTimeLimit: testTimeLimit, isolation: isolation),
      checker: checker)
    // Every suite is named, even for a full run, so that a suite whose test discovery crashes
    // or hangs can be told apart from the others (see `TestSession.run`).
    let ran = try step.run(
      .katas(selected.map(\.suite)),
      checks: try selected.flatMap { try CompileCheck.load(for: $0, root: root) }, progress: live)
    let edited = EditedTests.find(in: root, catalog: catalog)
    let warnings = WarningStore(root: root).warnings(
      after: build, for: catalog.katas.flatMap(\.stubPaths))
    let verdicts = selected.map { kata in
      let tests = ran.tests.filter { $0.suite == kata.suite }
      var verdict = KataVerdict(
        kataID: kata.id, tests: tests.isEmpty ? [VerdictRules.missingSuite(kata.suite)] : tests,
        checks: ran.checks.filter { $0.path.hasPrefix(kata.compileCheckFolder + "/") })
      verdict.warnings = kata.stubPaths.flatMap { warnings[$0] ?? [] }
      verdict.noteEditedTests(edited)
      verdict.madeFrom(sources[kata.id])
      return verdict
    }
    return Evaluation(katas: verdicts, otherErrors: [], buildFailure: nil)
  }

  private func failedBuild(
    _ build: PackageBuild.Result, selected: [Kata], sources: [String: KataSources]
  ) -> Evaluation {
    var other: [Diagnostic] = []
    var byKata: [String: [Diagnostic]] = [:]
    for kata in selected {
      for path in kata.stubPaths {
        // A missing or empty file breaks the tests that use it; say so, not a changed signature.
        let url = root.appending(path: path)
        let problem =
          !FileManager.default.fileExists(atPath: url.path)
          ? Message("this file is missing")
          : TextFile.read(url)?.allSatisfy(\.isWhitespace) == true
            ? Message("this file is empty") : nil
        guard let problem else { continue }
        byKata[kata.id, default: []].append(
          VerdictRules.unusableFile(path, problem: problem, kataID: kata.id))
      }
    }
    for error in build.errors {
      // An error in a fixture stops the tests of every kata that declares it.
      let owners = catalog.katas(stoppedBy: error)
      for kata in owners { byKata[kata.id, default: []].append(error) }
      if owners.isEmpty { other.append(error) }
    }
    // A kata outside the selection whose files break the build is reported too: it is why the
    // selected katas could not be tested.
    let edited = EditedTests.find(in: root, catalog: catalog)
    let reported = catalog.katas.filter { selected.contains($0) || byKata[$0.id] != nil }
    let verdicts = reported.map { kata in
      var verdict =
        byKata[kata.id].map { KataVerdict(kataID: kata.id, tests: [], checks: [], errors: $0) }
        ?? .pending(kata.id)
      verdict.noteEditedTests(edited)
      // A compile error is a verdict on these files too: without their fingerprint, a saved
      // one could not be told from a hand-made one. A kata with no result has none.
      if verdict.state == .compileError { verdict.madeFrom(sources[kata.id]) }
      return verdict
    }
    let failure = build.errors.isEmpty ? build.outputTail : nil
    return Evaluation(katas: verdicts, otherErrors: other, buildFailure: failure)
  }
}

extension KataVerdict {
  /// Records the fingerprints of the files the verdict was made from, whole and in parts.
  fileprivate mutating func madeFrom(_ read: KataSources?) {
    sources = read?.digest
    sourceParts = read?.parts
  }
}

/// What an evaluation shows while it works: the build's steps, each kata's tests as they end,
/// the compile checks, a note; the terminal's live line (``LiveProgress``) is one.
protocol EvaluationProgress: TestProgress {
  /// How many katas are evaluated.
  var kataCount: Int { get set }
  /// The build is at a step of its total.
  func building(step: Int, of total: Int)
  /// This many compile checks are being type-checked.
  func checking(_ count: Int)
  /// Something to say between steps, such as a kata tested again, in the progress's language.
  func note(_ message: Message)
  /// The evaluation is over: what was shown live goes.
  func clear()
}
