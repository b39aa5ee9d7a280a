import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

/// A lesson and its Japanese twin: what must stay the English lesson's (outline, hints, code,
/// links) and the note of the English text the twin was written from.
@Suite("A lesson's Japanese twin, kept in step with the English")
struct LessonTwinTests {
  private let kata = Fixtures.catalog.katas[0]
  private let englishPath = "Lessons/01-result-builders/1.1-build-block.md"
  private let twinPath = "Lessons/ja/01-result-builders/1.1-build-block.md"

  private var english: String {
    """
    # 1.1 buildBlock

    - Edit: `\(kata.editPaths[0])`

    ## The idea

    A builder ([source](../SOURCES.md#rb-transform), [the next kata](1.2-build-expression.md)):

    ```swift
    let three = 3  // prints 3
    let wrong: Int = "x"  // expected-error
    ```

    ```text
    error: cannot convert value
    ```

    ## Your task

    See [the engine](../../Sources/ViewGraph/Host.swift).

    ## Pitfalls

    ## Hints

    <details><summary>Hint 1</summary>

    One space.

    </details>

    ## Further reading
    """
  }

  /// The twin as a translator writes it, in step with `english`.
  private var japanese: String {
    """
    # 1.1 buildBlock

    - 編集: `\(kata.editPaths[0])`

    ## 考え方

    ビルダー（[出典](../../SOURCES.md#rb-transform)、[次のカタ](1.2-build-expression.md)）:

    ```swift
    let three = 3  // 出力: 3
    let wrong: Int = "x"  // expected-error
    ```

    ```text
    error: cannot convert value
    ```

    ## 課題

    [エンジン](../../../Sources/ViewGraph/Host.swift)を見てください。

    ## 落とし穴

    ## ヒント

    <details><summary>ヒント 1</summary>

    空白は 1 つ。

    </details>

    ## 参考資料

    \(LessonTwin.hashLine(of: english))
    """
  }

  private func problems(_ twin: String, english: String? = nil) -> [String] {
    // The lessons of module 1 have twins; SOURCES.md has none yet.
    LessonTwin(
      english: (englishPath, english ?? self.english), translated: (twinPath, twin),
      edition: .japanese, exists: { $0.hasPrefix("Lessons/ja/01-") }
    ).problems(for: kata, title: "buildBlock").map { Words.english.render($0) }
  }

  @Test("A twin with the English outline, hints, code and links, written from it, is in step")
  func inStep() {
    #expect(problems(japanese) == [])
  }

  @Test("A heading at another level, or a fixed section in English, is the first difference")
  func headings() throws {
    let demoted = try #require(
      problems(japanese.replacingOccurrences(of: "## 落とし穴", with: "### 落とし穴")).last)
    #expect(demoted.hasPrefix("its headings differ from the English from heading 4 on"))
    #expect(demoted.contains("\(twinPath):22: \"### 落とし穴\""), "\(demoted)")
    #expect(demoted.contains("\(englishPath):22: \"## Pitfalls\""), "\(demoted)")
    let english = problems(japanese.replacingOccurrences(of: "## 課題", with: "## Your task"))
    #expect(english.contains { $0.contains("from heading 3 on") }, "\(english)")
  }

  @Test("A hint missing or summarised in English is named")
  func hints() {
    let found = problems(
      japanese.replacingOccurrences(
        of: "<summary>ヒント 1</summary>", with: "<summary>Hint 1</summary>"))
    #expect(
      found.contains {
        $0.hasPrefix("its hints and folded blocks are \"Hint 1\" where the English has 1")
      })
    // A spoiler is translated, and must not pass for a hint.
    let spoiler =
      "<details><summary>The trace: open it after you predict</summary>\n\nx\n\n</details>\n\n"
    let withSpoiler = english.replacingOccurrences(
      of: "## Your task", with: spoiler + "## Your task")
    let translated = { (summary: String) in
      japanese.replacingOccurrences(
        of: "## 課題",
        with: "<details><summary>\(summary)</summary>\n\nx\n\n</details>\n\n## 課題"
      )
      .replacingOccurrences(
        of: LessonTwin.hashLine(of: english), with: LessonTwin.hashLine(of: withSpoiler))
    }
    #expect(problems(translated("トレース（予測してから開いてください）"), english: withSpoiler) == [])
    #expect(problems(translated("ヒント 1"), english: withSpoiler).count == 1)
  }

  @Test("Code may change only in a comment's words: not a line of code, a marker or a trace")
  func code() {
    #expect(problems(japanese.replacingOccurrences(of: "= 3", with: "= 4")).count == 1)
    #expect(
      problems(japanese.replacingOccurrences(of: "// expected-error", with: "// 期待されるエラー"))
        .contains { $0.hasPrefix("its code block 1 (\(twinPath):10)") })
    #expect(
      problems(japanese.replacingOccurrences(of: "cannot convert", with: "変換できない"))
        .contains { $0.hasPrefix("its code block 2") })
  }

  @Test("Links go where the English ones go, to a twin where there is one, from one folder down")
  func links() throws {
    let stray = try #require(
      problems(
        japanese.replacingOccurrences(
          of: "../../SOURCES.md#rb-transform", with: "../SOURCES.md#rb-transform")
      ).first)
    #expect(stray.contains("1 missing (first: \"../../SOURCES.md#rb-transform\""), "\(stray)")
    #expect(stray.contains("1 that the English has not (first: \"../SOURCES.md#rb-transform\""))
    let english = problems(
      japanese.replacingOccurrences(
        of: "(1.2-build-expression.md)", with: "(../../01-result-builders/1.2-build-expression.md)")
    )
    #expect(english.count == 1, "a lesson with a twin is linked through its twin")
  }

  @Test("An English lesson changed since its twin was written is named, with the line to write")
  func changedEnglish() throws {
    let changed = english.replacingOccurrences(of: "One space.", with: "Exactly one space.")
    let found = try #require(problems(japanese, english: changed).first)
    #expect(found.hasPrefix("it was not written from the English lesson as it is now"))
    #expect(found.contains(LessonTwin.hashLine(of: changed)))
    #expect(found.contains("git log -p -- \(englishPath)"))
  }

  @Test("The course's Japanese lessons are in step, and its curriculum words complete")
  func courseInStep() throws {
    let root = Fixtures.repository
    let catalog = try Catalog.load(fromPackageAt: root)
    let verifier = Verifier(root: root, catalog: catalog) { _ in }
    var twins = 0
    for kata in catalog.katas {
      let path = catalog.lessonPath(of: kata)
      let findings = verifier.twinFindings(
        of: kata, english: (path, try #require(TextFile.read(root.appending(path: path)))))
      twins += findings.count
      #expect(findings.allSatisfy { $0.isPassing }, "\(findings.compactMap(\.problem))")
    }
    #expect(twins >= catalog.katas.count, "every kata has its Japanese lesson")
    let words = verifier.courseWordsFindings()
    #expect(words.count == 1 && words.allSatisfy { $0.isPassing }, "\(words.compactMap(\.problem))")
  }

  @Test(
    "With a Japanese edition, a kata whose lesson has no twin fails; without one, none needs it")
  func missingTwin() throws {
    let root = try Fixtures.temporaryFolder("missing-twin")
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let english = (path: Fixtures.catalog.lessonPath(of: kata), markdown: "# 1.1 buildBlock\n")
    let verifier = Verifier(root: root, catalog: Fixtures.catalog) { _ in }
    #expect(verifier.twinFindings(of: kata, english: english).isEmpty, "no Japanese edition")
    try FileManager.default.createDirectory(
      at: root.appending(path: "Lessons/ja"), withIntermediateDirectories: true)
    let findings = verifier.twinFindings(of: kata, english: english)
    let problem = try #require(findings.first?.problem)
    #expect(findings.count == 1)
    #expect(
      problem.contains(
        "this kata's lesson has none. Next step: translate \(english.path) into "
          + "Lessons/ja/01-result-builders/1.1-build-block.md"), "\(problem)")
  }

  @Test(
    "An edit no reader sees (blank lines at the end, spaces after a heading) leaves the twin in step"
  )
  func invisibleEditsKeepStep() {
    // Fault pass rows 54 and 55: two blank lines at the end, or spaces after "## The idea",
    // called the twin stale, and the heading missing.
    let invisible = [
      english + "\n\n", english.replacingOccurrences(of: "## The idea\n", with: "## The idea   \n"),
    ]
    for edited in invisible {
      #expect(LessonTwin.hashLine(of: edited) == LessonTwin.hashLine(of: english))
      #expect(problems(japanese, english: edited).isEmpty, "\(problems(japanese, english: edited))")
      #expect(
        LessonOutline.problems(in: edited, for: kata)
          == LessonOutline.problems(in: english, for: kata))
    }
    #expect(
      LessonTwin.hashLine(of: english.replacingOccurrences(of: "One space.", with: "Two spaces."))
        != LessonTwin.hashLine(of: english), "a word a reader sees is a change")
  }

  @Test("A twin that is a link out of the clone fails verify, even when what it leads to is right")
  func linkedTwinFails() throws {
    // Fault pass row 38: a link to a correct translation outside passed, and dangles in every
    // other clone once committed.
    let root = try Fixtures.temporaryFolder("linked-twin")
    defer { try? FileManager.default.removeItem(at: root) }
    let kata = Fixtures.catalog.katas[0]
    let twin = root.appending(path: "Lessons/ja/01-result-builders/1.1-build-block.md")
    try FileManager.default.createDirectory(
      at: twin.deletingLastPathComponent(), withIntermediateDirectories: true)
    let outside = root.appending(path: "outside.md")
    try japanese.write(to: outside, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(at: twin, withDestinationURL: outside)
    let verifier = Verifier(root: root, catalog: Fixtures.catalog) { _ in }
    let findings = verifier.twinFindings(of: kata, english: (englishPath, english))
    let problem = try #require(findings.first?.problem)
    #expect(findings.count == 1)
    #expect(
      problem.hasPrefix("is a symbolic link to \(outside.path), which no learner's runner shows"))
  }

  @Test("The runner reads a kata's Japanese lesson, title and hints where the course has them")
  func runnerReadsTwin() throws {
    let root = Fixtures.repository
    let catalog = try Catalog.load(fromPackageAt: root).said(in: .japanese, root: root)
    let kata = try #require(catalog.katas.first { $0.id == "1.3" })
    #expect(kata.displayName == "1.3 buildOptional と buildEither")
    #expect(catalog.lessonPath(of: kata) == "Lessons/ja/01-result-builders/1.3-build-either.md")
    let markdown = try #require(TextFile.read(root.appending(path: catalog.lessonPath(of: kata))))
    #expect(LessonOutline.hints(in: markdown).count == 3)
    let shown = LessonTerminal.render(
      markdown, kataID: "1.3", path: catalog.lessonPath(of: kata), words: Words(.japanese))
    #expect(!shown.contains("<!-- english:"), "the note of the English text is not shown")
    #expect(!shown.contains("<summary>ヒント 1"), "the hints are left out")
    #expect(kata.title == "buildOptional and buildEither", "the JSON report keeps English titles")
    // A kata whose lesson has no twin keeps the English one, and its title without a table.
    let bare = try Fixtures.temporaryFolder("no-twins")
    defer { try? FileManager.default.removeItem(at: bare) }
    let english = Fixtures.catalog.said(in: .japanese, root: bare)
    let first = try #require(english.katas.first)
    #expect(english.lessonPath(of: first) == Fixtures.catalog.lessonPath(of: first))
    #expect(first.displayName == Fixtures.catalog.katas[0].displayName)
  }

  @Test("A page's anchors stay: each <a id> of the English, and the target of each in-page link")
  func anchors() {
    let english = """
      # Sources

      - [Result builders](#result-builders)

      ## Result builders

      | <a id="rb-transform"></a>A claim. |
      """
    let twin = { (body: String) in
      LessonTwin(
        english: ("Lessons/SOURCES.md", english),
        translated: ("Lessons/ja/SOURCES.md", body + "\n\n" + LessonTwin.hashLine(of: english)),
        edition: .japanese, exists: { _ in true }
      ).stepProblems().map { Words.english.render($0) }
    }
    let good = """
      # 出典

      - [リザルトビルダー](#result-builders)

      <a id="result-builders"></a>
      ## リザルトビルダー

      | <a id="rb-transform"></a>主張。 |
      """
    #expect(twin(good) == [])
    let headingOnly = twin(
      good.replacingOccurrences(of: "<a id=\"result-builders\"></a>\n", with: ""))
    #expect(
      headingOnly.first?.hasPrefix(
        "it lacks 1 of the English page's anchors (first: \"result-builders\")") == true,
      "\(headingOnly)")
    #expect(twin(good.replacingOccurrences(of: "<a id=\"rb-transform\"></a>", with: "")).count == 1)
  }

  @Test("The Japanese index says each module's minutes in Japanese")
  func japaneseIndexMinutes() throws {
    let root = try Fixtures.temporaryFolder("japanese-index")
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = Fixtures.catalog
    let module = catalog.modules[0]
    let total = module.katas.compactMap(\.minutes).reduce(0, +)
    let rows = module.katas.map { kata in
      "| [\(kata.displayName)](\(catalog.lessonPath(of: kata).dropFirst("Lessons/".count))) | 目標 | "
        + "\(kata.minutes ?? 0) 分 |"
    }
    let index =
      (["## モジュール 1: \(module.title)（約 \(Agenda.duration(total, Words(.japanese)))）"] + rows)
      .joined(separator: "\n")
    for (path, text) in [(Verifier.japaneseIndexPath, index), (Verifier.indexPath, "")] {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
    let verifier = Verifier(root: root, catalog: catalog) { _ in }
    let japanese = {
      verifier.indexMinutesFindings().filter { $0.subject.hasPrefix(Verifier.japaneseIndexPath) }
    }
    #expect(japanese().first?.isPassing == true, "\(japanese().compactMap(\.problem))")
    try index.replacingOccurrences(of: "（約", with: "（およそ")
      .write(
        to: root.appending(path: Verifier.japaneseIndexPath), atomically: true, encoding: .utf8)
    #expect(japanese().first?.problem?.contains("it has no heading \"## モジュール 1:") == true)
  }

  @Test("Only the learner's program reads the course in Japanese: verify checks it as written")
  func courseProgramReadsEnglish() throws {
    let root = Fixtures.repository
    let kata = try #require(try Catalog.load(fromPackageAt: root).katas.first)
    let learner = try KataRunner.catalog(for: KataRunner.runner, root: root, language: .japanese)
    #expect(learner.lessonPath(of: kata).hasPrefix("Lessons/ja/"))
    let course = try KataRunner.catalog(for: KataCourse.program, root: root, language: .japanese)
    #expect(course.lessonPath(of: kata) == "Lessons/01-result-builders/1.1-build-block.md")
    #expect(course.language == .english)
  }
}
