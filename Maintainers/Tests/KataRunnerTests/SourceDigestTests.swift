import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("A verdict knows the files it was made from")
struct SourceDigestTests {
  /// Fixtures' catalog, with 1.2 needing 1.1.
  private var catalog: Catalog {
    var modules = Fixtures.catalog.modules
    modules[0].katas[1].needs = [KataNeed(kata: "1.1", uses: "SentenceBuilder")]
    return Catalog(modules: modules)
  }

  /// A package root with every kata file and a test file for each suite.
  private func package() throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(path: "digests-\(UUID())")
    for kata in catalog.katas {
      for path in kata.stubPaths + ["\(PackageLayout.kataTests)/X/\(kata.suite).swift"] {
        try write("// \(path)\n", to: path, in: root)
      }
    }
    try write("// shared\n", to: "\(PackageLayout.kataTests)/Subject.swift", in: root)
    return root
  }

  private func write(_ text: String, to path: String, in root: URL) throws {
    let file = root.appending(path: path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
  }

  @Test("A kata's own files, its tests and the files of the katas it needs change its digest")
  func whatADigestCovers() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let before = catalog.sourceDigests(root: root)
    try write(
      "// edited\n", to: "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift", in: root)
    let after11 = catalog.sourceDigests(root: root)
    #expect(after11["1.1"] != before["1.1"], "1.1's own file")
    #expect(after11["1.2"] != before["1.2"], "1.2 needs 1.1")
    #expect(after11["2.1"] == before["2.1"], "2.1 neither owns nor needs it")
    try write("// edited\n", to: "\(PackageLayout.kataTests)/X/TupleViewTests.swift", in: root)
    let afterTests = catalog.sourceDigests(root: root)
    #expect(afterTests["2.1"] != after11["2.1"], "2.1's tests")
    #expect(afterTests["1.1"] == after11["1.1"], "another kata's tests")
    try write("// edited\n", to: "\(PackageLayout.kataTests)/Subject.swift", in: root)
    let afterShared = catalog.sourceDigests(root: root)
    for kata in catalog.katas {
      #expect(
        afterShared[kata.id] != afterTests[kata.id],
        "Subject.swift is compiled into \(kata.id)'s tests")
    }
  }

  @Test("A fixture declared by some katas' tests changes their digests and no other kata's")
  func declaredFixtureIsTheirs() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = catalog
    catalog.modules[0].katas[0].tests = ["X/SentenceBuilderTests.swift", "X/Fixtures.swift"]
    catalog.modules[0].katas[1].tests = ["X/ListBuilderTests.swift", "X/Fixtures.swift"]
    catalog.modules[1].katas[0].tests = ["X/TupleViewTests.swift"]
    catalog.sharedTests = ["Subject.swift"]
    try write("// fixture\n", to: "\(PackageLayout.kataTests)/X/Fixtures.swift", in: root)
    let before = catalog.sourceDigests(root: root)
    try write("// edited\n", to: "\(PackageLayout.kataTests)/X/Fixtures.swift", in: root)
    let after = catalog.sourceDigests(root: root)
    #expect(after["1.1"] != before["1.1"] && after["1.2"] != before["1.2"], "theirs")
    #expect(after["2.1"] == before["2.1"], "2.1 does not declare it")
    #expect(
      catalog.katas(owning: "\(PackageLayout.kataTests)/X/Fixtures.swift").map(\.id)
        == ["1.1", "1.2"])
    // An edit of it is an edit of both katas' tests, as git reports it.
    let edited = EditedTests.files(
      inStatus: " M \(PackageLayout.kataTests)/X/Fixtures.swift\0", catalog: catalog)
    #expect(edited.keys.sorted() == ["1.1", "1.2"], "\(edited)")
  }

  @Test(
    "verify reports a test file no kata declares, a declared one that is missing, a kata without tests"
  )
  func undeclaredTestFilesAreReported() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = catalog
    catalog.modules[0].katas[0].tests = ["X/SentenceBuilderTests.swift", "X/Gone.swift"]
    catalog.modules[0].katas[1].tests = ["X/ListBuilderTests.swift"]
    let finding = try #require(
      Verifier(root: root, catalog: catalog) { _ in }.testFileFindings().first)
    let problem = try #require(finding.problem)
    #expect(problem.contains("katas 2.1 declare no `tests`"), "\(problem)")
    #expect(
      problem.contains("Tests/KataTests/Subject.swift is in no kata's `tests` nor in `sharedTests`")
    )
    #expect(problem.contains("Tests/KataTests/X/Gone.swift is declared but does not exist"))
  }

  /// Saves a verdict of done for every kata, made from the files as they are now.
  private func saveAllDone(in root: URL) throws {
    let run = LearnerProgress(root: root, catalog: catalog)
    let sources = catalog.sources(root: root)
    run.record(catalog.katas.map { verdict($0.id, passing: true, sources: sources) })
    try run.save()
  }

  @Test("A command reads the files once before its run and once after it, not again to save")
  func savingTakesTheRunsReading() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let run = LearnerProgress(root: root, catalog: catalog)
    let before = try #require(run.sourcesRead, "loading read the files")
    #expect(before == catalog.sources(root: root))
    // The run read the files after its tests; a file saved after that is the next command's.
    try saveAllDone(in: root)
    let afterTests = catalog.sources(root: root)
    let command = LearnerProgress(root: root, catalog: catalog)
    command.record([], sourcesAfter: afterTests)
    try write(
      "// later\n", to: "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift", in: root)
    try command.save()
    #expect(command.katas["1.1"]?.state == .done, "judged against what the run read")
    #expect(
      LearnerProgress(root: root, catalog: catalog).katas["1.1"] == nil, "the next reads anew")
    // A command that replaced files reads them again.
    command.forget([])
    #expect(command.sourcesRead == nil)
    try command.save()
    #expect(command.katas["1.1"] == nil && command.sourcesRead == catalog.sources(root: root))
  }

  @Test("A saved verdict whose files changed since is not loaded: the kata is untested again")
  func outdatedVerdictsAreDropped() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveAllDone(in: root)
    #expect(LearnerProgress(root: root, catalog: catalog).current == nil, "all done")
    // `git stash` or `reset 1.1` puts 1.1's stub back behind the runner's back.
    try write(
      "// stub again\n", to: "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift", in: root
    )
    let later = LearnerProgress(root: root, catalog: catalog)
    #expect(later.current?.id == "1.1")
    #expect(later.katas["1.2"] == nil, "1.2 needs 1.1: its verdict no longer holds either")
    #expect(later.katas["2.1"]?.state == .done)
  }

  @Test("An outdated verdict is kept apart and says what changed: its own files or another's")
  func outdatedVerdictsSayWhatChanged() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveAllDone(in: root)
    // A blank line in 1.1, which 1.2 needs.
    let stub = "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift"
    try write("// \(stub)\n\n", to: stub, in: root)
    let later = LearnerProgress(root: root, catalog: catalog)
    #expect(later.outdated["1.1"]?.changes.map(\.description) == ["its own files"])
    #expect(later.outdated["1.1"]?.changedElsewhere == false)
    #expect(later.outdated["1.2"]?.changes.map(\.description) == ["1.1's files"])
    #expect(later.outdated["1.2"]?.changedElsewhere == true)
    #expect(later.outdated["1.2"]?.verdict.state == .done, "what it was, for `list`")
    let plain = Style(usesColor: false)
    let line = try #require(
      later.outdated["1.2"].map {
        ListCommand.outdatedLine(catalog.katas[1], $0, style: plain, words: .english)
      })
    #expect(line.hasSuffix("was ✔ 1/1 before 1.1's files changed"), "\(line)")
    // A verdict whose tests did not compile ran nothing: no `0/0` (learner trial M5).
    var broken = try #require(later.outdated["1.2"])
    broken.verdict = KataVerdict(
      kataID: "1.2", tests: [], checks: [],
      errors: [Fixtures.error(at: "Tests/KataTests/X/ListBuilderTests.swift", "cannot find 'x'")])
    let compileError = ListCommand.outdatedLine(
      catalog.katas[1], broken, style: plain, words: .english)
    #expect(compileError.hasSuffix("was ⛔ before 1.1's files changed"), "\(compileError)")
    #expect(later.outdated["2.1"] == nil)
    #expect(later.current?.id == "1.1", "1.1's own file changed: it is not known to pass")
  }

  @Test(
    "A kata outdated only by another kata's change counts alike on the dashboard, in the report and in the class table"
  )
  func oneCountOfDone() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveAllDone(in: root)
    // The learner is on 2.1, which fails; then adds a blank line to 1.1's file (1.2 needs 1.1)
    // and checks 1.1 again, which is done: 1.2's verdict is outdated by that change alone.
    let sources = catalog.sources(root: root)
    let run = LearnerProgress(root: root, catalog: catalog)
    run.record([verdict("2.1", passing: false, sources: sources)])
    try run.save()
    let stub = "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift"
    try write("// \(stub)\n\n", to: stub, in: root)
    let check = LearnerProgress(root: root, catalog: catalog)
    check.record([verdict("1.1", passing: true, sources: catalog.sources(root: root))])
    try check.save()

    let progress = LearnerProgress(root: root, catalog: catalog)
    #expect(progress.outdated["1.2"]?.changedElsewhere == true && progress.katas["1.2"] == nil)
    let place = progress.place
    #expect(place.current?.id == "2.1" && place.doneCount(of: catalog.katas) == 2)
    // The dashboard: the bar and the module line count 1.2, marked as tested before the change.
    var dashboard = StatusReport(
      catalog: catalog, verdicts: progress.katas, style: Style(usesColor: false))
    dashboard.place = place
    let overview = dashboard.overview()
    #expect(overview.contains("2 of 3 katas done"), "\(overview)")
    #expect(overview.contains("2/2  ✔ 1.1  ✔ 1.2↻"), "\(overview)")
    // The report an instructor gets: 1.2's entry is done, not pending, and says why it is old.
    let report = try ProgressReport.decode(
      Data(try ProgressReport(catalog: catalog, place: place, learner: "Ada").json().utf8))
    #expect(report.done == 2 && report.current == "2.1")
    let entry = try #require(report.katas.first { $0.id == "1.2" })
    #expect(entry.state == "done" && entry.outdated == true)
    // The class table, against an agenda the learner does not follow, finds the same kata.
    var table = ClassTable(
      handedIn: [ClassTable.HandedIn(path: "ada.json", report: report)], catalog: catalog)
    table.follow(
      Agenda(
        id: "views", title: "Views", minutes: 30,
        rows: [Agenda.Row(what: "Lists and views.", katas: ["1.2", "2.1"])]), catalog: catalog)
    #expect(table.rows.map(\.current) == ["2.1 TupleView"])
    #expect(table.rows.map(\.done) == [1])
  }

  /// A verdict of one kata, made from the sources given.
  private func verdict(_ id: String, passing: Bool, sources: [String: KataSources]) -> KataVerdict {
    var verdict = KataVerdict(
      kataID: id,
      tests: [
        TestResult(
          id: "t", name: "t", suite: catalog.katas.first { $0.id == id }?.suite ?? "S",
          outcome: passing ? .passed : .failed([Failure(position: nil, message: "no")]))
      ], checks: [])
    verdict.sources = sources[id]?.digest
    verdict.sourceParts = sources[id]?.parts
    return verdict
  }

  @Test(
    "Tests that did not compile against the learner's files are judged again when any kata's file changes"
  )
  func testsThatDidNotCompileDependOnEveryFile() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveAllDone(in: root)
    // 2.1's tests did not compile: a renamed method in another kata's file can be why.
    let run = LearnerProgress(root: root, catalog: catalog)
    let sources = catalog.sources(root: root)
    var broken = KataVerdict(
      kataID: "2.1", tests: [], checks: [],
      errors: [
        Fixtures.error(at: "Tests/KataTests/Views/TupleViewTests.swift", "cannot find 'x'")
      ])
    broken.sources = sources["2.1"]?.digest
    broken.sourceParts = sources["2.1"]?.parts
    #expect(broken.testsDidNotCompile)
    run.record([broken])
    try run.save()
    #expect(LearnerProgress(root: root, catalog: catalog).katas["2.1"]?.state == .compileError)
    // The learner puts 1.2's file right: 2.1 is untested again, 1.1's pass still holds.
    try write("// fixed\n", to: try #require(catalog.katas[1].stubPaths.first), in: root)
    let later = LearnerProgress(root: root, catalog: catalog)
    #expect(later.katas["2.1"] == nil, "its tests may compile now")
    #expect(later.outdated["2.1"]?.changes.map(\.description) == ["another kata's files"])
    #expect(later.katas["1.1"]?.state == .done, "a verdict that compiled keeps its own sources")
  }

  @Test("A change to a test file every kata shares leaves the learner where they were")
  func sharedChangeKeepsCurrentKata() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try saveAllDone(in: root)
    try write("// a course update\n", to: "\(PackageLayout.kataTests)/Subject.swift", in: root)
    let later = LearnerProgress(root: root, catalog: catalog)
    #expect(later.katas.isEmpty, "no verdict holds")
    #expect(later.outdated["2.1"]?.changes.map(\.description) == ["a test file every kata shares"])
    #expect(later.current == nil, "every kata was done, and none of their own files changed")
  }

  @Test("A kata given by start stays given until the learner changes its files")
  func givenUntilChanged() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let given = GivenKatas(root: root)
    #expect(given.ids(catalog: catalog).isEmpty)
    let stub = "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift"
    let second = try #require(catalog.katas[1].stubPaths.first)
    let text = "let words = [\"a  b\"]  // the reference\n"
    try write("let sentence = 1\n", to: stub, in: root)
    try write(text, to: second, in: root)
    try given.record(Array(catalog.katas.prefix(2)), catalog: catalog)
    #expect(given.ids(catalog: catalog) == ["1.1", "1.2"])
    // The learner edits 1.1: from now on it is their work. 1.2's own files are unchanged.
    try write("let sentence = 2\n", to: stub, in: root)
    #expect(given.ids(catalog: catalog) == ["1.2"])
    // A blank line, a comment and a reindented line are not code (fault pass row 60: a blank
    // line made the kata the learner's).
    try write("\n/* mine */ " + text + "\n\n// a note of mine\n", to: second, in: root)
    #expect(given.ids(catalog: catalog) == ["1.2"])
    try write(text + "\nlet mine = 1\n", to: second, in: root)
    #expect(given.ids(catalog: catalog).isEmpty, "new code is the learner's")
    // A file written before fingerprints of code holds the whole text's: still read.
    try write(text, to: second, in: root)
    try JSONFile<[String: String]>(root.appending(path: PackageLayout.givenFile))
      .write(["1.2": catalog.filesDigest(of: catalog.katas[1], root: root)])
    #expect(given.ids(catalog: catalog) == ["1.2"])
  }

  @Test("A save through a stub that is a link changes what watch compares")
  func savesThroughLinksAreSeen() throws {
    let root = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let work = root.appending(path: "elsewhere/SentenceBuilder.swift")
    try write("one\n", to: "elsewhere/SentenceBuilder.swift", in: root)
    let stub = root.appending(path: "\(PackageLayout.stubs)/ResultBuilders/SentenceBuilder.swift")
    try FileManager.default.removeItem(at: stub)
    try FileManager.default.createSymbolicLink(atPath: stub.path, withDestinationPath: work.path)
    let before = SourceFingerprint(root: root)
    try write("two, a longer save\n", to: "elsewhere/SentenceBuilder.swift", in: root)
    #expect(SourceFingerprint(root: root) != before, "watch must see the save")
  }
}
