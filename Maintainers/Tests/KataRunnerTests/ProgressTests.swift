import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Progress")
struct ProgressTests {
  private func temporaryRoot() throws -> URL {
    try Fixtures.temporaryFolder("progress")
  }

  private func result(_ outcome: TestOutcome) -> TestResult {
    TestResult(id: "t", name: "t", suite: "S", outcome: outcome)
  }

  /// A verdict as a run makes it: with the fingerprint of the kata's files in `root`.
  private func verdict(_ id: String, _ outcomes: [TestOutcome], in root: URL) -> KataVerdict {
    var verdict = KataVerdict(kataID: id, tests: outcomes.map(result), checks: [])
    verdict.sources = Fixtures.catalog.sources(root: root)[id]?.digest
    return verdict
  }

  /// Saves a passing 1.1, then changes the file's text as a hand (or another runner) would.
  private func saveThenEdit(in root: URL, replacing old: String, with new: String) throws {
    try ProgressStore(root: root).save([verdict("1.1", [.passed], in: root)])
    let saved = try String(contentsOf: root.appending(path: ProgressStore.path), encoding: .utf8)
    try writeProgress(saved.replacingOccurrences(of: old, with: new), in: root)
  }

  /// Writes a progress file as the learner (or an older runner) left it.
  private func writeProgress(_ text: String, in root: URL) throws {
    let file = root.appending(path: ProgressStore.path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: file)
  }

  @Test("Saved progress reads back the same")
  func roundTrips() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let store = ProgressStore(root: root)
    let progress = KataVerdict(kataID: "1.1", tests: [result(.passed)], checks: [])
    try store.save([progress])
    let loaded = store.load()
    #expect(loaded.progress == ["1.1": progress])
    #expect(loaded.warning == nil)
  }

  @Test("Two commands at once each keep the other's results: only what one recorded is saved")
  func twoCommandsKeepEachOthersResults() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let check11 = LearnerProgress(root: root, catalog: Fixtures.catalog)
    let check12 = LearnerProgress(root: root, catalog: Fixtures.catalog)
    check11.record([verdict("1.1", [.passed], in: root)])
    check12.record([verdict("1.2", [.passed], in: root)])
    try check11.save()
    try check12.save()
    let saved = ProgressStore(root: root).load().progress
    #expect(saved["1.1"]?.state == .done, "the second save must not drop the first's 1.1")
    #expect(saved["1.2"]?.state == .done)
    #expect(check12.verdict(of: Fixtures.catalog.katas[0]).state == .done, "and sees it")
    let watch = LearnerProgress(root: root, catalog: Fixtures.catalog)
    check11.forget([Fixtures.catalog.katas[0]])
    try check11.save()
    watch.reload()
    #expect(watch.current?.id == "1.1", "a command that runs on reads what others saved")
  }

  @Test("A corrupted progress file is reported and ignored, never fatal")
  func survivesCorruption() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appending(path: ProgressStore.path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: file)
    let loaded = ProgressStore(root: root).load()
    #expect(loaded.progress.isEmpty)
    #expect(loaded.warning?.description.contains("will be rebuilt") == true)
  }

  @Test("A progress file in a format this runner does not know is set aside, and said so")
  func unknownFormat() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveThenEdit(in: root, replacing: "\"version\" : 1", with: "\"version\" : 99")
    let loaded = ProgressStore(root: root).load()
    #expect(loaded.progress.isEmpty)
    #expect(
      loaded.warning?.description.contains("is in format 99, which this kata-runner does not know")
        == true)
  }

  @Test("A progress file that is a folder is named, not taken for no progress")
  func folderIsNamed() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: ProgressStore.path), withIntermediateDirectories: true)
    let loaded = ProgressStore(root: root).load()
    #expect(loaded.warning?.description.contains("is a folder, so no result can be saved") == true)
    #expect(throws: RunnerError.self) { try ProgressStore(root: root).checkWritable() }
  }

  @Test("A value that no progress has is named with where it is, not with an error code")
  func wrongValueIsNamed() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveThenEdit(in: root, replacing: "\"done\"", with: "\"finished\"")
    let warning = try #require(ProgressStore(root: root).load().warning?.description)
    #expect(warning.contains("a value is not one it can be, at katas[0].state"), "\(warning)")
    #expect(!warning.contains("Code="))
  }

  @Test("A saved verdict that contradicts itself is not believed, and the note names it")
  func contradictionsAreNotTaken() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    var handMadeDone = verdict("1.1", [.passed, .failed([])], in: root)
    handMadeDone.state = .done
    var noFingerprint = verdict("1.2", [.passed], in: root)
    noFingerprint.sources = nil
    let unknown = verdict("1.1", [.passed], in: root)
    var renamed = unknown
    renamed.kataID = "9.9"
    let honest = verdict("2.1", [.passed], in: root)
    try ProgressStore(root: root).save([handMadeDone, noFingerprint, renamed, honest])
    let progress = LearnerProgress(root: root, catalog: Fixtures.catalog)
    #expect(progress.katas.keys.sorted() == ["2.1"])
    #expect(progress.current?.id == "1.1")
    let warning = try #require(progress.warnings.first?.description)
    #expect(warning.contains("1.1 (\"done\", which its own results deny)"), "\(warning)")
    #expect(warning.contains("1.2 (no fingerprint of the files it was made from)"))
    #expect(warning.contains("9.9 (not a kata of this course)"))
    progress.record([verdict("1.2", [.passed], in: root)])
    try progress.save()
    #expect(ProgressStore(root: root).load().progress.keys.sorted() == ["1.2", "2.1"])
    #expect(LearnerProgress(root: root, catalog: Fixtures.catalog).warnings.isEmpty)
  }

  @Test(
    "A kata's state follows its worst result",
    arguments: [
      ([TestOutcome.passed], KataState.done),
      ([.passed, .failed([])], .failing),
      ([.failed([]), .crashed(Message(verbatim: "boom"))], .crashed),
      ([.passed, .timedOut(10)], .timedOut),
      ([], .pending),
    ])
  func derivesState(outcomes: [TestOutcome], state: KataState) {
    let progress = KataVerdict(kataID: "1.1", tests: outcomes.map(result), checks: [])
    #expect(progress.state == state)
  }

  @Test("A failing compile check keeps a kata with passing tests from being done")
  func checksCount() {
    let check = CompileCheckResult(
      path: "c.swift", rule: "rule", problems: [Message(verbatim: "compiled")])
    #expect(
      KataVerdict(kataID: "1.1", tests: [result(.passed)], checks: [check]).state == .failing)
  }

  @Test("A kata this run could not test keeps its saved result, marked stale")
  func mergesStale() {
    let saved = KataVerdict(kataID: "1.1", tests: [result(.passed)], checks: [])
    let merged = VerdictRules.merge(.pending("1.1"), over: saved)
    #expect(merged.state == .done)
    #expect(merged.isStale == true)
  }

  @Test("A compile error is never carried over: the compiler no longer reports it")
  func noPhantomErrors() {
    let error = Diagnostic(
      position: SourcePosition(path: "Sources/Katas/A.swift", line: 1, column: 1), severity: .error,
      message: Message(verbatim: "gone"))
    let saved = KataVerdict(kataID: "1.3", tests: [], checks: [], errors: [error])
    #expect(saved.state == .compileError)
    let merged = VerdictRules.merge(.pending("1.3"), over: saved)
    #expect(merged.state == .pending && !merged.isStale)
  }

  @Test("The current kata is the first not done, the same for every command; none when all are")
  func current() {
    let done = { (id: String) in KataVerdict(kataID: id, tests: [result(.passed)], checks: []) }
    let place = LearnerPlace(
      catalog: Fixtures.catalog, route: .course,
      standing: ["1.1": done("1.1"), "2.1": done("2.1")])
    #expect(place.current?.id == "1.2")
    let all = Dictionary(uniqueKeysWithValues: Fixtures.catalog.katas.map { ($0.id, done($0.id)) })
    #expect(LearnerPlace(catalog: Fixtures.catalog, route: .course, standing: all).current == nil)
  }
}
