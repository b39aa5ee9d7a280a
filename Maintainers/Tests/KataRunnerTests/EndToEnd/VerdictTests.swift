import Foundation
import Testing

@testable import KataRunnerCore

/// One model of the learner's progress: every command agrees on each kata's verdict, on the
/// current kata and on what comes next, and no verdict outlives the files it was made from.
extension PathEndToEndTests {
  @Test("A full run that cannot test every kata marks the earlier results on screen")
  func staleResultsAreMarked() throws {
    let copy = try copy()
    try solve11(copy)
    _ = try copy.run([])
    try copy.write(try copy.read(stub12) + "\nlet broken: Int = \"x\"\n", to: stub12)
    let status = try copy.run([])
    #expect(status.output.contains("✔ 1.1*"), "\(status.output)")
    #expect(status.output.contains("* from an earlier run"), "\(status.output)")
    let list = try copy.run(["list"])
    #expect(list.output.contains("buildBlock  4/4  from an earlier run"), "\(list.output)")
    let report = try ProgressReport.decode(Data(try copy.run(["report"]).output.utf8))
    #expect(report.katas.first { $0.id == "1.1" }?.fromEarlierRun == true)
    #expect(
      try copy.run(["report", "--format", "markdown"]).output.contains(
        "| 1.1 | buildBlock | done, from an earlier run | 4/4 |"))
  }

  @Test("reset and solution --apply forget the kata's verdict: it is current again")
  func resetForgetsTheVerdict() throws {
    let copy = try copy()
    try solve11(copy)
    #expect(try copy.run(["check", "1.1"]).code == 0)
    #expect(try copy.run(["list"]).output.contains("✔ 1.1 buildBlock"))
    #expect(try copy.run(["reset", "1.1"]).code == 0)
    let list = try copy.run(["list"])
    #expect(!list.output.contains("✔ 1.1"), "a reset kata has no verdict yet: \(list.output)")
    let check = try copy.run(["check"])
    #expect(check.output.contains("1.1 buildBlock"), "1.1 is current again: \(check.output)")
  }

  @Test("A compile error that is gone is never shown again when another kata breaks the build")
  func noPhantomError() throws {
    let copy = try copy()
    try copy.write(try copy.read(stub13) + "\nlet broken13: Int = \"x\"\n", to: stub13)
    #expect(try copy.run([]).output.contains("⛔ 1.3"))
    try copy.replace("\nlet broken13: Int = \"x\"\n", with: "\n", in: stub13)
    try copy.write(try copy.read(stub12) + "\nlet broken12: Int = \"x\"\n", to: stub12)
    let status = try copy.run([])
    #expect(status.output.contains("⛔ 1.2"), "\(status.output)")
    #expect(!status.output.contains("⛔ 1.3"), "1.3's error is fixed: \(status.output)")
    #expect(!status.output.contains("broken13"), "\(status.output)")
  }

  @Test("check's next kata is the runner's current kata")
  func nextAgreesWithCurrent() throws {
    let copy = try copy()
    // 1.3, whose file the scenario before broke and fixed, ending on a failed build: the
    // sequence in which CI once saw 1.3 tested against its old file (`sameTimeStampIsCompiled`).
    try solve("1.3", copy)
    let check = try copy.run(["check", "1.3"])
    #expect(check.code == 0, "\(check.output)")
    #expect(check.output.contains("Next kata: 1.1 buildBlock"), "\(check.output)")
    #expect(try copy.run([]).output.contains("Current kata: 1.1 buildBlock"))
  }

  @Test("A renamed test suite is no pass: the kata says its tests were not found, and why")
  func renamedSuiteIsNoPass() throws {
    let copy = try copy()
    try solve11(copy)
    #expect(try copy.run(["check", "1.1"]).code == 0)
    try copy.git(["checkout", "-q", "--", stub11])
    let tests = "Tests/KataTests/ResultBuilders/SentenceBuilderTests.swift"
    try copy.replace(
      "struct SentenceBuilderTests {", with: "struct SentenceBuilderTestz {", in: tests)
    let check = try copy.run(["check", "1.1"])
    #expect(check.code == 1, "\(check.output)")
    #expect(
      check.output.contains("no test of the suite SentenceBuilderTests was found"),
      "\(check.output)")
    #expect(!check.output.contains("could not be tested"), "the reason is given: \(check.output)")
    let list = try copy.run(["list"])
    #expect(!list.output.contains("✔ 1.1"), "the earlier pass is not reused: \(list.output)")
  }

  @Test("A verdict whose files changed behind the runner's back is no longer shown as done")
  func outdatedVerdictIsDropped() throws {
    let copy = try copy()
    try solve("1.2", copy)
    #expect(try copy.run(["check", "1.2"]).code == 0)
    #expect(try copy.run(["list"]).output.contains("✔ 1.2"))
    // `git stash`, or a checkout, puts the stub back without the runner.
    try copy.git(["checkout", "-q", "--", stub12])
    try solve11(copy)
    let check = try copy.run(["check", "1.1"])
    #expect(check.output.contains("Next kata: 1.2 buildExpression"), "\(check.output)")
    #expect(!(try copy.run(["list"]).output.contains("✔ 1.2")), "1.2 is untested again")
  }

  @Test("A verdict no longer holds when a test file that every kata shares changed since")
  func sharedTestFileOutdatesVerdicts() throws {
    let copy = try copy()
    try solve11(copy)
    #expect(try copy.run(["check", "1.1"]).code == 0)
    // A comment only: the package rebuilds one file, but the verdict's tests are not the same.
    let subject = "\(PackageLayout.kataTests)/Subject.swift"
    try copy.write(try copy.read(subject) + "\n// changed behind the runner's back\n", to: subject)
    let list = try copy.run(["list"])
    #expect(!list.output.contains("✔ 1.1"), "1.1 is untested again: \(list.output)")
  }

  @Test("With every kata done, check and hint say so instead of picking 1.1")
  func everythingDone() throws {
    let copy = try copy()
    let references = copy.root.appending(path: "Sources/Builders")
    let stubs = copy.root.appending(path: "Sources/Katas")
    try FileManager.default.removeItem(at: stubs)
    try FileManager.default.copyItem(at: references, to: stubs)
    let status = try copy.run([])
    // Counted from the curriculum, so that adding a kata does not break this test.
    let count = try Catalog.load(fromPackageAt: copy.root).katas.count
    #expect(status.output.contains("\(count) of \(count) katas done"), "\(status.output)")
    for command in ["check", "hint", "lesson"] {
      let result = try copy.run([command])
      #expect(result.code == 0, "\(command): \(result.output)")
      #expect(result.output.contains("Every kata is done"), "\(command): \(result.output)")
    }
  }
}
