import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Warnings that outlive an incremental build")
struct WarningStoreTests {
  let stub = "Sources/Katas/ResultBuilders/SentenceBuilder.swift"

  /// A package root with one kata file in it.
  func root(with text: String) throws -> URL {
    let root = FileManager.default.temporaryDirectory.appending(path: "warnings-\(UUID())")
    let file = root.appending(path: stub)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return root
  }

  /// A successful build that printed `output`.
  func build(_ output: String, root: URL) -> PackageBuild.Result {
    PackageBuild.Result(
      succeeded: true, diagnostics: Diagnostic.parse(output, relativeTo: root), outputTail: "",
      compiled: PackageBuild.compiledFiles(in: output))
  }

  @Test("SwiftPM's compile lines name each file, one per line or several batched")
  func compiledFiles() {
    let output = """
      [3/6] Compiling Katas ListBuilder.swift
      [9/40] Compiling KataTests A.swift, B.swift
      [10/40] Emitting module Katas
      """
    #expect(
      PackageBuild.compiledFiles(in: output)
        == ["Katas/ListBuilder.swift", "KataTests/A.swift", "KataTests/B.swift"])
  }

  @Test("A warning stays while its file is unchanged and not compiled again, and goes with a fix")
  func warningOutlivesAnotherKatasBuild() throws {
    let root = try root(with: "let unused = 1\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let store = WarningStore(root: root)
    let warning = "\(root.path)/\(stub):1:5: warning: initialization of 'unused' was never used"
    let first = store.warnings(
      after: build("[3/6] Compiling Katas SentenceBuilder.swift\n\(warning)", root: root),
      for: [stub])
    #expect(first[stub]?.count == 1)
    let otherKata = store.warnings(
      after: build("[3/6] Compiling Katas ListBuilder.swift", root: root), for: [stub])
    #expect(otherKata == first, "not compiled, same text: the warning still holds")
    try "let used = 1\n_ = used\n".write(
      to: root.appending(path: stub), atomically: true, encoding: .utf8)
    let fixed = store.warnings(
      after: build("[3/6] Compiling Katas SentenceBuilder.swift", root: root), for: [stub])
    #expect(fixed.isEmpty, "compiled without a warning: it is gone")
  }

  @Test("A file changed and compiled outside the runner keeps no stale warning")
  func changedOutsideTheRunner() throws {
    let root = try root(with: "let unused = 1\n")
    defer { try? FileManager.default.removeItem(at: root) }
    let store = WarningStore(root: root)
    let warning = "\(root.path)/\(stub):1:5: warning: initialization of 'unused' was never used"
    _ = store.warnings(
      after: build("[3/6] Compiling Katas SentenceBuilder.swift\n\(warning)", root: root),
      for: [stub])
    try "let used = 1\n_ = used\n".write(
      to: root.appending(path: stub), atomically: true, encoding: .utf8)
    #expect(store.warnings(after: build("", root: root), for: [stub]).isEmpty)
  }
}
