import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("Errors in words, commands in order, and stores that say when they start again")
struct WordsNotCodesTests {
  private func temporaryRoot() throws -> URL {
    try Fixtures.temporaryFolder("words")
  }

  @Test("A file that is not there is named, in words, with what to do: no Foundation code")
  func missingFileInWords() throws {
    let missing = FileManager.default.temporaryDirectory.appending(path: "no-such-\(UUID())")
    let error = try #require(throws: (any Error).self) { try Data(contentsOf: missing) }
    let message = KataRunner.describe(error, words: .english)
    #expect(message.hasPrefix("\(missing.path): it does not exist. "), "\(message)")
    for code in ["Code=", "error 260", "error 2", "NSCocoaErrorDomain", "NSPOSIXErrorDomain"] {
      #expect(!message.contains(code), "\(message)")
    }
    // The same, said to a Japanese learner: the file, then why, then what to do.
    let japanese = KataRunner.describe(error, words: Words(.japanese))
    #expect(japanese.hasPrefix("\(missing.path): 存在しません。"), "\(japanese)")
  }

  @Test(
    "Each failure a learner can meet has its own words",
    arguments: [
      (ENOENT, SystemError.Reason.missing), (EACCES, .noPermission), (EPERM, .noPermission),
      (ENOSPC, .diskFull), (EROFS, .readOnlyDisk), (EISDIR, .isFolder),
      (ENOTDIR, .folderInPathIsFile),
    ])
  func reasonsInWords(code: Int32, reason: SystemError.Reason) {
    #expect(SystemError.reason(errno: code) == reason)
    #expect(SystemError.reason(NSError(domain: NSPOSIXErrorDomain, code: Int(code))) == reason)
    let wrapped = CocoaError(
      .fileWriteUnknown,
      userInfo: [
        NSFilePathErrorKey: "/pkg/a.swift",
        NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code)),
      ])
    #expect(
      KataRunner.describe(wrapped, words: .english).hasPrefix("/pkg/a.swift: \(reason.message). "))
  }

  @Test("A full disk says to free space; no permission says how to look")
  func nextSteps() {
    #expect(SystemError.Reason.diskFull.nextStep.description.contains("Free some disk space"))
    #expect(SystemError.Reason.noPermission.nextStep.description.contains("ls -l"))
  }

  @Test("An option before the command gets the line in order, not 'status takes no kata'")
  func optionBeforeCommand() throws {
    let error = try #require(KataRunner.misplacedCommand(in: ["--timeout", "5", "check", "1.1"]))
    #expect(error.description.contains("`swift run kata-runner check --timeout 5 1.1`"), "\(error)")
    #expect(error.exitCode == 2)
    #expect(KataRunner.misplacedCommand(in: ["--timeout", "5"]) == nil, "the dashboard's own")
    #expect(KataRunner.misplacedCommand(in: ["check", "--timeout", "5"]) == nil)
  }

  @Test("solution with both --diff and --apply is refused, not applied")
  func diffAndApply() {
    #expect(throws: RunnerError.self) {
      try SolutionCommand(arguments: ["1.1", "--apply", "--diff"])
    }
  }

  @Test("A TMPDIR that is missing or a file is named before any command starts")
  func temporaryFolder() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let file = root.appending(path: "file")
    try Data().write(to: file)
    for (folder, problem) in [
      (root.appending(path: "gone").path, "does not exist"), (file.path, "is not a folder"),
    ] {
      let error = try #require(throws: RunnerError.self) {
        try KataRunner.checkTemporaryFolder(["TMPDIR": folder])
      }
      #expect(error.description.contains("TMPDIR is \(folder), which \(problem)"))
      #expect(error.description.contains("unset TMPDIR"))
    }
    try KataRunner.checkTemporaryFolder(["TMPDIR": root.path])
    try KataRunner.checkTemporaryFolder([:])
    // A relative one is made absolute from where the runner started, for SwiftPM, which runs at
    // the package's root (fault pass row 73).
    #expect(
      KataRunner.absoluteTemporaryFolder("rt", from: "/work/clone/Lessons")
        == "/work/clone/Lessons/rt")
    #expect(KataRunner.absoluteTemporaryFolder("../rt", from: "/a/b") == "/a/rt")
    #expect(KataRunner.absoluteTemporaryFolder("/tmp", from: "/a") == nil)
  }

  @Test("A file where the runner's scratch or backups folder goes is named, not a system code")
  func fileWhereAFolderGoes() throws {
    let root = try Fixtures.temporaryFolder("file-for-folder")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: PackageLayout.runnerFolder), withIntermediateDirectories: true)
    // Fault pass rows 86 and 87: "something is already there", "NSCocoaErrorDomain 512".
    for (path, words) in [
      (PackageLayout.scratch, Message("scratch files")),
      (PackageLayout.backups, Message("the backups of your files")),
    ] {
      try Data("x\n".utf8).write(to: root.appending(path: path))
      #expect {
        try Workspace.folder(path, in: root, for: words)
      } throws: { error in
        "\(error)".hasPrefix("\(path) is a file, where kata-runner keeps \(words) in a folder.")
      }
    }
    #expect(throws: RunnerError.self) { try Workspace.temporaryFolder(in: root) }
  }

  @Test("git that cannot run (a ~/.gitconfig that is a folder) is quoted, once per line")
  func gitThatCannotRun() {
    let broken = """
      warning: unable to access '/home/l/.gitconfig': Is a directory
      warning: unable to access '/home/l/.gitconfig': Is a directory
      fatal: unknown error occurred while reading the configuration files
      """
    let message = PristineStubs.failure(
      reading: "Sources/Katas/A.swift", gitSaid: [broken], root: Fixtures.root
    ).description
    #expect(!message.contains("no committed copy"), "\(message)")
    #expect(
      message.contains(
        "git said:\n  warning: unable to access '/home/l/.gitconfig': Is a directory\n"
          + "  fatal: unknown error"), "\(message)")
    let missing = PristineStubs.failure(
      reading: "Sources/Katas/A.swift",
      gitSaid: ["fatal: path 'Sources/Katas/A.swift' does not exist in 'HEAD'"], root: Fixtures.root
    )
    #expect(missing.description.contains("git has no committed copy of Sources/Katas/A.swift"))
  }

  @Test("A hints file of another shape is said to start again, and is then rewritten")
  func hintsOfAnotherShape() throws {
    let root = try temporaryRoot()
    defer { try? FileManager.default.removeItem(at: root) }
    let store = HintStore(root: root)
    #expect(store.load().warning == nil, "no file yet is no problem")
    let file = root.appending(path: PackageLayout.hintsFile)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("[1, 2]".utf8).write(to: file)
    let (counts, warning) = store.load()
    #expect(counts.isEmpty)
    #expect(
      warning?.description.contains("it does not hold hint counts") == true,
      "\(warning?.description ?? "")")
    try store.record(1, for: "1.1", in: counts)
    #expect(store.load().counts == ["1.1": 1])
    #expect(store.load().warning == nil)
  }
}

/// Every program writes through one sink, whose words come from the catalogue: a write straight
/// to a descriptor or a `FileHandle` is English under `--lang ja` and unchecked (the progress
/// store's "Waiting for another kata-runner…" was both, until issue 45).
@Suite("One way out: the programs' output")
struct OutputSinkTests {
  /// The files that may write to the descriptors themselves: the checked sink, the command
  /// output over it, and the interruption handler, which may only call `write(2)` in a signal.
  static let sinks: Set<String> = [
    "KataRunnerCore/Output/StandardOutput.swift", "KataRunnerCore/Output/CommandOutput.swift",
    "KataRunnerCore/Process/Interruption.swift",
  ]

  @Test("No source but the sinks writes to standard output or error itself")
  func noWriteBypassesTheSink() throws {
    let sources = Fixtures.repository.appending(path: "Sources")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: sources.path)
      .filter { $0.hasSuffix(".swift") && !Self.sinks.contains($0) }
    #expect(paths.count > 100, "the sources were found: \(paths.count)")
    let direct =
      /FileHandle\.standard(?:Error|Output)|\bwrite\(STD(?:OUT|ERR)_FILENO|\bfputs\(|\bSwift\.print\(|\bdebugPrint\(/
    // An unqualified `print(` is a command context's own method in its extensions, and the
    // demo's `Output.print` elsewhere; anywhere else it is Swift's, straight to stdio.
    let bare = /(?m)^\s*print\(/
    var found: [String] = []
    for path in paths {
      let lines = try String(contentsOf: sources.appending(path: path), encoding: .utf8)
        .split(separator: "\n", omittingEmptySubsequences: false)
      for (index, line) in lines.enumerated() {
        let code = line.firstRange(of: "//").map { line[..<$0.lowerBound] } ?? line[...]
        let isContext = path.hasPrefix("KataRunnerCore/Commands/RunnerContext")
        if code.contains(direct) || (!isContext && code.contains(bare)) {
          found.append("\(path):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
        }
      }
    }
    #expect(
      found.isEmpty,
      "write through CommandOutput or StandardOutput:\n\(found.joined(separator: "\n"))")
  }
}
