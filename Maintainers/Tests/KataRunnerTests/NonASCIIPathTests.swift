import Foundation
import Testing

@testable import KataRunnerCore

/// A clone whose path holds letters outside ASCII (`/Users/田中/…`) still gets its compile
/// checks run, and a compiler that crashed is never read as one that compiled (the third fault
/// pass, rows 6 and 72).
@Suite("Paths outside ASCII: compile checks run, and a crash is no verdict")
struct NonASCIIPathTests {
  @Test("A scratch folder at a non-ASCII path gives the compiler a TMPDIR of its own outside")
  func compilerTemporaryFolder() throws {
    let base = try Fixtures.temporaryFolder("田中")
    defer { try? FileManager.default.removeItem(at: base) }
    let outside = Workspace.compilerTemporaryFolder(beside: base)
    #expect(outside != base && outside.path.allSatisfy(\.isASCII))
    #expect(FileManager.default.fileExists(atPath: outside.path))
    Workspace.remove(outside)
    #expect(!FileManager.default.fileExists(atPath: outside.path))

    let plain = try Fixtures.temporaryFolder("plain")
    defer { try? FileManager.default.removeItem(at: plain) }
    #expect(Workspace.compilerTemporaryFolder(beside: plain) == plain, "ASCII: the scratch itself")
  }

  @Test(
    "A killed runner's compiler folder outside the clone goes the next time one is made; a running one's stays"
  )
  func abandonedCompilerFolderGoes() throws {
    // Fault pass row 23: `kill -9` during the compile checks left one folder in TMPDIR a run.
    let system = FileManager.default.temporaryDirectory
    let dead = system.appending(
      path: "kata-runner-swiftc-2000000000-\(UUID().uuidString.prefix(8))")
    let alive = system.appending(
      path: "kata-runner-swiftc-\(getppid())-\(UUID().uuidString.prefix(8))")
    let other = system.appending(path: "kata-runner-swiftc-notes-\(UUID().uuidString.prefix(8))")
    for folder in [dead, alive, other] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    defer {
      for folder in [dead, alive, other] { try? FileManager.default.removeItem(at: folder) }
    }
    let base = try Fixtures.temporaryFolder("佐藤")
    defer { try? FileManager.default.removeItem(at: base) }
    let outside = Workspace.compilerTemporaryFolder(beside: base)
    Workspace.remove(outside)
    #expect(!FileManager.default.fileExists(atPath: dead.path), "no runner has that process id")
    #expect(FileManager.default.fileExists(atPath: alive.path), "its runner may still use it")
    #expect(FileManager.default.fileExists(atPath: other.path), "not known to be a runner's")
  }

  @Test("A compiler stopped by a signal, or failing without an error, checked nothing")
  func crashIsNoVerdict() {
    let error = Diagnostic.parse("/s/snippet-0.swift:3:1: error: no\n", relativeTo: nil)
    #expect(SnippetChecker.crash(.exited(1), diagnostics: error, output: "") == nil)
    #expect(SnippetChecker.crash(.exited(0), diagnostics: [], output: "") == nil)
    #expect(
      SnippetChecker.crash(.signaled(4), diagnostics: [], output: "Stack dump:\nSignal 4")?
        .description
        == "swiftc was stopped by signal 4 before it reported on this code. Its last line: Signal 4"
    )
    #expect(
      SnippetChecker.crash(.exited(1), diagnostics: [], output: "")?.description
        == "swiftc failed (exit status 1) without reporting an error.")
  }

  @Test("An unchecked snippet is no pass, and its reason is what the learner reads")
  func uncheckedReason() {
    let reason = Message(verbatim: "c.swift: could not be checked: swiftc ran out")
    let verdict = SnippetChecker.Verdict.unchecked(reason)
    #expect(!verdict.isPassing)
    #expect(verdict.problems == [reason])
  }

  @Test("A TMPDIR with a letter outside ASCII is named before SwiftPM fails on it")
  func temporaryFolderOutsideASCII() throws {
    let folder = try Fixtures.temporaryFolder("tmp ü")
    defer { try? FileManager.default.removeItem(at: folder) }
    let error = try #require(throws: RunnerError.self) {
      try KataRunner.checkTemporaryFolder(["TMPDIR": folder.path])
    }
    #expect(error.description.contains("TMPDIR is \(folder.path), whose path holds \"ü\""))
    #expect(error.description.contains("unset TMPDIR"))
  }
}
