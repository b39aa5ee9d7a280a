import Foundation
import Testing

@testable import KataRunnerCore

/// The runner's own files stay inside the clone: a symbolic link under `.kata-runner` is
/// removed itself, never followed (the third fault pass, rows 79 to 82).
@Suite("Links under .kata-runner never lead the runner out of the clone")
struct LinksLeadingOutTests {
  /// A clone with a `.kata-runner` folder, and a victim folder outside it with a file in it.
  private func cloneAndVictim() throws -> (root: URL, victim: URL) {
    let base = try Fixtures.temporaryFolder("links")
    let root = base.appending(path: "clone")
    let victim = base.appending(path: "outside")
    try FileManager.default.createDirectory(
      at: root.appending(path: ".kata-runner"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: victim.appending(path: "notes"), withIntermediateDirectories: true)
    try Data("keep me\n".utf8).write(to: victim.appending(path: "notes/important.txt"))
    try Data("SECRET-KEY\n".utf8).write(to: victim.appending(path: "secret.txt"))
    return (root, victim)
  }

  private func link(_ path: String, in root: URL, to target: URL) throws {
    try FileManager.default.createSymbolicLink(
      at: root.appending(path: path), withDestinationURL: target)
  }

  @Test("A tmp linked to a folder outside is unlinked before a clean-up could empty that folder")
  func scratchLink() throws {
    let (root, victim) = try cloneAndVictim()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try link(".kata-runner/tmp", in: root, to: victim)
    let notes = Workspace.removeLinksLeadingOut(in: root).map(\.description)
    #expect(
      notes == [
        ".kata-runner/tmp was a symbolic link to \(victim.path). kata-runner keeps its "
          + "files inside the clone, so it removed the link; \(victim.path) and what it holds "
          + "are untouched."
      ])
    let scratch = try Workspace.temporaryFolder(in: root)
    Workspace.remove(scratch)
    #expect(!Workspace.isLink(root.appending(path: ".kata-runner/tmp")))
    #expect(
      try String(contentsOf: victim.appending(path: "notes/important.txt"), encoding: .utf8)
        == "keep me\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).count == 2)
  }

  @Test("The clean-up of abandoned scratch folders never deletes through a link")
  func cleanUpRefusesLink() throws {
    let (root, victim) = try cloneAndVictim()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    try link(".kata-runner/tmp", in: root, to: victim)
    // Without the pass at a command's start: the scratch folder's own guard holds.
    _ = try? Workspace.temporaryFolder(in: root)
    #expect(FileManager.default.fileExists(atPath: victim.appending(path: "secret.txt").path))
    #expect(
      FileManager.default.fileExists(atPath: victim.appending(path: "notes/important.txt").path))
  }

  @Test("A clone-id linked to a private file gives the report a new id, not the file's contents")
  func cloneIDLink() throws {
    let (root, victim) = try cloneAndVictim()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let secret = victim.appending(path: "secret.txt")
    try link(".kata-runner/clone-id", in: root, to: secret)
    let id = try #require(CloneID.id(root: root))
    #expect(!id.contains("SECRET"))
    #expect(!Workspace.isLink(root.appending(path: ".kata-runner/clone-id")))
    #expect(try String(contentsOf: secret, encoding: .utf8) == "SECRET-KEY\n")
  }

  @Test("A lock file that is a link creates nothing where it points")
  func lockLink() throws {
    let (root, victim) = try cloneAndVictim()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    let planted = victim.appending(path: "created-outside")
    let lock = root.appending(path: ".kata-runner/progress.json.lock")
    try FileManager.default.createSymbolicLink(at: lock, withDestinationURL: planted)
    let taken = try FileLock.take(
      at: lock, limit: 1, waiting: {},
      timedOut: { RunnerError.tool(Message(verbatim: "timed out")) })
    taken?.release()
    #expect(!FileManager.default.fileExists(atPath: planted.path))
  }

  @Test("Every entry of .kata-runner that is a link goes, and .kata-runner itself if it is one")
  func everyEntry() throws {
    let (root, victim) = try cloneAndVictim()
    defer { try? FileManager.default.removeItem(at: root.deletingLastPathComponent()) }
    for name in ["backups", "progress.json", "clone-id"] {
      try link(".kata-runner/\(name)", in: root, to: victim.appending(path: name))
    }
    let notes = Workspace.removeLinksLeadingOut(in: root).map(\.description)
    #expect(notes.count == 3)
    #expect(notes.allSatisfy { $0.hasPrefix(".kata-runner/") })
    #expect(Workspace.removeLinksLeadingOut(in: root).isEmpty, "nothing is left to remove")

    try FileManager.default.removeItem(at: root.appending(path: ".kata-runner"))
    try link(".kata-runner", in: root, to: victim)
    let whole = Workspace.removeLinksLeadingOut(in: root).map(\.description)
    #expect(whole.count == 1 && whole[0].hasPrefix(".kata-runner was a symbolic link"))
    #expect(try FileManager.default.contentsOfDirectory(atPath: victim.path).count == 2)
  }
}
