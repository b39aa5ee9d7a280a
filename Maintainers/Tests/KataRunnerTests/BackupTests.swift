import Foundation
import Testing

@testable import KataRunnerCore

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
      folders.append(try Backup(root: root).save([file]))
    }
    #expect(Set(folders).count == 3, "three backups need three folders: \(folders)")
    for (index, folder) in folders.enumerated() {
      let saved = try String(contentsOf: root.appending(path: "\(folder)/\(file)"), encoding: .utf8)
      #expect(saved == "attempt \(index + 1)", "\(folder) must keep what was saved into it")
    }
  }
}
