import Foundation
import Testing

@testable import KataRunnerCore

/// The compiler's warnings on a kata's file, as the real binary shows them.
extension EndToEndTests {
  @Test("A warning in a kata's file is still shown after another kata's edit rebuilds the package")
  func warningOutlivesRebuild() throws {
    let copy = try copy()
    // Inside a body, which recompiles this one file: a new top-level declaration, even a
    // private function, would recompile every kata test file, twice per scenario.
    try copy.replace("    \"TODO\"", with: "    let forgotten = 1\n    return \"TODO\"", in: stub11)
    let first = try copy.run(["check", "1.1"])
    #expect(
      first.output.contains("initialization of immutable value 'forgotten'"), "\(first.output)")
    // Another kata's file changes: the next build compiles only that file, and the compiler
    // prints nothing about 1.1's.
    try copy.write(try copy.read(stub12) + "\n// an edit elsewhere\n", to: stub12)
    let again = try copy.run(["check", "1.1"])
    #expect(
      again.output.contains("initialization of immutable value 'forgotten'"),
      "the warning is still in 1.1's file: \(again.output)")
  }
}
