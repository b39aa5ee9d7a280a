import Foundation
import KataRunnerCore

/// The maintainers' check: on a copy of the package, every kata can be solved in order.
///
/// Verification walks the curriculum as a learner does: it starts with every kata a stub and
/// puts one kata's reference in place at a time. In the state just before a kata is solved
/// (earlier katas at their reference, this and later katas stubs), each of its tests and compile
/// checks must fail; just after (only this kata changed), each must pass. Because the two states
/// differ by the kata's own files only, a stub's failure is the kata's own doing, and a test
/// that needs a later kata shows as a failure after the swap. At the end of the walk every kata
/// is at its reference, and every test of the package runs once more; each lesson's Swift is
/// type-checked in its kata's state; each stub agrees with its reference outside the learner's
/// regions (``StubDrift``).
struct Verifier {
  /// How long one kata test may run, in seconds, unless `verify --timeout` says otherwise: more
  /// than a learner's 10, since the walk's builds and the maintainers' tests share the cores.
  static let defaultTestTimeLimit: Double = 30
  /// How long one of the engine's or the runner's own tests may run, in seconds.
  static let projectTestTimeLimit: Double = 300

  /// The package root.
  var root: URL
  /// The curriculum.
  var catalog: Catalog
  /// How long one test may run, in seconds.
  var testTimeLimit: Double
  /// Called with a line of progress as the work advances.
  var log: (String) -> Void
  /// The language of the progress lines and the findings.
  var words: Words

  /// Creates a verifier.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum.
  ///   - testTimeLimit: How long one test may run, in seconds.
  ///   - log: Receives progress lines.
  init(
    root: URL, catalog: Catalog, testTimeLimit: Double = defaultTestTimeLimit,
    words: Words = .english, log: @escaping (String) -> Void
  ) {
    self.words = words
    self.root = root
    self.catalog = catalog
    self.testTimeLimit = testTimeLimit
    self.log = log
  }

  /// What the walk saw in one state.
  struct Visit {
    /// The state.
    var state: CurriculumState
    /// The kata whose stub must fail here, if it is verified.
    var unsolved: Kata?
    /// The kata whose reference must pass here, if it is verified.
    var solved: Kata?
    /// The compiler's errors when the package did not build in this state.
    var buildErrors: String?
    /// The compiler's errors when the maintainers' package did not build, at the walk's end.
    var maintainersBuildErrors: String?
    /// The tests run in this state.
    var tests: [TestResult] = []
    /// The compile checks run in this state.
    var checks: [CompileCheckResult] = []
    /// The solved kata's lesson: its outline, its link and its Swift blocks.
    var lesson: [VerifyFinding] = []
  }

  /// Verifies the katas given, or every kata and the whole project.
  ///
  /// - Parameters:
  ///   - only: The katas to verify; everything when `nil`. Naming katas narrows every build,
  ///     test run and check to the two states of each of them.
  ///   - maintainers: Whether a whole run also runs the maintainers' package's tests (the
  ///     engine's and the runner's); an instructor checking the course leaves them out.
  /// - Returns: Every finding, passing or not.
  func run(only: [Kata]? = nil, maintainers runsMaintainers: Bool = true) throws -> [VerifyFinding]
  {
    let targets = catalog.katas.filter { only?.contains($0) ?? true }
    let workspace = VerifyWorkspace(source: root)
    log(words("Copying the package to {folder}…", ["folder": workspace.root.path]))
    // The katas' files stay as the last run left them, so that the nearer end can be chosen.
    try workspace.mirror(keeping: Set(catalog.katas.flatMap(\.stubPaths)))
    // The maintainers' package is built and tested beside the walk (see `MaintainersRun`).
    let maintainers =
      only == nil && runsMaintainers
      ? MaintainersRun(
        copy: workspace.root, testTimeLimit: max(testTimeLimit, Self.projectTestTimeLimit))
      : nil
    if let maintainers, maintainers.exists {
      log(
        words(
          "The engine's and the runner's tests run beside the walk, once their package is built."))
    }
    let scratch = try Workspace.temporaryFolder(in: root)
    defer { try? FileManager.default.removeItem(at: scratch) }
    // A learner who follows an agenda gets, at a kata it jumps to, only what that kata needs:
    // the `needs` proof of those katas is the proof that every such state can be solved. Their
    // states are nearly all stubs, so they come first, a few katas away from the copy as it
    // starts and from the walk's first state (at the end, the rebuild from every reference back
    // to nearly none took twice as long, with nothing beside it).
    let agendas = only == nil ? WorkshopAgendas.load(root: root) : nil
    let jumps = agendas?.jumpKatas(catalog: catalog) ?? []
    var needs: [VerifyFinding] = []
    if !jumps.isEmpty {
      log(
        words(
          "The agendas jump to {katas}: proving their needs first…",
          ["katas": words.list(jumps.map(\.id))]))
      needs = try proveNeeds(of: jumps, workspace: workspace, scratch: scratch)
    }
    var states = Set(
      targets.flatMap { [CurriculumState.before($0, in: catalog), .after($0, in: catalog)] }
    ).sorted()
    // Walk from the end nearer to the copy's current state: each kata switched costs a rebuild.
    if let first = states.first, let last = states.last,
      workspace.distance(to: last, catalog: catalog)
        < workspace.distance(to: first, catalog: catalog)
    {
      states.reverse()
    }
    var visits: [Visit] = []
    for state in states {
      var visit = Visit(
        state: state, unsolved: state.firstStub(in: catalog).flatMap(targets.firstMatch),
        solved: state.lastSolved(in: catalog).flatMap(targets.firstMatch))
      try self.visit(
        &visit, everything: only == nil, workspace: workspace, scratch: scratch,
        maintainers: maintainers)
      visits.append(visit)
    }
    var findings = judge(visits, everything: only == nil)
    guard only == nil else {
      return findings + indexMinutesFindings(of: targets)
        + testWordsFindings().filter { finding in targets.contains { $0.id == finding.kataID } }
        + courseWordsFindings() + pageTwinFindings()
    }
    findings +=
      indexMinutesFindings() + testFileFindings() + stubFindings() + testWordsFindings()
      + courseWordsFindings() + pageTwinFindings()
    findings += (agendas?.findings(catalog: catalog, words: words) ?? []) + needs
    return findings
  }

  /// Puts the copy in a state, builds it, and runs what the state must prove.
  private func visit(
    _ visit: inout Visit, everything: Bool, workspace: VerifyWorkspace, scratch: URL,
    maintainers: MaintainersRun?
  ) throws {
    let state = visit.state
    try workspace.use(state, catalog: catalog)
    let place = state.description(in: catalog, words: words)
    log(words("With {state}: building…", ["state": place]))
    let build = workspace.build
    let result = try build.run()
    guard result.succeeded else {
      let errors = result.errors.map(\.description)
      visit.buildErrors = (errors.isEmpty ? [result.outputTail] : errors)
        .joined(separator: "\n")
      return
    }
    let katas = [visit.unsolved, visit.solved].compactMap { $0 }
    let last = everything && state.solved == catalog.katas.count
    log(
      last
        ? words("With {state}: running every kata test…", ["state": place])
        : words(
          "With {state}: testing {katas}…",
          ["state": place, "katas": words.list(katas.map(\.id))]))
    // The same step as a learner's check: the tests, with the compile checks and the lesson's
    // Swift blocks type-checked beside them.
    var lesson = visit.solved.map(lessonChecks) ?? (findings: [], snippets: [])
    let step = TestsAndChecks(
      session: TestSession(
        root: workspace.root,
        testTimeLimit: last ? max(testTimeLimit, Self.projectTestTimeLimit) : testTimeLimit,
        isolation: .test),
      checker: SnippetChecker(modules: try build.modulesFolder(), scratch: scratch))
    let ran = try step.run(
      last ? .everything : .katas(katas.map(\.suite)),
      checks: try katas.flatMap { try CompileCheck.load(for: $0, root: workspace.root) },
      snippets: lesson.snippets.map(\.snippet))
    visit.tests = ran.tests
    visit.checks = ran.checks
    if last, let maintainers { try runMaintainersTests(&visit, build: maintainers, place: place) }
    for (entry, verdict) in zip(lesson.snippets, ran.snippets) {
      lesson.findings.append(
        VerifyFinding(
          kataID: entry.kataID, area: .lesson, subject: entry.subject,
          problem: verdict.isPassing
            ? nil : verdict.problems.map(words.render).joined(separator: "\n")))
    }
    visit.lesson = lesson.findings
  }
}

extension Verifier {
  /// Adds the results of the maintainers' package's tests, the engine's and the runner's,
  /// end-to-end scenarios included, to the walk's last state.
  fileprivate func runMaintainersTests(
    _ visit: inout Visit, build: MaintainersRun, place: String
  ) throws {
    guard build.exists else { return }
    log(words("With {state}: waiting for the engine's and the runner's tests…", ["state": place]))
    switch try build.wait() {
    case .notBuilt(let result):
      let errors = result.errors.map(\.description)
      visit.maintainersBuildErrors = (errors.isEmpty ? [result.outputTail] : errors)
        .joined(separator: "\n")
    case .tested(let results):
      visit.tests += results
    }
  }
}

/// The maintainers' package of verification's copy, built and tested beside the walk.
///
/// Its tests need nothing the walk changes: the package depends on the engine and the runner,
/// and its end-to-end scenarios copy their course from the package being verified, not from the
/// copy. So it runs on the cores the walk leaves idle while SwiftPM plans, links and starts tests
/// (about a third of both cores during the walk at 9e1ccfc), instead of after the walk. The build
/// runs at low priority; the tests, at normal priority so that no scenario's time limit depends
/// on how busy the walk is.
///
/// Its build also links the course's executables, which the end-to-end scenarios run, from the
/// modules it compiles for its own tests anyway (`swift build --build-tests` alone builds none of
/// a dependency's executables: in a fresh clone the scenarios then built their own, every module
/// once more). So the walk builds the kata tests only, and the runner is compiled once.
final class MaintainersRun: Sendable {
  /// What the run came to.
  enum Outcome: Sendable {
    /// The package did not build.
    case notBuilt(PackageBuild.Result)
    /// The package built, and these are its tests' results.
    case tested([TestResult])
  }

  /// The course's executables the end-to-end scenarios run.
  static let executables = ["kata-runner", "kata-course", "kata-demo"]

  /// The maintainers' package in the copy.
  let root: URL
  /// Whether the copy has one (a course without it, such as a test fixture, has nothing to run).
  let exists: Bool
  private let done = DispatchGroup()
  private let outcome = Locked<Result<Outcome, any Error>?>(nil)

  /// Starts the build and then the tests, in the background, if the copy has a maintainers'
  /// package.
  ///
  /// - Parameters:
  ///   - copy: The root of verification's copy.
  ///   - testTimeLimit: How long one of the package's tests may run, in seconds.
  init(copy: URL, testTimeLimit: Double) {
    root = copy.appending(path: PackageLayout.maintainers)
    exists = FileManager.default.fileExists(atPath: root.appending(path: "Package.swift").path)
    guard exists else { return }
    done.enter()
    DispatchQueue.global().async { [root, outcome, done] in
      let ran = Result { () throws -> Outcome in
        let build = try PackageBuild(
          root: root, lowPriority: true, executables: MaintainersRun.executables,
          indexesSystemModules: false
        ).run()
        guard build.succeeded else { return .notBuilt(build) }
        return .tested(
          try TestSession(root: root, testTimeLimit: testTimeLimit, isolation: .test)
            .run(.everything))
      }
      outcome.withLock { $0 = ran }
      done.leave()
    }
  }

  /// Waits for the build and, if it succeeded, the tests.
  func wait() throws -> Outcome {
    done.wait()
    guard let ran = outcome.withLock({ $0 }) else {
      throw RunnerError.tool(Message("The maintainers' package was neither built nor tested."))
    }
    return try ran.get()
  }
}

extension Array where Element == Kata {
  /// The element equal to a kata, if it is one of these.
  fileprivate func firstMatch(_ kata: Kata) -> Kata? { contains(kata) ? kata : nil }
}
