import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Compile-check verdicts reused between runs")
struct VerdictCacheTests {
  @Test(
    "A snippet's key stays while its text and the module interfaces stay, and changes with either")
  func key() throws {
    let modules = FileManager.default.temporaryDirectory
      .appending(path: "verdict-cache-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: modules) }
    try FileManager.default.createDirectory(at: modules, withIntermediateDirectories: true)
    let interface = modules.appending(path: "Katas.swiftmodule")
    try Data("v1".utf8).write(to: interface)
    let cache = VerdictCache(file: modules.appending(path: "cache.json"), modules: modules)
    let snippet = Snippet(
      origin: "Tests/CompileChecks/x.swift", firstLine: 1, code: "import Katas\n")
    let first = cache.key(for: snippet)
    #expect(cache.key(for: snippet) == first)
    let other = Snippet(
      origin: "Tests/CompileChecks/x.swift", firstLine: 1, code: "import Katas\nlet x = 1\n")
    #expect(cache.key(for: other) != first, "a changed snippet is checked again")
    try Data("v22".utf8).write(to: interface)
    #expect(cache.key(for: snippet) != first, "a changed interface is checked again")
  }

  @Test("Saved verdicts come back by the snippet's origin")
  func roundTrip() throws {
    let file = FileManager.default.temporaryDirectory.appending(
      path: "verdicts-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: file) }
    let cache = VerdictCache(file: file, modules: FileManager.default.temporaryDirectory)
    let compiled = Message(
      "{position}: this line is marked `// expected-error` but it compiled",
      ["position": "b.swift:4:1"])
    let failed = SnippetChecker.Verdict.failed(
      [Message(verbatim: "b.swift:3:1: error: no"), compiled])
    cache.save(["a.swift": ("k1", .passed), "b.swift": ("k2", failed)])
    let loaded = cache.load()
    #expect(loaded["a.swift"]?.key == "k1" && loaded["a.swift"]?.verdict == .passed)
    #expect(loaded["b.swift"]?.verdict == failed, "the runner's words are kept as a message")
  }
}
