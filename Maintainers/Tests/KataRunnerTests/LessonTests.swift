import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("Lessons")
struct LessonTests {
  private let lesson = """
    # 1.1 buildBlock

    **Goal:** one method.

    - Edit: `Sources/Katas/ResultBuilders/SentenceBuilder.swift`

    ## The idea

    ```swift
    let a = 1
    ```

    ```swift swiftui
    Text("real SwiftUI")
    ```

    ```text
    output
    ```

    ## Your task
    ## Pitfalls
    ## Hints

    <details>
    <summary>Hint 1</summary>

    First.

    </details>

    <details>
    <summary>Hint 2</summary>

    Second.

    </details>

    ## Further reading
    """

  @Test("Swift blocks are found with their first line; SwiftUI and text blocks are skipped")
  func findsBlocks() {
    let blocks = LessonCodeBlock.blocks(in: lesson)
    #expect(blocks.map(\.firstLine) == [10, 14, 18])
    #expect(blocks.map(\.isCompiled) == [true, false, false])
    #expect(blocks[0].snippet(lesson: "L.md").prelude == ["import Katas", "import ViewGraph"])
  }

  @Test("Hints are read in order from the details blocks")
  func readsHints() {
    #expect(LessonOutline.hints(in: lesson) == ["First.", "Second."])
  }

  @Test("A complete lesson has no outline problems; a missing section is named")
  func checksOutline() {
    let kata = Fixtures.catalog.katas[0]
    #expect(LessonOutline.problems(in: lesson, for: kata).isEmpty)
    let broken = lesson.replacingOccurrences(of: "## Pitfalls\n", with: "")
    #expect(
      LessonOutline.problems(in: broken, for: kata).map(\.description)
        == ["missing the section \"## Pitfalls\" (or it is out of order)"])
  }
}

@Suite("A lesson's Edit line")
struct LessonEditLineTests {
  private let kata = Fixtures.catalog.katas[2]

  private func lesson(_ edit: String) -> String {
    "# 2.1 TupleView\n\n**Goal:** a view.\n\n\(edit)\n- Check: the runner\n\n## The idea\n"
  }

  private func editProblems(_ edit: String) -> [String] {
    LessonOutline.problems(in: lesson(edit), for: kata).map(\.description).filter {
      $0.contains("Edit")
    }
  }

  @Test("Files after the word 'read' are to read, not to edit; continuation lines count")
  func readsEditLine() {
    let lines = lesson(
      "- Edit: `Sources/Katas/Views/TupleView.swift`\n  (and read `Sources/Katas/Views/ViewBuilder.swift`)"
    ).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(LessonOutline.editedFiles(in: lines) == ["Sources/Katas/Views/TupleView.swift"])
    #expect(
      editProblems(
        "- Edit: `Sources/Katas/Views/TupleView.swift` (and read `Sources/Katas/Views/ViewBuilder.swift`)"
      ).isEmpty)
  }

  @Test("An Edit line that names a file the kata gives, or misses one it edits, is a problem")
  func mismatchIsNamed() {
    let both = editProblems(
      "- Edit: `Sources/Katas/Views/TupleView.swift` and\n  `Sources/Katas/Views/ViewBuilder.swift`"
    )
    #expect(both.count == 1)
    #expect(
      both.first?.contains(
        "where the curriculum's kata edits `Sources/Katas/Views/TupleView.swift`") == true,
      "\(both)")
    #expect(editProblems("- Check: only").count == 1, "a lesson without an Edit line")
  }
}

@Suite("Snippet verdicts")
struct SnippetVerdictTests {
  private let checker = SnippetChecker(modules: Fixtures.root, scratch: Fixtures.root)
  private let snippet = Snippet(
    origin: "Lessons/a.md", firstLine: 10,
    code: "let ok = 1\nlet bad: Int = \"s\"  // expected-error", prelude: ["import Katas"])

  @Test("An error on the marked line, and nowhere else, passes")
  func expectedErrorPasses() {
    let error = Diagnostic(
      position: SourcePosition(path: "snippet-0.swift", line: 3, column: 16), severity: .error,
      message: Message(verbatim: "cannot convert"))
    #expect(checker.judge(snippet, errors: [error]) == .passed)
  }

  @Test("A marked line that compiles fails, pointing at the lesson's line")
  func missingErrorFails() {
    #expect(
      checker.judge(snippet, errors: [])
        .problems.map(\.description)
        == ["Lessons/a.md:11:1: this line is marked `// expected-error` but it compiled"])
  }

  @Test("An error on an unmarked line fails, with the lesson's line")
  func unexpectedErrorFails() {
    let error = Diagnostic(
      position: SourcePosition(path: "snippet-0.swift", line: 2, column: 5), severity: .error,
      message: Message(verbatim: "oops"))
    let verdict = checker.judge(snippet, errors: [error])
    #expect(
      verdict.problems.map(\.description) == [
        "Lessons/a.md:10:5: error: oops",
        "Lessons/a.md:11:1: this line is marked `// expected-error` but it compiled",
      ])
  }
}

@Suite("Lesson source links")
struct LessonSourceLinkTests {
  private let page = """
    # Sources

    ## Lists and identity

    | claim | katas | source |
    | --- | --- | --- |
    | <a id="foreach-constant-range"></a>A range is read once. | 8.2 | Apple |
    """

  private let lesson = """
    # 8.2 The index-as-id bug

    A range is read once ([source](../SOURCES.md#foreach-constant-range)).
    Rows keep state ([source](../SOURCES.md#foreach-row-state)), see [the list](../SOURCES.md).
    A [heading](../SOURCES.md#lists-and-identity) and [another page](../README.md#foreach-row-state).
    """

  @Test("Links to SOURCES.md are found with their line and anchor; other links are not")
  func findsLinks() {
    #expect(
      LessonSourceLink.links(in: lesson) == [
        LessonSourceLink(line: 3, anchor: "foreach-constant-range"),
        LessonSourceLink(line: 4, anchor: "foreach-row-state"),
        LessonSourceLink(line: 4, anchor: ""),
        LessonSourceLink(line: 5, anchor: "lists-and-identity"),
      ])
  }

  @Test("An anchor SOURCES.md lacks is named with its line and a next step")
  func namesMissingAnchor() {
    let problems = LessonSourceLink.problems(in: lesson, page: page)
    #expect(problems.map(\.link) == [LessonSourceLink(line: 4, anchor: "foreach-row-state")])
    let problem = problems.first?.problem.description ?? ""
    #expect(problem.contains("has no anchor \"foreach-row-state\""))
    #expect(problem.contains("Next step:"))
  }

  @Test("Without SOURCES.md, every link to it is a problem")
  func missingPage() {
    #expect(
      LessonSourceLink.problems(in: lesson, page: nil).map(\.link.line) == [3, 4, 4, 5])
  }
}
