import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Progress while the runner works")
struct LiveProgressTests {
  @Test("The build's step is the last [step/total] SwiftPM printed")
  func buildStep() {
    let output =
      "Building for debugging...\n[12/226] Compiling A.swift\n[13/226] Compiling B.swift\n"
    let step = PackageBuild.lastStep(in: output)
    #expect(step?.step == 13 && step?.total == 226)
    #expect(PackageBuild.lastStep(in: "Build complete!") == nil)
  }

  @Test("One compile check is one, in the singular; outside a terminal each line is plain")
  func checkingLine() {
    let (output, written) = CommandOutput.memory()
    let live = LiveProgress(
      catalog: Fixtures.catalog, style: Style(usesColor: false), isTerminal: false, output: output)
    live.checking(1)
    live.checking(15)
    live.checking(0)
    #expect(
      written().out == "Type-checking 1 compile check\nType-checking 15 compile checks\n",
      "none for no check")
  }

  @Test("The live reader counts each suite's tests as their events arrive, across partial writes")
  func liveReader() throws {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "live-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: file) }
    let lines = [
      Fixtures.testRecord("SentenceBuilderTests", "a"),
      Fixtures.testRecord("SentenceBuilderTests", "b"),
      Fixtures.event("testEnded", "SentenceBuilderTests", "a"),
    ]
    let text = lines.joined(separator: "\n") + "\n"
    // Written in two pieces that split a line, as a running test process may leave it.
    let cut = text.index(text.startIndex, offsetBy: text.count - 20)
    try String(text[..<cut]).write(to: file, atomically: false, encoding: .utf8)
    var reader = LiveEventReader(file, root: Fixtures.root)
    _ = reader.update()
    #expect(reader.suites.first?.count.ended == 0, "half a line is not read yet")
    try (String(text[..<cut]) + String(text[cut...])).write(
      to: file, atomically: false, encoding: .utf8)
    let changed = reader.update()
    #expect(changed)
    let count = try #require(reader.suites.first { $0.name == "SentenceBuilderTests" }?.count)
    #expect(count == LiveEventReader.SuiteCount(listed: 2, ended: 1, passed: 1))
  }
}

@Suite("Durations in messages")
struct SecondsTextTests {
  @Test(
    "A time limit is printed as given, never rounded down to 0 s",
    arguments: [
      (0.5, "0.5 s"), (3.0, "3 s"), (10, "10 s"), (2.25, "2.25 s"), (0.1, "0.1 s"),
    ])
  func seconds(value: Double, text: String) {
    #expect(Message.seconds(value).description == text)
    #expect(Words(.japanese).seconds(value) == text.replacingOccurrences(of: " s", with: " 秒"))
  }
}

@Suite("What the learner's code printed")
struct ProgramOutputTests {
  @Test("Only the code's own lines are kept, not SwiftPM's or Swift Testing's")
  func filtersToolLines() {
    let log = """
      [0/1] Planning build
      Building for debugging...
      ◇ Test run started.
      ↳ Testing Library Version: 6.3.1
      ✘ Test a() recorded an issue at T.swift:3:18: Expectation failed
      ✔ Test b() passed after 0.001 seconds.
      debug: inside f
        indented output [1] stays
      error: Process 'x.xctest' exited with unexpected signal code 11
      """
    #expect(
      TestSession.programOutput(in: log) == ["debug: inside f", "  indented output [1] stays"])
  }

  @Test("Lines of Swift Testing's messages are its own: a difference, an expectation's text")
  func filtersMessageLines() {
    // What Swift Testing printed for a failed `#expect(render() == """…""")` on a stub, then a
    // line the code printed that looks like one of the render's.
    let quotes = String(repeating: "\"", count: 3)
    let log = [
      "✘ Test a() recorded an issue at T.swift:3:18: Expectation failed: (render() → \"TODO\") == "
        + quotes,
      "    Stack(horizontal, spacing: -1)",
      "  \(quotes))",
      "± inserted [\"TODO\"], removed [\"Milk\", \"Eggs\"]",
      "Stack(vertical)",
      "----",
    ].joined(separator: "\n")
    let messages: Set<String> = [
      "Expectation failed: (render() → \"TODO\") == \(quotes)", "Stack(horizontal, spacing: -1)",
      "\(quotes))", "inserted [\"TODO\"], removed [\"Milk\", \"Eggs\"]",
    ]
    #expect(
      TestSession.programOutput(in: log, messages: messages) == ["Stack(vertical)", "----"])
  }
}
