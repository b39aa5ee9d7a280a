import Foundation
import Testing

@testable import KataRunnerCore

/// Odd inputs a learner or an instructor can produce by accident: each gets a message that names
/// the file and the next step, never a crash or a raw system error.
extension EndToEndTests {
  @Test("Output that cannot be written, to a full disk or a closed output, is exit 3 with why")
  func unwritableOutput() throws {
    let copy = try copy()
    /// Runs a program with its standard output redirected as a shell line says.
    func redirected(_ program: URL, _ arguments: [String], _ redirection: String) throws -> (
      termination: Subprocess.Termination, output: String
    ) {
      let result = try Subprocess(
        ["/bin/sh", "-c", "\"$0\" \"$@\" \(redirection)", program.path] + arguments,
        in: copy.root, environment: ["NO_COLOR": "1"], removing: PackageCopy.localeVariables
      ).capture()
      return (result.termination, result.output)
    }
    // Fault pass row 61: a lesson larger than stdio's buffer went to a full disk with exit 0.
    // (`/dev/full` is Linux's; elsewhere the closed output below shows the same check.)
    if FileManager.default.fileExists(atPath: "/dev/full") {
      let lesson = try redirected(copy.runner, ["lesson", "1.3"], "> /dev/full")
      #expect(lesson.termination == .exited(3), "\(lesson.output)")
      #expect(lesson.output.contains("(the disk is full)"), "\(lesson.output)")
      #expect(lesson.output.contains("free some space"))
      // Row 68: kata-demo too.
      let demo = try redirected(
        try RunnerBinaries.demo.get(), ["toggle", "--no-pause"], "> /dev/full")
      #expect(demo.termination == .exited(3), "\(demo.output)")
      #expect(demo.output.contains("the output could not be written"), "\(demo.output)")
    }
    // Rows 61 and 77: a closed output, whose advice is not a full disk's.
    let report = try redirected(copy.runner, ["report"], ">&-")
    #expect(report.termination == .exited(3), "\(report.output)")
    #expect(report.output.contains("standard output is closed"), "\(report.output)")
    #expect(!report.output.contains("free some space"))
  }

  @Test("--timeout takes only a sensible number of seconds")
  func timeoutValues() throws {
    let copy = try copy()
    for value in ["inf", "nan", "0", "-3", "1e9"] {
      let result = try copy.run(["check", "1.1", "--timeout", value])
      #expect(result.code == 2, "--timeout \(value) must be refused: \(result.output)")
      #expect(result.output.contains("from 0.1 to 3600"), "\(result.output)")
    }
  }

  @Test("A changed --timeout runs the tests again instead of reusing the last results")
  func timeoutChangeIsNotReused() throws {
    let copy = try copy()
    _ = try copy.run([])
    #expect(try copy.run([]).output.contains("Nothing changed since the last run"))
    let changed = try copy.run(["--timeout", "30"])
    #expect(!changed.output.contains("Nothing changed since the last run"), "\(changed.output)")
  }

  @Test("A curriculum with no katas is refused with the file named")
  func emptyCurriculum() throws {
    let copy = try copy()
    try copy.write("{\"modules\":[]}", to: Catalog.path)
    for arguments in [["check"], ["hint"], []] {
      let result = try copy.run(arguments)
      #expect(result.code == 3, "\(arguments): \(result.output)")
      #expect(result.output.contains("\(Catalog.path): lists no katas"), "\(result.output)")
    }
  }

  @Test("A lesson saved in another encoding is still shown")
  func latin1Lesson() throws {
    let copy = try copy()
    let path = "Lessons/01-result-builders/1.1-build-block.md"
    var bytes = try Data(contentsOf: copy.root.appending(path: path))
    bytes.append(contentsOf: Array("\nCaf".utf8) + [0xE9] + Array("\n".utf8))
    try bytes.write(to: copy.root.appending(path: path))
    let result = try copy.run(["lesson", "1.1"])
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("# 1.1 buildBlock"))
  }

  @Test("Links under .kata-runner are removed, never followed: nothing outside the clone changes")
  func linksLeadingOut() throws {
    let copy = try copy()
    let victim = try Fixtures.temporaryFolder("outside")
    defer { try? FileManager.default.removeItem(at: victim) }
    try Data("keep me\n".utf8).write(to: victim.appending(path: "important.txt"))
    try Data("SECRET-KEY\n".utf8).write(to: victim.appending(path: "secret.txt"))
    let folder = copy.root.appending(path: PackageLayout.runnerFolder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // `check` cleans abandoned scratch folders in tmp; `report` hands in what clone-id holds.
    try FileManager.default.createSymbolicLink(
      at: folder.appending(path: "tmp"), withDestinationURL: victim)
    try FileManager.default.createSymbolicLink(
      at: folder.appending(path: "clone-id"),
      withDestinationURL: victim.appending(path: "secret.txt"))
    let check = try copy.run(["check", "1.1"])
    #expect(
      check.output.contains(
        "Note: .kata-runner/tmp was a symbolic link to \(victim.path). kata-runner keeps its files "
          + "inside the clone, so it removed the link"), "\(check.output)")
    #expect(check.output.contains("Note: .kata-runner/clone-id was a symbolic link"))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: victim.path).sorted() == [
        "important.txt", "secret.txt",
      ])
    let report = try copy.run(["report"])
    #expect(report.code == 0 && !report.output.contains("SECRET"), "\(report.output)")
  }

  @Test(".kata-runner as a file gets a message that says what to do")
  func workspaceIsAFile() throws {
    let copy = try copy()
    try copy.write("not a folder", to: PackageLayout.runnerFolder)
    let result = try copy.run(["check", "1.1"])
    #expect(result.code == 3, "\(result.output)")
    #expect(result.output.contains("is a file, but kata-runner keeps your progress"))
    #expect(!result.output.contains("NSCocoaErrorDomain"), "\(result.output)")
  }

  @Test("A learner's name with a | keeps the class table's columns")
  func pipeInLearnerName() throws {
    let copy = try copy()
    let json = try copy.run(["report", "--name", "Ann|Lee"])
    let file = copy.root.appending(path: "\(PackageLayout.runnerFolder)/ann.json")
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try json.output.write(to: file, atomically: true, encoding: .utf8)
    let table = try copy.course(["table", file.path])
    let row = try #require(table.output.split(separator: "\n").first { $0.contains("Ann") })
    #expect(row.hasPrefix("| Ann\\|Lee | "), "\(row)")
    #expect(row.replacingOccurrences(of: "\\|", with: "").filter { $0 == "|" }.count == 6)
  }
}
