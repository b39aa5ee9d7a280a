import Foundation
import Testing

@testable import KataRunnerCore

/// Runs real `swift test` processes on a tiny package whose suites pass, fail, crash and hang.
@Suite("Test session on a real package", .serialized)
struct TestSessionTests {
  /// The fixture package, built once for every test of this suite.
  static let package: Result<URL, any Error> = Result { try makeFixturePackage() }

  private static func makeFixturePackage() throws -> URL {
    // A stable folder, so that later runs rebuild the fixture incrementally.
    let root = FileManager.default.temporaryDirectory.appending(path: "kata-runner-fixture-v1")
    let files = [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription
      let package = Package(
        name: "Fixture",
        targets: [.testTarget(name: "KataTests")],
        swiftLanguageModes: [.v6])
      """,
      "Tests/KataTests/Suites.swift": """
      import Testing
      func spin() -> Int { var n = 0; while n >= 0 { n = (n + 1) % 7 }; return n }
      @Suite("1.1 passes") struct PassingTests {
        @Test("passes") func passes() { #expect(1 + 1 == 2) }
      }
      @Suite("1.2 fails") struct FailingTests {
        @Test("fails") func fails() { #expect(1 + 1 == 3, "one and one make two") }
      }
      @Suite("1.3 crashes") struct CrashingTests {
        @Test("crashes") func crashes() { fatalError("TODO: kata 1.3") }
        @Test("after the crash") func afterCrash() { #expect(Bool(false)) }
      }
      @Suite("1.4 hangs") struct HangingTests {
        @Test("hangs") func hangs() { #expect(spin() == 0) }
      }
      @Suite("1.5 passes too") struct LaterTests {
        @Test("passes") func passes() { #expect(true) }
      }
      """,
    ]
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      if (try? String(contentsOf: url, encoding: .utf8)) != text {
        try text.write(to: url, atomically: true, encoding: .utf8)
      }
    }
    let build = try PackageBuild(root: root).run()
    guard build.succeeded else {
      throw RunnerError.tool(Message(verbatim: "fixture build failed: \(build.outputTail)"))
    }
    return root
  }

  private func outcomes(_ isolation: TestSession.Isolation) throws -> [String: TestOutcome] {
    let session = TestSession(root: try Self.package.get(), testTimeLimit: 2, isolation: isolation)
    let results = try session.run()
    return Dictionary(uniqueKeysWithValues: results.map { ("\($0.suite) \($0.name)", $0.outcome) })
  }

  @Test("A crash and a hang are named, and every other suite still gets its result")
  func isolatesBrokenSuites() throws {
    let outcomes = try outcomes(.suite)
    #expect(outcomes["PassingTests passes"] == .passed)
    #expect(outcomes["LaterTests passes"] == .passed, "a suite after the crash and hang must run")
    guard case .failed(let failures) = outcomes["FailingTests fails"] else {
      Issue.record("expected a failure, got \(String(describing: outcomes["FailingTests fails"]))")
      return
    }
    #expect(failures.first?.message.contains("one and one make two") == true)
    guard case .crashed(let message) = outcomes["CrashingTests crashes"] else {
      Issue.record("expected a crash, got \(String(describing: outcomes["CrashingTests crashes"]))")
      return
    }
    #expect(
      message.description.contains("Fatal error: TODO: kata 1.3"),
      "the runtime's message names the cause")
    #expect(outcomes["HangingTests hangs"] == .timedOut(2))
    #expect(
      outcomes["CrashingTests after the crash"]
        == .notRun(Message("another test of this kata crashed or hung first")))
    let processes = try Subprocess(["ps", "-A", "-o", "command="], in: Self.package.get())
      .capture().output
    #expect(
      !processes.contains("FixturePackageTests.xctest"),
      "the hanging test binary must be stopped with its swift test")
  }

  @Test("With test isolation, the rest of a crashed suite still runs")
  func isolatesSingleTests() throws {
    let outcomes = try outcomes(.test)
    guard case .failed = outcomes["CrashingTests after the crash"] else {
      Issue.record("the test after the crash should have run and failed")
      return
    }
    #expect(outcomes["LaterTests passes"] == .passed)
  }
}

@Suite("Test session without a build folder")
struct VanishedBuildTests {
  @Test("A build folder gone while tests run is said as such, never a crash of the kata's tests")
  func vanishedBuildIsNoCrash() throws {
    // A package whose build folder is gone, as when `.build` is deleted in another terminal
    // during a check (fault pass row 21: "💥 … crashed the test process", the learner blamed).
    let root = try Fixtures.temporaryFolder("no-build")
    defer { try? FileManager.default.removeItem(at: root) }
    try """
    // swift-tools-version: 6.1
    import PackageDescription
    let package = Package(name: "Gone", targets: [.testTarget(name: "KataTests")])
    """.write(to: root.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
    let tests = root.appending(path: "Tests/KataTests")
    try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
    try "import Testing\n@Test func works() {}\n".write(
      to: tests.appending(path: "T.swift"), atomically: true, encoding: .utf8)
    let session = TestSession(root: root, testTimeLimit: 20, isolation: .test)
    #expect {
      try session.run(.katas(["WorksTests"]))
    } throws: { error in
      "\(error)".contains("The build folder (.build/debug) went away while the tests ran")
    }
  }
}

@Suite("Subprocess")
struct SubprocessTests {
  private let folder = FileManager.default.temporaryDirectory

  @Test("Exit codes and signals are reported")
  func reportsTermination() throws {
    #expect(try Subprocess(["sh", "-c", "exit 3"], in: folder).capture().termination == .exited(3))
    #expect(
      try Subprocess(["sh", "-c", "kill -9 $$"], in: folder).capture().termination == .signaled(9))
  }

  @Test("A child that outlives its limit is stopped with all it started, in any process group")
  func stopsHangingTree() throws {
    let start = Date()
    let output = folder.appending(path: "sleep-\(UUID()).log")
    defer { try? FileManager.default.removeItem(at: output) }
    // `set -m` puts the background sleep in a process group of its own, as `swift test` does
    // with the test binary.
    let termination = try Subprocess(["sh", "-c", "set -m; sleep 31.25 & wait"], in: folder)
      .run(output: output, limit: 0.5)
    #expect(termination == .timedOut)
    #expect(Date().timeIntervalSince(start) < 10)
    let processes = try Subprocess(["ps", "-A", "-o", "command="], in: folder).capture().output
    #expect(!processes.contains("sleep 31.25"), "the grandchild must not outlive the timeout")
  }

  @Test("Output is captured and the folder is the one asked for, even with spaces")
  func capturesOutput() throws {
    let spaced = folder.appending(path: "with space \(UUID())")
    try FileManager.default.createDirectory(at: spaced, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: spaced) }
    let result = try Subprocess(["sh", "-c", "pwd; echo hi >&2"], in: spaced).capture()
    #expect(result.output.contains(spaced.lastPathComponent))
    #expect(result.output.contains("hi"))
  }
}
