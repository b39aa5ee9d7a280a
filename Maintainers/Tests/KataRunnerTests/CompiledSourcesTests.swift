import Foundation
import Testing

@testable import KataRunnerCore

@Suite("A changed file the build skipped is found, never tested stale")
struct CompiledSourcesTests {
  /// A package root with one kata file, its object file and the katas module's output file map.
  struct Package {
    let root = FileManager.default.temporaryDirectory.appending(path: "compiled-\(UUID())")
    var source: URL { root.appending(path: "Sources/Katas/StatusBuilder.swift") }
    var object: URL { root.appending(path: ".build/debug/Katas.build/StatusBuilder.swift.o") }

    init(text: String) throws {
      try FileManager.default.createDirectory(
        at: object.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.createDirectory(
        at: source.deletingLastPathComponent(), withIntermediateDirectories: true)
      try write(text)
      try Data("object".utf8).write(to: object)
      let map = [
        "": ["swift-dependencies": "primary.swiftdeps"], source.path: ["object": object.path],
      ]
      try JSONEncoder().encode(map).write(
        to: object.deletingLastPathComponent().appending(path: "output-file-map.json"))
    }

    func write(_ text: String) throws {
      try text.write(to: source, atomically: true, encoding: .utf8)
    }

    /// A build that compiled the named files, with SwiftPM's compile lines.
    func build(succeeded: Bool = true, compiling files: [String] = [], errors: String = "")
      -> PackageBuild.Result
    {
      let lines = files.map { "[3/6] Compiling Katas \($0)" }.joined(separator: "\n")
      return PackageBuild.Result(
        succeeded: succeeded, diagnostics: Diagnostic.parse(errors, relativeTo: root),
        outputTail: "", compiled: PackageBuild.compiledFiles(in: lines))
    }

    var sources: CompiledSources { CompiledSources(root: root) }
  }

  @Test("The output file map names each watched file and its object")
  func sourcesFromTheMap() throws {
    let package = try Package(text: "let a = 1\n")
    defer { try? FileManager.default.removeItem(at: package.root) }
    let sources = package.sources.sources()
    #expect(sources.map(\.path) == [package.source.path], "the map's module entry is no file")
    #expect(sources.first?.object == package.object.path)
    #expect(sources.first?.module == "Katas")
  }

  @Test("A changed file that a successful build did not compile was skipped")
  func changedButNotCompiled() throws {
    let package = try Package(text: "let a = 1\n")
    defer { try? FileManager.default.removeItem(at: package.root) }
    #expect(package.sources.review(after: package.build()).isEmpty, "first build: recorded")
    try package.write("let a = 2\n")
    let skipped = package.sources.review(after: package.build())
    #expect(skipped.map(\.path) == [package.source.path])
    #expect(
      package.sources.review(after: package.build()).map(\.path) == [package.source.path],
      "still skipped until a build compiles it")
    package.sources.invalidate(skipped)
    #expect(!FileManager.default.fileExists(atPath: package.object.path))
    #expect(package.sources.review(after: package.build(), forced: skipped).isEmpty)
    #expect(package.sources.review(after: package.build()).isEmpty, "forced, then recorded")
  }

  @Test("A file compiled in its new text, or unchanged, was not skipped")
  func compiledOrUnchanged() throws {
    let package = try Package(text: "let a = 1\n")
    defer { try? FileManager.default.removeItem(at: package.root) }
    _ = package.sources.review(after: package.build())
    #expect(package.sources.review(after: package.build()).isEmpty, "unchanged")
    try package.write("let a = 2\n")
    #expect(
      package.sources.review(after: package.build(compiling: ["StatusBuilder.swift"])).isEmpty)
    #expect(package.sources.review(after: package.build()).isEmpty, "recorded as compiled")
  }

  @Test("A failed build skips nothing, and a file it could not compile must be compiled later")
  func failedBuild() throws {
    let package = try Package(text: "let a = 1\n")
    defer { try? FileManager.default.removeItem(at: package.root) }
    _ = package.sources.review(after: package.build())
    try package.write("let a: Int = \"x\"\n")
    let error = "\(package.source.path):1:14: error: cannot convert value of type 'String' to 'Int'"
    let failed = package.build(succeeded: false, compiling: ["StatusBuilder.swift"], errors: error)
    #expect(package.sources.review(after: failed).isEmpty, "no verdict comes from a failed build")
    try package.write("let a = 1\n")
    #expect(
      package.sources.review(after: package.build()).isEmpty,
      "back to the text of the last compile: nothing is stale")
    try package.write("let a = 3\n")
    _ = package.sources.review(after: failed)
    #expect(
      package.sources.review(after: package.build()).map(\.path) == [package.source.path],
      "its compile failed, so the next success must compile it")
  }

  @Test("A rebuild's result keeps the first build's warnings for files it did not compile")
  func rebuildKeepsWarnings() throws {
    let root = URL(filePath: "/package")
    let warning = { (file: String) in
      "/package/Sources/Katas/\(file):1:5: warning: initialization of 'x' was never used"
    }
    let first = PackageBuild.Result(
      succeeded: true,
      diagnostics: Diagnostic.parse(
        warning("A.swift") + "\n" + warning("B.swift"), relativeTo: root),
      outputTail: "", compiled: ["Katas/A.swift", "Katas/B.swift"])
    let again = PackageBuild.Result(
      succeeded: true, diagnostics: [], outputTail: "", compiled: ["Katas/B.swift"])
    let merged = again.after(first)
    #expect(merged.diagnostics.map(\.position.path) == ["Sources/Katas/A.swift"])
    #expect(merged.compiled == ["Katas/A.swift", "Katas/B.swift"])
  }
}
