import Foundation
import Testing

@testable import KataRunnerCore

private let suite11 = "Tests/KataTests/ResultBuilders/SentenceBuilderTests.swift"
private let suite12 = "Tests/KataTests/ResultBuilders/ListBuilderTests.swift"

/// How the real binary reports test outcomes: skipped tests, edited tests, every failure,
/// parameterized cases, and code that does not compile.
extension EndToEndTests {
  @Test("Disabled tests on an untouched stub are skipped, not passed: the kata is not done")
  func disabledTestsAreNotDone() throws {
    let copy = try copy()
    let tests = try copy.read(suite11)
    try copy.write(
      tests.replacingOccurrences(
        of: #"@Test\("([^"]*)""#, with: #"@Test("$1", .disabled("later")"#,
        options: .regularExpression),
      to: suite11)
    let check = try copy.run(["check", "1.1"])
    #expect(check.code == 1, "\(check.output)")
    #expect(check.output.contains("skipped: later"), "\(check.output)")
    #expect(check.output.contains("0 of 4 pass: 4 skipped."))
    #expect(!check.output.contains("is done"))
    let status = try copy.run([])
    #expect(status.output.contains("✘ 1.1"), "\(status.output)")
    #expect(status.output.contains("Current kata: 1.1"))
    #expect(!(try copy.run(["list"]).output.contains("✔ 1.1")))
  }

  @Test("An edited test the learner committed is still an edit: the course's commit decides")
  func committedTestEditFlagged() throws {
    let copy = try copy()
    // A learner's clone: the course's commit is the branch's upstream.
    let pristine = try copy.git(["rev-parse", "HEAD"]).trimmingCharacters(
      in: .whitespacesAndNewlines)
    try copy.git(["branch", "-q", "-f", "course", pristine])
    try copy.git(["branch", "-q", "--set-upstream-to=course"])
    defer {
      _ = try? copy.git(["reset", "-q", "--hard", pristine])
      _ = try? copy.git(["branch", "-q", "--unset-upstream"])
    }
    try copy.replace("#expect(", with: "#expect(true || ", in: suite11)
    try copy.git(["commit", "-q", "-am", "my work"])
    let check = try copy.run(["check", "1.1"])
    #expect(check.output.contains("✎ Tests edited: \(suite11) differs"), "\(check.output)")
    #expect(
      check.output.contains("`git checkout \(pristine.prefix(10)) -- \(suite11)` puts back"),
      "a committed edit is undone from the course's commit: \(check.output)")
  }

  @Test("A kata whose test file differs from the committed one says so on every verdict")
  func editedTestsFlagged() throws {
    let copy = try copy()
    try copy.write(
      """
      import Testing

      @Suite("1.2 buildExpression")
      struct ListBuilderTests {
        @Test("Always passes") func trivial() { #expect(Bool(true)) }
      }
      """, to: suite12)
    let status = try copy.run([])
    #expect(status.output.contains("1.2✎"), "\(status.output)")
    #expect(status.output.contains("The tests of 1.2 differ from the committed ones"))
    let check = try copy.run(["check", "1.2"])
    #expect(check.output.contains("✎ Tests edited: \(suite12) differs"), "\(check.output)")
    #expect(check.output.contains("`git checkout -- \(suite12)` puts back the course's"))
    #expect(try copy.run(["list"]).output.contains("1.2 buildExpression  1/2  ✎ tests edited"))
    let json = try copy.run(["report"])
    let report = try ProgressReport.decode(Data(json.output.utf8))
    #expect(report.katas.first { $0.id == "1.2" }?.testsEdited == true)
    #expect(report.katas.first { $0.id == "1.1" }?.testsEdited == false)
    #expect(
      try copy.run(["report", "--format", "markdown"]).output.contains("failing, tests edited"))
  }

  @Test("Every failed expectation of a test is shown, and each failing case with its arguments")
  func everyFailureShown() throws {
    let copy = try copy()
    try copy.write(
      try copy.read(suite11) + """

        extension SentenceBuilderTests {
          @Test("Two expectations") func twoExpectations() {
            #expect(noWords == "first", "the first expectation's own message")
            #expect(noWords == "second", "the second expectation's own message")
          }

          @Test("Cases", arguments: [1, 2, 3]) func cases(value: Int) {
            #expect(value == 2, "only 2 passes")
          }
        }
        """, to: suite11)
    let check = try copy.run(["check", "1.1"])
    #expect(check.output.contains("the first expectation's own message"), "\(check.output)")
    #expect(check.output.contains("the second expectation's own message"))
    #expect(check.output.contains("✘ Cases (2 of 3 cases fail)"))
    #expect(check.output.contains("with value → 1"))
    #expect(check.output.contains("with value → 3"))
    #expect(!check.output.contains("with value → 2"))
  }

  @Test("Swift Testing's differences and multi-line messages are never shown as the code's output")
  func testingLinesAreNotPrintedOutput() throws {
    let copy = try copy()
    // 1.2's untouched stub fails with `±` differences; 2.3's with renders over several lines.
    for kata in ["1.2", "2.3"] {
      let check = try copy.run(["check", kata])
      #expect(check.output.contains("✘ \(kata)"), "\(check.output)")
      #expect(!check.output.contains("Your code printed"), "no stub prints: \(check.output)")
    }
    // The checks run beside the tests, so the line shows only when they end later.
    #expect(!(try copy.run(["check", "1.7"]).output.contains("1 compile checks")))
  }

  @Test("Tests that no longer compile against the learner's file are named as such")
  func testsDoNotCompile() throws {
    let copy = try copy()
    try copy.replace("_ words: String...", with: "_ words: Int...", in: stub11)
    let check = try copy.run(["check", "1.1"])
    #expect(check.code == 1)
    #expect(
      check.output.contains("Could not be tested: its tests do not compile against your files"),
      "\(check.output)")
    #expect(check.output.contains("Likely cause: a public name or signature"))
    #expect(check.output.contains(suite11))
    #expect(!check.output.contains("0 of 0"))
    #expect(check.output.contains("Kata 1.1 could not be tested this time."))
  }

  @Test("A kata that cannot be tested because another kata's file breaks the build says which")
  func namesTheBlockingKata() throws {
    let copy = try copy()
    try copy.write(
      try copy.read("Sources/Builders/ResultBuilders/SentenceBuilder.swift"), to: stub11)
    #expect(try copy.run(["check", "1.1"]).code == 0)
    try copy.write(try copy.read(stub12) + "\nlet broken: Int = \"x\"\n", to: stub12)
    let check = try copy.run(["check", "1.1"])
    #expect(check.code == 1, "a kata not tested this time is not passed: \(check.output)")
    #expect(check.output.contains("the files of kata 1.2 do not compile"), "\(check.output)")
    #expect(check.output.contains("\(stub12):"))
    #expect(check.output.contains("The results below are from an earlier run."))
    #expect(check.output.contains("Kata 1.1 could not be tested this time."))
    #expect(!check.output.contains("0 of 0"))
  }

  @Test("kata-demo's help shows every demo's whole name")
  func demoHelp() throws {
    let copy = try copy()
    let demo = try RunnerBinaries.demo.get()
    let result = try Subprocess([demo.path], in: copy.root, removing: PackageCopy.localeVariables)
      .capture()
    #expect(result.output.contains("  if-modifier  kata 6.2"), "\(result.output)")
    #expect(result.output.split(separator: "\n").allSatisfy { $0.count <= 100 }, "\(result.output)")
  }

  @Test("kata-demo says what is wrong with its arguments, and suggests a demo for a typo")
  func demoArguments() throws {
    let copy = try copy()
    let demo = try RunnerBinaries.demo.get()
    // Fault pass rows 62 and 63: every one of these said "a screen is a number", or nothing.
    let cases: [([String], Int32, String)] = [
      (["toggl"], 2, "there is no demo \"toggl\". Did you mean `toggle`?"),
      (["--help"], 0, "Usage: swift run -q kata-demo <name>"),
      (["help"], 0, "Usage: swift run -q kata-demo <name>"),
      (["toggle", "0"], 2, "screens are numbered from 1"),
      (["toggle", "-1"], 2, "screens are numbered from 1"),
      (["toggle", "2", "3"], 2, "one screen at a time"),
      (["toggle", "--bogus"], 2, "there is no option --bogus"),
      (["toggle", "1.5"], 2, "a screen is a whole number"),
      (["toggle", "99999999999999999999"], 2, "toggle has no screen 99999999999999999999"),
      (["toggle", "99"], 2, "toggle has 4 screens, numbered from 1"),
    ]
    for (arguments, code, words) in cases {
      let result = try Subprocess(
        [demo.path] + arguments, in: copy.root, removing: PackageCopy.localeVariables
      ).capture()
      #expect(result.termination == .exited(code), "\(arguments): \(result.output)")
      #expect(result.output.contains(words), "\(arguments): \(result.output)")
    }
  }

  @Test("Every demo fits a projector: lines of 100 columns, numbered screens, a question first")
  func demosFitProjector() throws {
    let copy = try copy()
    let demo = try RunnerBinaries.demo.get()
    let names = [
      "toggle", "erasure", "if-modifier", "motion", "compare", "foreach", "index-as-id", "drafts",
      "bodies",
    ]
    for name in names {
      // Not a terminal: everything at once, never waiting.
      let result = try Subprocess(
        [demo.path, name], in: copy.root, removing: PackageCopy.localeVariables
      ).capture()
      #expect(result.termination == .exited(0), "\(name): \(result.output)")
      let long = result.output.split(separator: "\n").filter { $0.count > 100 }
      #expect(long.isEmpty, "\(name) has lines over 100 columns: \(long)")
      #expect(result.output.hasPrefix("── 1. "), "\(name): \(result.output)")
      #expect(result.output.contains("  Predict: "), "\(name) asks the room first")
      #expect(!result.output.contains("Return shows the answer"), "\(name) must not wait")
    }
    let second = try Subprocess(
      [demo.path, "toggle", "2"], in: copy.root, removing: PackageCopy.localeVariables
    ).capture()
    #expect(second.output.hasPrefix("── 2. ExpressionToggleScreen"), "\(second.output)")
    #expect(!second.output.contains("── 1.") && !second.output.contains("── 3."))
    let past = try Subprocess(
      [demo.path, "toggle", "9"], in: copy.root, removing: PackageCopy.localeVariables
    ).capture()
    #expect(past.termination == .exited(2), "\(past.output)")
    #expect(past.output.contains("toggle has 4 screens, numbered from 1"))
    // Asked to pause, it says how to go on before each answer (here stdin is empty: no wait).
    let paused = try Subprocess(
      [demo.path, "erasure", "1", "--pause"], in: copy.root,
      removing: PackageCopy.localeVariables
    ).capture()
    #expect(paused.output.contains("(Return shows the answer)"), "\(paused.output)")
    // In Japanese, whose letters take two columns each and whose sentences have no spaces to
    // break at, every line still fits, and the engine's render and trace stay as they are.
    for name in ["", "bodies", "motion"] {
      let japanese = try Subprocess(
        [demo.path, "--lang", "ja"] + (name.isEmpty ? [] : [name]), in: copy.root
      ).capture()
      let long = japanese.output.split(separator: "\n").map(String.init).filter {
        $0.displayWidth > 100
      }
      #expect(long.isEmpty, "\(name) has lines over 100 columns in Japanese: \(long)")
      #expect(japanese.output.contains(name.isEmpty ? "使い方: " : "  予想: "), "\(japanese.output)")
    }
    let toggle = try Subprocess(
      [demo.path, "toggle", "1"], in: copy.root, environment: ["LANG": "ja_JP.UTF-8"],
      removing: ["LC_ALL", "LC_MESSAGES"]
    ).capture()
    #expect(toggle.output.contains("カウンターを 3 回タップし、続けて「toggle」ボタンをタップ"), "\(toggle.output)")
    #expect(toggle.output.contains("TapCounter (counter = 3) [foregroundStyle: blue]"))
  }
}
