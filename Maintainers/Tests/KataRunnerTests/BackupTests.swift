import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("Backups of the learner's files")
struct BackupTests {
  @Test("Backups made within one second each get a folder of their own and keep their text")
  func sameSecond() throws {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "backup-tests-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let file = "Sources/Katas/ResultBuilders/SentenceBuilder.swift"
    try FileManager.default.createDirectory(
      at: root.appending(path: file).deletingLastPathComponent(), withIntermediateDirectories: true)
    var folders: [String] = []
    for attempt in 1...3 {
      try "attempt \(attempt)".write(
        to: root.appending(path: file), atomically: true, encoding: .utf8)
      folders.append(try #require(try Backup(root: root).save([file])))
    }
    #expect(Set(folders).count == 3, "three backups need three folders: \(folders)")
    for (index, folder) in folders.enumerated() {
      let saved = try String(contentsOf: root.appending(path: "\(folder)/\(file)"), encoding: .utf8)
      #expect(saved == "attempt \(index + 1)", "\(folder) must keep what was saved into it")
    }
  }

  /// A package with Fixtures' katas as stubs, and a runner context on it.
  private func package() throws -> (root: URL, context: RunnerContext) {
    let root = FileManager.default.temporaryDirectory
      .appending(path: "overwrite-tests-\(UUID().uuidString)")
    for kata in Fixtures.catalog.katas {
      for path in kata.stubPaths {
        let url = root.appending(path: path)
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// stub of \(kata.id)\n".write(to: url, atomically: true, encoding: .utf8)
      }
    }
    let context = RunnerContext(
      root: root, catalog: Fixtures.catalog, style: Style(usesColor: false),
      progress: LearnerProgress(root: root, catalog: Fixtures.catalog))
    return (root, context)
  }

  @Test("A destination that is a folder stops the overwrite before any file changes")
  func folderDestinationChangesNothing() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let (first, second) = (Fixtures.catalog.katas[0], Fixtures.catalog.katas[1])
    let blocked = root.appending(path: second.stubPaths[0])
    try FileManager.default.removeItem(at: blocked)
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: true)
    let files = [(path: first.stubPaths[0], text: "reference"), (second.stubPaths[0], "reference")]
    #expect {
      try context.overwrite(files, of: [first, second])
    } throws: { error in
      "\(error)".contains("\(second.stubPaths[0]) is a folder")
        && "\(error)".contains("nothing was changed")
    }
    let kept = try String(contentsOf: root.appending(path: first.stubPaths[0]), encoding: .utf8)
    #expect(kept == "// stub of 1.1\n", "1.1 must not be replaced when 1.2's cannot be")
    #expect(
      !FileManager.default.fileExists(atPath: root.appending(path: PackageLayout.backups).path),
      "no backup of a change that did not happen")
  }

  @Test("A progress file that could not be saved stops the overwrite before any file changes")
  func unsavableProgressChangesNothing() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: PackageLayout.progressFile), withIntermediateDirectories: true)
    let kata = Fixtures.catalog.katas[0]
    #expect {
      try context.overwrite([(path: kata.stubPaths[0], text: "reference")], of: [kata])
    } throws: { error in
      "\(error)".contains("\(PackageLayout.progressFile) is a folder")
    }
    let kept = try String(contentsOf: root.appending(path: kata.stubPaths[0]), encoding: .utf8)
    #expect(kept == "// stub of 1.1\n")
  }

  @Test("A backup the disk has no room for is removed, and the error says nothing was changed")
  func fullDiskLeavesNoHalfBackup() throws {
    let (root, _) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    var backup = Backup(root: root)
    backup.copyFile = { _, destination in
      // What a full disk leaves: an empty file, then the error.
      try Data().write(to: destination)
      throw CocoaError(
        .fileWriteOutOfSpace,
        userInfo: [
          NSFilePathErrorKey: destination.path,
          NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC)),
        ])
    }
    let error = try #require(throws: RunnerError.self) {
      try backup.save(Fixtures.catalog.katas[0].stubPaths)
    }
    #expect(error.description.contains("the disk is full"), "\(error)")
    #expect(error.description.contains("so none was changed"))
    #expect(error.description.contains("Free some disk space"))
    let backups = root.appending(path: PackageLayout.backups)
    #expect(try FileManager.default.contentsOfDirectory(atPath: backups.path).isEmpty)
  }

  @Test("Results that could not be saved are still shown, then named with why")
  func unsavedResultsAreSaid() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    context.progress.record([KataVerdict(kataID: "1.1", tests: [], checks: [])])
    try FileManager.default.createDirectory(
      at: root.appending(path: ProgressStore.path), withIntermediateDirectories: true)
    let note = try #require(context.saveProgress())
    #expect(note.hasPrefix("These results could not be saved ("), "\(note)")
    #expect(note.contains("the next command tests these katas again"))
    #expect(!note.contains("error 5"), "\(note)")
  }

  @Test("A stub that is a link is backed up as what it shows, then replaced by a file of its own")
  func linkedStub() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let stub = root.appending(path: kata.stubPaths[0])
    let work = root.appending(path: "my-work/SentenceBuilder.swift")
    try FileManager.default.createDirectory(
      at: work.deletingLastPathComponent(), withIntermediateDirectories: true)
    try "my work\n".write(to: work, atomically: true, encoding: .utf8)
    try FileManager.default.removeItem(at: stub)
    try FileManager.default.createSymbolicLink(
      atPath: stub.path, withDestinationPath: "../../../my-work/SentenceBuilder.swift")
    let folder = try #require(
      try context.overwrite([(path: kata.stubPaths[0], text: "reference")], of: [kata]))
    let saved = root.appending(path: "\(folder)/\(kata.stubPaths[0])")
    #expect(Backup.linkDestination(of: saved) == nil, "the backup is a file, not a dangling link")
    #expect(try String(contentsOf: saved, encoding: .utf8) == "my work\n")
    #expect(Backup.linkDestination(of: stub) == nil)
    #expect(try String(contentsOf: stub, encoding: .utf8) == "reference")
    #expect(
      try String(contentsOf: work, encoding: .utf8) == "my work\n",
      "never written through the link")
  }

  @Test("A link to itself is backed up as that link, not as an empty folder")
  func selfLinkedStub() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let stub = root.appending(path: kata.stubPaths[0])
    try FileManager.default.removeItem(at: stub)
    try FileManager.default.createSymbolicLink(
      atPath: stub.path, withDestinationPath: "SentenceBuilder.swift")
    let folder = try #require(
      try context.overwrite([(path: kata.stubPaths[0], text: "reference")], of: [kata]))
    let saved = root.appending(path: "\(folder)/\(kata.stubPaths[0])")
    #expect(Backup.linkDestination(of: saved) == "SentenceBuilder.swift")
    #expect(try String(contentsOf: stub, encoding: .utf8) == "reference")
  }

  @Test(
    "A deleted kata folder is made again, and no empty backup claims to hold the learner's work")
  func deletedFolderIsMadeAgain() throws {
    let (root, context) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let stub = root.appending(path: kata.stubPaths[0])
    try FileManager.default.removeItem(at: stub.deletingLastPathComponent())
    let folder = try context.overwrite([(path: kata.stubPaths[0], text: "stub")], of: [kata])
    #expect(folder == nil, "there was nothing to back up")
    #expect(try String(contentsOf: stub, encoding: .utf8) == "stub")
    #expect(
      !FileManager.default.fileExists(atPath: root.appending(path: PackageLayout.backups).path))
    #expect(context.savedLine(folder) == "There was no file of yours to back up.")
  }

  @Test("A progress lock another runner holds is waited for, said, and then refused by name")
  func heldLockIsNamed() throws {
    let (root, _) = try package()
    defer { try? FileManager.default.removeItem(at: root) }
    // What the store says while it waits goes through the command's output, in its language.
    let (output, written) = CommandOutput.memory()
    let store = ProgressStore(
      root: root, announce: RunnerContext.announcer(output, Words(.japanese)))
    try store.waitUntilFree(limit: 1)
    // Another runner, stuck while it holds the lock.
    let held = open(
      root.appending(path: PackageLayout.progressFile + ".lock").path, O_RDWR | O_CLOEXEC)
    #expect(held >= 0 && flock(held, LOCK_EX | LOCK_NB) == 0)
    defer { close(held) }
    #expect {
      try store.waitUntilFree(limit: 0.8)
    } throws: { error in
      "\(error)".contains("Another kata-runner has held .kata-runner/progress.json.lock")
        && "\(error)".contains("nothing was changed")
    }
    #expect(written().err == "ほかの kata-runner が進捗を保存し終えるのを待っています…\n")
  }
}
