import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// Control-C, `kill` and a closed terminal, sent to the real runner while it builds or tests, and
/// the backups that keep a learner's text when the runner overwrites it.
extension EndToEndTests {
  /// A learner's habit: a signal, during a command, in one phase of its work.
  struct SignalCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var signal: Int32
    /// Text in a descendant's command line that shows the phase has begun: `swift-test` for the
    /// tests (the runner builds first, with `swift-build`; ".xctest" would also match the
    /// linker's command line while it writes the test bundle).
    var phase: String

    var testDescription: String {
      let name = [SIGINT: "SIGINT", SIGTERM: "SIGTERM", SIGHUP: "SIGHUP"][signal] ?? "\(signal)"
      return "\(name) to `kata-runner \(arguments.joined(separator: " "))` once \(phase) runs"
    }
  }

  /// The runner must stop `swift test` and the test binary too, and remove its scratch files.
  @Test(
    "A signal while a kata's test hangs ends the runner at once with 128 + signal",
    arguments: [
      SignalCase(arguments: ["--timeout", "300"], signal: SIGINT, phase: "swift-test"),
      SignalCase(
        arguments: ["check", "1.1", "--timeout", "300"], signal: SIGTERM, phase: "swift-test"),
      SignalCase(arguments: ["watch", "--timeout", "300"], signal: SIGHUP, phase: "swift-test"),
    ])
  func signalWhileTesting(_ interruption: SignalCase) throws {
    let copy = try copy()
    try copy.replace(
      "    \"TODO\"\n", with: "    while !words.isEmpty || words.isEmpty {}\n    return \"TODO\"\n",
      in: stub11)
    try expectCleanStop(copy, interruption)
  }

  @Test("Control-C while the package builds stops the compilers too")
  func signalWhileBuilding() throws {
    let copy = try copy()
    // Touching the engine makes every module that imports it compile again: a long build.
    let engine = copy.root.appending(path: "Sources/ViewGraph")
    for name in try FileManager.default.contentsOfDirectory(atPath: engine.path) {
      try FileManager.default.setAttributes(
        [.modificationDate: Date()], ofItemAtPath: engine.appending(path: name).path)
    }
    try expectCleanStop(
      copy, SignalCase(arguments: ["--fresh"], signal: SIGINT, phase: "swift-frontend"))
  }

  @Test("A file saved while its kata is tested is tested again: the verdict is the saved file's")
  func savedWhileTesting() throws {
    let copy = try copy()
    // Slow tests, so that the learner's save lands while they run.
    try copy.replace(
      "    \"TODO\"\n",
      with: "    let end = ContinuousClock.now + .seconds(1)\n"
        + "    while ContinuousClock.now < end {}\n    return \"TODO\"\n",
      in: stub11)
    let log = copy.root.appending(path: "saved-while-testing.log")
    defer { try? FileManager.default.removeItem(at: log) }
    let runner = try start(copy, ["check", "1.1"], log: log)
    defer { if runner.isRunning { ProcessTree.stop(runner.processIdentifier) } }
    let deadline = Date().addingTimeInterval(120)
    while Date() < deadline, runner.isRunning,
      !commandLines(of: ProcessTree.descendants(of: runner.processIdentifier)).contains(where: {
        $0.contains("swift-test")
      })
    {
      usleep(50_000)
    }
    try solve11(copy)
    runner.waitUntilExit()
    let output = try String(contentsOf: log, encoding: .utf8)
    #expect(
      output.contains("A file of 1.1 changed while it was tested: testing again"), "\(output)")
    #expect(runner.terminationStatus == 0, "the saved file is the reference: \(output)")
    #expect(output.contains("Kata 1.1 is done"), "\(output)")
  }

  @Test("start stops before any change when a later kata's file cannot be replaced")
  func startChecksEveryDestinationFirst() throws {
    let copy = try copy()
    try copy.write(try copy.read(stub11) + "\n// my own try\n", to: stub11)
    let folder = copy.root.appending(path: stub12)
    try FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer {
      try? FileManager.default.removeItem(at: folder)
      _ = try? copy.git(["checkout", "-q", "--", stub12])
    }
    let start = try copy.run(["start", "1.3", "--yes"])
    #expect(start.code == 3, "\(start.output)")
    #expect(start.output.contains("\(stub12) is a folder"), "\(start.output)")
    #expect(start.output.contains("nothing was changed"))
    #expect(try copy.read(stub11).contains("my own try"), "1.1 is the learner's still")
  }

  @Test("Two resets in the same second keep both of the learner's versions")
  func resetsInOneSecond() throws {
    let copy = try copy()
    var folders: [String] = []
    for edit in ["// first attempt", "// second attempt"] {
      try copy.write(try copy.read(stub11) + "\n\(edit)\n", to: stub11)
      let reset = try copy.run(["reset", "1.1"])
      #expect(reset.code == 0, "\(reset.output)")
      let line = reset.output.split(separator: "\n").first { $0.hasPrefix("Your version is saved") }
      folders.append(
        String(try #require(line).dropFirst("Your version is saved in ".count).dropLast(2)))
    }
    #expect(folders[0] != folders[1], "each backup needs a folder of its own")
    #expect(try copy.read("\(folders[0])/\(stub11)").contains("// first attempt"))
    #expect(try copy.read("\(folders[1])/\(stub11)").contains("// second attempt"))
  }

  /// Starts the runner, waits for the phase, sends the signal, and checks that the runner ended
  /// within two seconds with the right code and left nothing behind.
  private func expectCleanStop(_ copy: PackageCopy, _ interruption: SignalCase) throws {
    let log = copy.root.appending(path: "interruption.log")
    defer { try? FileManager.default.removeItem(at: log) }
    let runner = try start(copy, interruption.arguments, log: log)
    defer { if runner.isRunning { ProcessTree.stop(runner.processIdentifier) } }

    var tree: [pid_t] = []
    let deadline = Date().addingTimeInterval(300)
    while Date() < deadline, runner.isRunning {
      tree = ProcessTree.descendants(of: runner.processIdentifier)
      if commandLines(of: tree).contains(where: { $0.contains(interruption.phase) }) { break }
      usleep(50_000)
    }
    let output = { (try? String(contentsOf: log, encoding: .utf8)) ?? "" }
    try #require(runner.isRunning, "the runner ended before \(interruption.phase) ran: \(output())")
    try #require(!tree.isEmpty)
    usleep(300_000)
    tree = ProcessTree.descendants(of: runner.processIdentifier)

    let sent = Date()
    kill(runner.processIdentifier, interruption.signal)
    while runner.isRunning, Date().timeIntervalSince(sent) < 10 { usleep(10_000) }
    let seconds = Date().timeIntervalSince(sent)
    try #require(!runner.isRunning, "the runner was still running 10 s after the signal")
    #expect(runner.terminationStatus == 128 + interruption.signal, "\(output())")
    #expect(seconds < 2, "the runner took \(seconds) s to stop")
    #expect(output().contains("every build and test it started is stopped"), "\(output())")
    usleep(200_000)
    let survivors = commandLines(of: tree.filter(isAlive))
    #expect(survivors.isEmpty, "still running after the runner ended: \(survivors)")
    let scratch = copy.root.appending(path: "\(PackageLayout.runnerFolder)/tmp")
    let leftovers = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    #expect(leftovers.isEmpty, "scratch folders left behind: \(leftovers)")
    if let progress = FileManager.default.contents(
      atPath: copy.root.appending(path: ProgressStore.path).path)
    {
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: progress) }
    }
  }

  /// Starts the copy's runner in the background, everything it prints going to a new log.
  private func start(_ copy: PackageCopy, _ arguments: [String], log: URL) throws -> Process {
    try Data().write(to: log)
    let runner = Process()
    runner.executableURL = copy.runner
    runner.arguments = arguments
    runner.currentDirectoryURL = copy.root
    runner.environment = ProcessInfo.processInfo.environment.merging(["NO_COLOR": "1"]) { $1 }
      .filter { !PackageCopy.localeVariables.contains($0.key) }
    runner.standardOutput = try FileHandle(forWritingTo: log)
    runner.standardError = runner.standardOutput
    try runner.run()
    return runner
  }

  /// The command lines of the processes that still exist, zombies left out.
  private func commandLines(of pids: [pid_t]) -> [String] {
    guard !pids.isEmpty else { return [] }
    let list = pids.map(String.init).joined(separator: ",")
    let table = try? Subprocess(
      ["ps", "-o", "stat=", "-o", "args=", "-p", list], in: URL(filePath: "/")
    )
    .capture().output
    return (table ?? "").split(separator: "\n").filter {
      !$0.trimmingCharacters(in: .whitespaces).hasPrefix("Z")
    }
    .map(String.init)
  }

  private func isAlive(_ pid: pid_t) -> Bool {
    !commandLines(of: [pid]).isEmpty
  }
}
