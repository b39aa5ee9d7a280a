import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

/// The tests' names in Japanese: a table per kata, found by the names the tests write, shown in
/// a kata's details, and kept in step with the tests by verification.
@Suite("The tests' names in the learner's language")
struct TestWordsTests {
  @Test("A test's display name is the literal its @Test writes, on one line or after a break")
  func readsDisplayNames() {
    let source = #"""
      @Test("Words keep their order")
      func order() {}

      @Test(
        "A \"quoted\" name",
        arguments: [1, 2])
      func quoted(value: Int) {}

      @Test func unnamed() {}
      """#
    #expect(TestWords.displayNames(in: source) == ["Words keep their order", "A \"quoted\" name"])
  }

  @Test("The course's tables name every test of their katas, and nothing else")
  func courseTablesInStep() throws {
    let catalog = try Catalog.load(fromPackageAt: Fixtures.repository)
    let findings = Verifier(root: Fixtures.repository, catalog: catalog) { _ in }
      .testWordsFindings()
    #expect(findings.count >= 7, "module 1's katas have tables")
    #expect(findings.filter { !$0.isPassing }.isEmpty, "\(findings.compactMap(\.problem))")
  }

  @Test("A table that misses a test or names one that is gone fails verification, naming both")
  func staleTableFails() throws {
    let root = try Fixtures.temporaryFolder("test-words")
    defer { try? FileManager.default.removeItem(at: root) }
    var catalog = Fixtures.catalog
    catalog.modules[0].katas[0].tests = ["ResultBuilders/SentenceBuilderTests.swift"]
    let kata = catalog.katas[0]
    try Fixtures.write(
      [
        (
          "\(PackageLayout.kataTests)/ResultBuilders/SentenceBuilderTests.swift",
          #"""
          @Test("Words keep their order") func a() { #expect(ok, "in order: \(words)") }
          @Test("Two words") func b() {
            #expect(ok, "two words")
            #expect(ok, reason)
            #expect(ok, "no comment the table has")
          }
          """#
        ),
        (
          try #require(TestWords.path(of: kata, in: .japanese)),
          #"""
          {"names": {"Words keep their order": "単語は順序を保つ", "A test that is gone": "古い"},
           "comments": {"in order: \\(words)": "順序どおり: \\(count)", "two words": "2 語",
             "a comment that is gone": "古い"}}
          """#
        ),
      ], under: root)
    var findings = Verifier(root: root, catalog: catalog) { _ in }.testWordsFindings()
    // The others have no table: with a Japanese edition (`Lessons/ja`), that is a problem too.
    let others = findings.filter { $0.kataID != kata.id }
    #expect(others.count == catalog.katas.count - 1)
    #expect(others.allSatisfy { $0.problem?.contains("have no Japanese names") == true })
    findings = findings.filter { $0.kataID == kata.id }
    #expect(findings.count == 1)
    let problem = try #require(findings.first?.problem)
    #expect(problem.contains("no Japanese for \"Two words\""), "\(problem)")
    #expect(problem.contains("\"A test that is gone\" names no test of this kata"))
    #expect(problem.contains("no Japanese for the comment \"no comment the table has\""))
    #expect(problem.contains("\"a comment that is gone\" is no comment of this kata's tests"))
    #expect(
      problem.contains(
        #"the Japanese of the comment "in order: \(words)" does not write the same "#
          + #"interpolations (missing: \(words); not in the English: \(count))"#), "\(problem)")
    #expect(
      problem.contains(
        "the comment of the expectation at Tests/KataTests/ResultBuilders/SentenceBuilderTests"
          + ".swift:4 is not written as a string literal"), "\(problem)")
    #expect(!problem.contains("\"two words\""), "a comment the table says is no problem")
    // A table that is not one is named, not taken as missing.
    let broken = try #require(TestWords.path(of: catalog.katas[1], in: .japanese))
    try "{ half a table".write(to: root.appending(path: broken), atomically: true, encoding: .utf8)
    let unreadable = Verifier(root: root, catalog: catalog) { _ in }.testWordsFindings()
      .first { $0.kataID == catalog.katas[1].id }
    #expect(unreadable?.problem?.hasPrefix("it is not a table of test words (") == true)
    // Shown in a kata's details, the name comes from the table; a name it lacks, as written.
    let tables = TestWords.load(root: root, catalog: catalog, language: .japanese)
    #expect(Array(tables.keys) == [kata.suite], "the unreadable table is left out")
    #expect(TestWords.load(root: root, catalog: catalog, language: .english).isEmpty)
    var report = StatusReport(
      catalog: catalog,
      verdicts: [
        "1.1": KataVerdict(
          kataID: "1.1",
          tests: ["Words keep their order", "Two words"].map {
            TestResult(
              id: $0, name: $0, suite: kata.suite, outcome: .crashed(Message(verbatim: "boom")))
          }, checks: [])
      ], style: Style(usesColor: false), words: Words(.japanese))
    report.testWords = TestTranslation(root: root, catalog: catalog, language: .japanese)
    let details = report.details(of: kata)
    #expect(details.contains("単語は順序を保つ でテストプロセスがクラッシュしました"), "\(details)")
    #expect(details.contains("Two words でテストプロセス"), "\(details)")
  }

  @Test(
    "A failure's comment is placed once, when recorded, and said from the table with its interpolations' values"
  )
  func saysComments() throws {
    let root = try Fixtures.temporaryFolder("test-comments")
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let path = "\(PackageLayout.kataTests)/ResultBuilders/SentenceBuilderTests.swift"
    let source = #"""
      @Test("Blocks") func blocks(count: Int) {
        #expect(
          sentence == expected,
          """
          a block of \(count) words gives \(count) words: \
          join them with one space; it gave:
          \(sentence)
          """)
        #expect(sentence.isEmpty, "a comment the table lacks")
      }
      """#
    try Fixtures.write(
      [
        (path, source),
        (
          try #require(TestWords.path(of: kata, in: .japanese)),
          #"""
          {"names": {"Blocks": "ブロック"}, "comments": {
            "a block of \\(count) words gives \\(count) words: join them with one space; it gave:\n\\(sentence)":
              "\\(count) 語のブロックは \\(count) 語になります。1 つの空白で連結してください。結果:\n\\(sentence)"}}
          """#
        ),
      ], under: root)
    let rendered = "a block of 3 words gives 3 words: join them with one space; it gave:\nA  B\nC"
    let failures = [
      Failure(
        position: SourcePosition(path: path, line: 2, column: 3),
        message: "Expectation failed: (sentence → \"A  B\nC\") == \"A B C\"\n" + rendered,
        comment: rendered),
      Failure(
        position: SourcePosition(path: path, line: 9, column: 3),
        message: "Expectation failed: sentence.isEmpty\na comment the table lacks",
        comment: "a comment the table lacks"),
    ]
    // Recorded: each comment placed at the literal that renders it, or nowhere.
    var placement = CommentPlacement(root: root)
    let tests = placement.place([
      TestResult(id: "b", name: "Blocks", suite: kata.suite, outcome: .failed(failures))
    ])
    guard case .failed(let placed) = tests.first?.outcome else {
      Issue.record("the failures stay failures")
      return
    }
    #expect(
      placed.map(\.commentSource) == [
        CommentSource(
          literal:
            "a block of \\(count) words gives \\(count) words: join them with one space; it gave:\n\\(sentence)",
          values: ["count": "3", "sentence": "A  B\nC"]),
        CommentSource(literal: "a comment the table lacks", values: [:]),
      ])
    // The file may change after the run: what was recorded is said, the file is not read again.
    try FileManager.default.removeItem(at: root.appending(path: path))
    let verdict = KataVerdict(kataID: kata.id, tests: tests, checks: [])
    var report = StatusReport(
      catalog: Fixtures.catalog, verdicts: [kata.id: verdict], style: Style(usesColor: false),
      words: Words(.japanese))
    report.testWords = TestTranslation(root: root, catalog: Fixtures.catalog, language: .japanese)
    let details = report.details(of: kata)
    #expect(
      details.contains(
        """
              Expectation failed: (sentence → "A  B
              C") == "A B C"
              3 語のブロックは 3 語になります。1 つの空白で連結してください。結果:
              A  B
              C
        """), "Swift Testing's words as printed, the comment from the table:\n\(details)")
    #expect(
      details.contains("    a comment the table lacks"), "a comment the table lacks, as written")
    report.testWords = TestTranslation()
    #expect(report.details(of: kata).contains("    a block of 3 words gives 3 words: join"))
    // A compile check's rule, from the table's "checks".
    let check = CompileCheckResult(
      path: "Tests/CompileChecks/1.1-build-block/x.swift", rule: "Three words compile.",
      problems: [])
    report.testWords = TestTranslation(root: root, catalog: Fixtures.catalog, language: .japanese)
    #expect(report.checkLines(check) == ["✔ Three words compile."], "a rule the table lacks")
    report.testWords.tables[kata.suite]?.checks["Three words compile."] = "3 語はコンパイルできる。"
    #expect(report.checkLines(check) == ["✔ 3 語はコンパイルできる。"])
  }

  @Test("A comment no literal at its failure's position renders is named, for verification")
  func unplacedComments() throws {
    let root = try Fixtures.temporaryFolder("unplaced-comments")
    defer { try? FileManager.default.removeItem(at: root) }
    let path = "\(PackageLayout.kataTests)/T.swift"
    try FileManager.default.createDirectory(
      at: root.appending(path: PackageLayout.kataTests), withIntermediateDirectories: true)
    try """
    #expect(a == b, "a literal: \\(a)")
    #expect(a == b, reason)
    """.write(to: root.appending(path: path), atomically: true, encoding: .utf8)
    let failures = [
      Failure(
        position: SourcePosition(path: path, line: 1, column: 1), message: "a literal: 1",
        comment: "a literal: 1"),
      Failure(
        position: SourcePosition(path: path, line: 2, column: 1), message: "chosen at run time",
        comment: "chosen at run time"),
      Failure(position: nil, message: "Caught error: boom"),
    ]
    var placement = CommentPlacement(root: root)
    let unplaced = TestTranslation.unplacedComments(
      of: placement.place([TestResult(id: "t", name: "T", suite: "S", outcome: .failed(failures))]))
    #expect(unplaced.map(\.position) == ["\(path):2:1"])
    #expect(unplaced.map(\.comment) == ["chosen at run time"])
  }
}
