import Foundation
import Testing

@testable import KataRunnerCore

/// Faults in kata code that Swift Testing runs before any test starts, and faults of the machine
/// rather than the kata: each must cost one kata, with its cause named.
extension PathEndToEndTests {
  private var stub15: String { "Sources/Katas/ResultBuilders/ReceiptBuilder.swift" }
  /// `LineItem.init` of kata 1.5 runs while Swift Testing makes FinalResultTests' arguments.
  private var lineItemInit: String { "    self.name = name\n" }

  @Test("A stub that crashes while test arguments are made costs its own kata only")
  func crashWhileMakingArguments() throws {
    let copy = try copy()
    try solve11(copy)
    try copy.replace(
      lineItemInit,
      with: "    precondition(name != \"cake\", \"broken on purpose\")\n" + lineItemInit,
      in: stub15)
    let result = try copy.run([])
    #expect(result.code == 0, "\(result.output)")
    #expect(result.output.contains("💥 1.5"), "\(result.output)")
    #expect(result.output.contains("✔ 1.1"), "the other katas keep their real results")
    let check = try copy.run(["check", "1.5"])
    #expect(check.code == 1)
    #expect(check.output.contains("Preparing this kata's tests"), "\(check.output)")
    #expect(check.output.contains("broken on purpose"), "\(check.output)")
  }

  @Test("A stub that loops while test arguments are made is stopped and named")
  func hangWhileMakingArguments() throws {
    let copy = try copy()
    try copy.replace(
      lineItemInit, with: "    while name == \"cake\" && price >= 0 {}\n" + lineItemInit,
      in: stub15)
    let check = try copy.run(["check", "1.5", "--timeout", "3"])
    #expect(check.code == 1, "\(check.output)")
    #expect(check.output.contains("⏱ 1.5"), "\(check.output)")
    #expect(check.output.contains("Preparing this kata's tests"), "\(check.output)")
  }

  @Test("Endless recursion is reported as a stack overflow, not as an exit code")
  func stackOverflow() throws {
    let copy = try copy()
    try copy.replace(
      "    \"TODO\"\n",
      with:
        "    func deeper(_ n: Int) -> Int { deeper(n + 1) + 1 }\n    return \"\\(deeper(0))\"\n",
      in: stub11)
    let check = try copy.run(["check", "1.1"])
    #expect(check.output.contains("💥"), "\(check.output)")
    #expect(check.output.contains("stack overflow"), "\(check.output)")
  }

  @Test("Without swift on PATH the runner says what to install and exits with 3")
  func swiftMissing() throws {
    let copy = try copy()
    let result = try Subprocess(
      [copy.runner.path, "check", "1.1"], in: copy.root,
      environment: ["PATH": "/nonexistent", "NO_COLOR": "1"],
      removing: PackageCopy.localeVariables
    ).capture()
    #expect(result.termination == .exited(3), "\(result.output)")
    #expect(result.output.contains("`swift` was not found on PATH"), "\(result.output)")
  }
}
