import Foundation
import Testing

@testable import KataRunnerCore

/// What the runner shows while it works, so that a long first run never looks like a hang.
extension PathEndToEndTests {
  @Test("Without a terminal, each kata's tests are reported as plain lines while the run goes on")
  func plainProgressLines() throws {
    let copy = try copy()
    try solve11(copy)
    let result = try copy.run([])
    let lines = result.output.split(separator: "\n")
    #expect(lines.contains("Tested 1.1 buildBlock: 4 of 4 tests pass"), "\(result.output)")
    #expect(lines.contains("Tested 1.2 buildExpression: 0 of 7 tests pass"), "\(result.output)")
    let overview = try #require(lines.firstIndex { $0.hasPrefix("BuilderKatas ") })
    let tested = lines.indices.filter { lines[$0].hasPrefix("Tested ") }
    let count = try Catalog.load(fromPackageAt: copy.root).katas.count
    #expect(tested.count == count, "one line per kata of the curriculum: \(tested.count)")
    #expect(tested.allSatisfy { $0 < overview }, "progress comes before the results")
    #expect(!result.output.contains("\u{1B}["), "no terminal codes without a terminal")
  }

  @Test(
    "Compile-check verdicts are reused after a body edit, and checked again after the API changes")
  func compileCheckReuse() throws {
    let copy = try copy()
    let first = try copy.run(["check", "1.2"])
    #expect(first.code == 1, "\(first.output)")
    let cache = try copy.read("\(PackageLayout.runnerFolder)/compile-checks.json")
    #expect(cache.contains("1.2-build-expression"), "the verdicts are saved")
    let applied = try copy.run(["solution", "1.2", "--apply", "--yes"])
    #expect(applied.code == 0, "\(applied.output)")
    let solved = try copy.run(["check", "1.2"])
    #expect(
      solved.code == 0, "the reference's interface must be checked, not the cache: \(solved.output)"
    )
  }

  @Test("check shows what the learner's code printed while its tests ran")
  func printedOutputIsShown() throws {
    let copy = try copy()
    try copy.replace(
      "    \"TODO\"\n",
      with: "    print(\"debug: got\", words.count, \"words\")\n    return \"TODO\"\n",
      in: stub11)
    let check = try copy.run(["check", "1.1"])
    #expect(
      check.output.contains("Your code printed, while the tests of 1.1 ran:"), "\(check.output)")
    #expect(check.output.contains("  debug: got 2 words"), "\(check.output)")
  }
}
