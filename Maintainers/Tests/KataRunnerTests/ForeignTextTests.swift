import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

/// A report is data from someone else's machine: the class table shows no byte a terminal or a
/// markdown renderer would act on (the third fault pass, rows 34 to 40 and 47 to 48).
@Suite("The class table shows a report's text as text, never as commands")
struct ForeignTextTests {
  private func table(learner: String, title: String = "buildBlock", message: String = "m")
    -> (markdown: String, warnings: [String])
  {
    let failure = Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: 4, column: 5),
      message: message)
    var report = ProgressReport(
      catalog: Fixtures.catalog, progress: ["1.1": Fixtures.oneTest("1.1", .failed([failure]))],
      learner: learner, generated: Date(timeIntervalSince1970: 0), clone: "c")
    report.katas[0].title = title
    let twice = [
      ClassTable.HandedIn(path: "a\u{1B}]0;TITLE\u{07}.json", report: report),
      ClassTable.HandedIn(path: "b.json", report: report),
    ]
    let table = ClassTable(handedIn: twice, catalog: Fixtures.catalog)
    return (table.markdown(), table.warnings.map(\.description))
  }

  @Test("Escape sequences, CR, BEL, NUL, DEL and C1 controls are shown as escapes")
  func controlCharacters() {
    let name = "\u{1B}[31mRED\u{1B}]0;PWNED\u{07}\rX\u{00}\u{7F}\u{9B}2J"
    let (markdown, warnings) = table(learner: name, message: "x\u{1B}[1A\u{1B}[2Kgone")
    let shown = markdown + warnings.joined()
    let actedOn = shown.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    #expect(actedOn.isEmpty)
    #expect(markdown.contains(#"\u{1B}\[31mRED\u{1B}\]0;PWNED\u{7}\u{D}X\u{0}\u{7F}\u{9B}2J"#))
    #expect(markdown.contains(#"x\u{1B}\[1A\u{1B}\[2Kgone"#))
    #expect(warnings.contains { $0.hasPrefix(#"\u{1B}[31mRED"#) }, "the note names the learner")
    #expect(warnings.contains { $0.contains(#"a\u{1B}]0;TITLE\u{7}.json"#) }, "and the file")
  }

  @Test("A newline in a name cannot forge a line of the table or a note of its own")
  func newlines() {
    let (markdown, warnings) = table(learner: "Ada\nNote: all finished")
    #expect(!markdown.contains("\nNote:"))
    #expect(warnings.allSatisfy { !$0.contains("\n") })
    #expect(markdown.contains(#"| Ada\u{A}Note: all finished |"#))
  }

  @Test(
    "Invisible format characters and line separators are shown, so that look-alike names differ")
  func invisibleCharacters() {
    // Fault pass row 65: `Ada\u{200B}`, `\u{FEFF}Ada`, `Ad\u{200D}a`, `A\u{AD}da` all read "Ada".
    for (name, shown) in [
      ("Ada\u{200B}", #"Ada\u{200B}"#), ("\u{FEFF}Ada", #"\u{FEFF}Ada"#),
      ("Ad\u{200D}a", #"Ad\u{200D}a"#), ("Ad\u{2060}a", #"Ad\u{2060}a"#),
      ("A\u{AD}da", #"A\u{AD}da"#), ("Ada\u{2028}Note", #"Ada\u{2028}Note"#),
      ("Bob\u{2029}x", #"Bob\u{2029}x"#),
    ] {
      #expect(ForeignText.cell(name) == shown, "\(shown)")
    }
    #expect(ForeignText.cell("山田 美咲") == "山田 美咲", "a name as written is left alone")
  }

  @Test("A letter with a hundred thousand combining marks is cut, as a long name is")
  func combiningMarksAreCut() {
    // Fault pass row 66: one Character each, a 200 KB name passed the cap of 200 characters.
    let zalgo = "Z" + String(repeating: "\u{301}", count: 100_000)
    #expect(ForeignText.cell(zalgo).unicodeScalars.count <= 801)
    #expect(ForeignText.cell(zalgo).hasSuffix("…"))
    #expect(ForeignText.visible(zalgo, limit: 40).unicodeScalars.count <= 161)
    #expect(ForeignText.cell("e\u{301}") == "e\u{301}", "an accent as written")
  }

  @Test("A report's message is said only as a sentence the table knows, never grown by its parts")
  func reportMessagesAreKnownSentences() throws {
    // A key of the report's own whose part repeats its placeholder, nested: said as given, it
    // would be a thousand to the fourth power characters.
    let thousand = String(repeating: "{a}", count: 1000)
    var nested = Message(verbatim: "x")
    for _ in 0..<4 {
      nested = try JSONDecoder().decode(
        Message.self,
        from: JSONEncoder().encode(Message(verbatim: thousand).with(parts: ["a": nested])))
    }
    let words = Words.course(.japanese)
    #expect(words.render(words.known(nested)) == thousand, "its text alone, filled with nothing")
    let crash = Message("crashed: {cause}", parts: ["cause": TestSession.signalMessage(9)])
    #expect(words.known(crash) == crash, "a sentence the runner says is said")
    // A comment's literal is the report's too: one that repeats a long value is not rendered.
    let english = ReportTranslation()
    let repeated = CommentSource(
      literal: String(repeating: "\\(a)", count: 1000),
      values: ["a": String(repeating: "x", count: 10_000)])
    #expect(english.comment(repeated, kata: "1.1") == nil)
    #expect(
      english.comment(CommentSource(literal: "got \\(a)", values: ["a": "3"]), kata: "1.1")
        == "got 3")
  }

  @Test("HTML, links and character references stay text in markdown")
  func markdownSyntax() {
    let (markdown, _) = table(
      learner: "<img src=x onerror=alert(1)> [click](javascript:alert(1)) &#x202E; `x` a|b")
    #expect(
      markdown.contains(
        #"| \<img src=x onerror=alert(1)\> \[click\](javascript:alert(1)) \&#x202E; \`x\` a\|b |"#))
  }

  @Test("Bidirectional controls are shown as escapes, so a name reads as written")
  func bidi() {
    let (markdown, _) = table(learner: "Eve \u{202E}txet\u{202C}")
    #expect(markdown.contains(#"Eve \u{202E}txet\u{202C}"#))
  }

  @Test("A huge title is cut in the table and kept whole in the JSON")
  func huge() throws {
    let title = String(repeating: "T", count: 100_000)
    let (markdown, _) = table(learner: "Ada", title: title)
    #expect(markdown.split(separator: "\n").allSatisfy { $0.count < 1_000 })
    var report = ProgressReport(
      catalog: Fixtures.catalog, progress: ["1.1": Fixtures.oneTest("1.1", .failed([]))],
      learner: "Ada", generated: Date(timeIntervalSince1970: 0), clone: "c")
    report.katas[0].title = title
    let json = try ClassTable(
      handedIn: [ClassTable.HandedIn(path: "a.json", report: report)], catalog: Fixtures.catalog
    )
    .json()
    #expect(json.contains(title))
  }
}

/// The class table counts what a report's katas show against the course, never what the report
/// claims (the third fault pass, rows 41 to 45; the dependencies dry run, W2 and R3).
@Suite("The class table counts a report's katas against the course")
struct ClassTableCountTests {
  private func handIn(_ learner: String, _ progress: [String: KataVerdict] = [:])
    -> ClassTable.HandedIn
  {
    ClassTable.HandedIn(
      path: "\(learner).json",
      report: ProgressReport(
        catalog: Fixtures.catalog, progress: progress, learner: learner,
        generated: Date(timeIntervalSince1970: 0), clone: learner))
  }

  private func rows(_ table: ClassTable) -> [String] {
    table.markdown().split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| learner") && !$0.hasPrefix("| ---")
    }
  }

  @Test("Claimed counts, an empty kata list and a kata the course lacks are not believed")
  func claimsAreCounted() {
    var cheater = handIn("Cheater")
    cheater.report.done = 34
    cheater.report.total = 34
    cheater.report.current = nil
    cheater.report.katas = []
    var faker = handIn("Faker", ["1.1": Fixtures.oneTest("1.1", .passed)])
    faker.report.katas.append(
      ProgressReport.KataEntry(
        id: "99.1", title: "Fake kata", status: "fail", state: "failing", tests: [], checks: []))
    faker.report.current = "99.1"
    faker.report.done = -5
    faker.report.given = 100
    let table = ClassTable(handedIn: [cheater, faker], catalog: Fixtures.catalog)
    #expect(
      rows(table).map { $0.split(separator: "|").prefix(3).joined(separator: "|") } == [
        " Cheater | 0/3 | 1.1 buildBlock ", " Faker | 1/3 | 1.2 buildExpression ",
      ])
    #expect(rows(table)[0].contains("| not in the report |"))
    #expect(!table.markdown().contains("99.1"))
    #expect(
      table.warnings.map(\.description) == [
        "Cheater: it says 34 of 34 done, its katas show 0 of 3; the table counts its katas "
          + "against the course.",
        "Faker: it says -5 of 3 done, its katas show 1 of 3; it lists katas the course does not "
          + "have (99.1); its current kata, 99.1, is not the course's; the table counts its "
          + "katas against the course.",
      ])
  }

  @Test("A note about a report's claims is cut: a huge name or kata id makes no huge line")
  func claimNotesAreCut() {
    var huge = handIn(String(repeating: "L", count: 100_000) + "\u{1B}[2J")
    huge.report.katas.append(
      ProgressReport.KataEntry(
        id: String(repeating: "9", count: 100_000), title: "t", status: "fail", state: "failing",
        tests: [], checks: []))
    huge.report.current = "\u{1B}[31m" + String(repeating: "9", count: 100_000)
    let table = ClassTable(handedIn: [huge], catalog: Fixtures.catalog)
    #expect(table.warnings.map(\.description).count == 1)
    #expect(
      table.warnings.map(\.description).allSatisfy { $0.count < 1_000 },
      "\(table.warnings.map(\.description.count))")
    #expect(table.warnings.map(\.description)[0].contains("its current kata, \\u{1B}[31m"))
    #expect(!table.warnings.map(\.description)[0].contains("\u{1B}"))
  }

  @Test("'Most learners' only for more than half the room; else the one kata ahead of the rest")
  func mostIsTrue() {
    let on11 = { (name: String) in self.handIn(name, ["1.1": Fixtures.oneTest("1.1", .failed([]))])
    }
    let on12 = { (name: String) in
      self.handIn(
        name,
        ["1.1": Fixtures.oneTest("1.1", .passed), "1.2": Fixtures.oneTest("1.2", .failed([]))])
    }
    let finished = { (name: String) in
      self.handIn(
        name,
        [
          "1.1": Fixtures.oneTest("1.1", .passed), "1.2": Fixtures.oneTest("1.2", .passed),
          "2.1": Fixtures.oneTest("2.1", .passed),
        ])
    }
    let last = { (learners: [ClassTable.HandedIn]) in
      ClassTable(handedIn: learners, catalog: Fixtures.catalog).markdown()
        .split(separator: "\n").last.map(String.init) ?? ""
    }
    #expect(last([on11("A"), on11("B"), on12("C")]) == "Most learners are on kata 1.1 (2 of 3).")
    #expect(last([on11("A"), on11("B"), on12("C"), on12("D")]).hasPrefix("| "), "a tie: no line")
    #expect(
      last([on11("A"), on11("B"), on12("C"), finished("D"), finished("E")])
        == "More learners are on kata 1.1 than on any other (2 of 5).")
    #expect(last([on11("A"), on12("B"), finished("C")]).hasPrefix("| "), "one each: no line")
  }

  @Test("Stuck on shows the test's own words, whole in the JSON")
  func testsOwnWords() throws {
    let message =
      "Expectation failed: (host.lastUpdate.bodies.map(\\.description) → [\"SessionScreen\"])\n"
      + "rename sets session.name to \"Grace\": a new name is a new input"
    let failure = Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: 4, column: 5),
      message: message)
    let table = ClassTable(
      handedIn: [handIn("Ada", ["1.1": Fixtures.oneTest("1.1", .failed([failure]))])],
      catalog: Fixtures.catalog)
    #expect(
      rows(table)[0].contains(
        #"| Joins words: rename sets session.name to "Grace": a new name is a new input |"#))
    #expect(try table.json().contains("a new name is a new input"))
  }
}
