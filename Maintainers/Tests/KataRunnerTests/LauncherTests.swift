import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The launcher, `./kata-runner`, on a package of stand-ins: a "built runner" and a "swift" that
/// only say they ran, so that its rule is tested without a build.
@Suite("The launcher runs the built runner only while it is up to date")
struct LauncherTests {
  /// A package with the launcher, the files the runner is built from, a built runner that
  /// prints how it was called, and a `swift` that does the same, all older than now.
  private struct Package {
    let root: URL
    let bin: URL
    var runner: URL { root.appending(path: ".build/debug/kata-runner") }
    var swift: URL { bin.appending(path: "swift") }

    init() throws {
      let base = FileManager.default.temporaryDirectory.appending(path: "launcher-\(UUID())")
      root = base.appending(path: "Builder Katas")
      bin = base.appending(path: "bin")
      let launcher = try Data(contentsOf: Fixtures.repository.appending(path: "kata-runner"))
      try writeProgram(launcher, to: root.appending(path: "kata-runner"))
      try write(Data("// manifest\n".utf8), to: root.appending(path: "Package.swift"))
      try write(Data("// main\n".utf8), to: root.appending(path: "Sources/kata-runner/main.swift"))
      try write(Data("// core\n".utf8), to: root.appending(path: "Sources/KataRunnerCore/A.swift"))
      try write(Data("// kata\n".utf8), to: root.appending(path: "Sources/Katas/Stub.swift"))
      try writeProgram(
        Data("#!/bin/sh\necho \"built runner, called as $KATA_RUNNER_COMMAND:\" \"$@\"\n".utf8),
        to: runner)
      try writeProgram(
        Data("#!/bin/sh\necho \"swift, called as $KATA_RUNNER_COMMAND:\" \"$@\"\n".utf8),
        to: swift)
      // Everything an hour old, the built runner younger than its sources. A folder counts too:
      // adding or removing a file of the runner changes it.
      for path in [
        "Package.swift", "Sources/kata-runner/main.swift", "Sources/KataRunnerCore/A.swift",
        "Sources/kata-runner", "Sources/KataRunnerCore",
      ] {
        try age(root.appending(path: path), by: 3600)
      }
      try age(swift, by: 3600)
      try age(runner, by: 1800)
    }

    func remove() {
      try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// Runs the launcher as a learner in `folder` would, and returns what it printed.
    func launch(_ arguments: [String], from folder: String = "", as typed: String = "./kata-runner")
      throws -> String
    {
      let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let directory = folder.isEmpty ? root : root.appending(path: folder)
      let result = try Subprocess(
        ["sh", "-c", "\(typed) \"$@\"", "sh"] + arguments, in: directory,
        environment: ["PATH": "\(bin.path):\(path)"], removing: [Launcher.variable]
      ).capture()
      return result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    func age(_ url: URL, by seconds: TimeInterval) throws {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: url.path)
    }

    /// Writes a program through a descriptor closed on exec: a test running beside this one
    /// that starts a process while this file is open for writing would otherwise pass the
    /// descriptor on, and running the program would fail with "text file busy".
    private func writeProgram(_ data: Data, to url: URL) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
      defer { close(descriptor) }
      let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
    }

    private func write(_ data: Data, to url: URL) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }

  @Test("An up-to-date runner is run at once, with the arguments as given and how it was called")
  func upToDateRunsTheBinary() throws {
    // The package verified, not verification's copy, which does not keep a file's mode.
    let launcher = PackageCopy.source.appending(path: "kata-runner").path
    #expect(
      FileManager.default.isExecutableFile(atPath: launcher), "a clone must be able to run it")
    let package = try Package()
    defer { package.remove() }
    #expect(
      try package.launch(["check", "1.1", "two words"])
        == "built runner, called as ./kata-runner: check 1.1 two words")
    // A kata's file is the learner's, not the runner's: editing it changes nothing here.
    try Data("// edited\n".utf8).write(to: package.root.appending(path: "Sources/Katas/Stub.swift"))
    #expect(try package.launch(["list"]).hasPrefix("built runner"))
    #expect(
      try package.launch(["list"], as: "sh kata-runner")
        == "built runner, called as ./kata-runner: list", "a path the learner can paste")
    #expect(
      try package.launch(["list"], from: "Sources/Katas", as: "../../kata-runner")
        == "built runner, called as ../../kata-runner: list")
  }

  @Test(
    "A changed source, manifest or toolchain, or no runner yet, goes through swift run",
    arguments: [
      "Sources/KataRunnerCore/A.swift", "Sources/kata-runner/main.swift", "Package.swift",
    ]
  )
  func staleGoesThroughSwiftRun(changed: String) throws {
    let package = try Package()
    defer { package.remove() }
    // What `git pull` does to a file it changes: writes it now.
    try package.age(package.root.appending(path: changed), by: 0)
    let output = try package.launch(["check", "1.1"])
    #expect(
      output
        == "swift, called as ./kata-runner: run --package-path \(package.root.path) kata-runner "
        + "check 1.1", "\(output)")
  }

  @Test("A new toolchain, or no built runner at all, goes through swift run too")
  func toolchainOrNoRunner() throws {
    let package = try Package()
    defer { package.remove() }
    try package.age(package.swift, by: 0)
    #expect(try package.launch(["list"]).hasPrefix("swift, called as ./kata-runner: run"))
    try package.age(package.swift, by: 3600)
    #expect(try package.launch(["list"]).hasPrefix("built runner"))
    try FileManager.default.removeItem(at: package.runner)
    let first = try package.launch(["list"])
    #expect(first.hasPrefix("Building kata-runner first"), "said before SwiftPM's silence")
    #expect(first.contains("swift, called as ./kata-runner: run"))
  }

  @Test("The runner names the command it was started with, quoted when a shell would split it")
  func commandQuoting() {
    #expect(Launcher.command(given: nil) == "swift run kata-runner", "what works from anywhere")
    #expect(Launcher.command(given: "") == "swift run kata-runner")
    #expect(Launcher.command(given: "../kata-runner") == "../kata-runner")
    #expect(
      Launcher.command(given: "/tmp/Builder Katas/kata-runner")
        == "'/tmp/Builder Katas/kata-runner'")
    #expect(Launcher.command(given: "/it's/kata-runner") == #"'/it'\''s/kata-runner'"#)
  }
}
