import Foundation
import KataRunnerCore

extension Verifier {
  /// Whether each kata has a table of its tests' words in Japanese (``TestWords``) that names
  /// every test its test files declare and says every comment of their expectations, and
  /// nothing they no longer have. It reads files only. A course without a Japanese edition (no `Lessons/ja`, such as a test's
  /// fixture) needs no tables.
  func testWordsFindings() -> [VerifyFinding] {
    catalog.katas.compactMap { kata in
      guard let path = TestWords.path(of: kata, in: .japanese) else { return nil }
      let subject = words("the Japanese names and comments of the tests in {file}", ["file": path])
      let table: TestWords?
      do {
        table = try TestWords.read(of: kata, in: .japanese, root: root)
      } catch {
        return VerifyFinding(
          kataID: kata.id, area: .structure, subject: subject,
          problem: words(
            "it is not a table of test words ({problem})", ["problem": Catalog.describe(error)]))
      }
      guard let table else {
        guard hasJapaneseEdition else { return nil }
        return VerifyFinding(
          kataID: kata.id, area: .structure, subject: subject,
          problem: words(
            """
            the course has a Japanese edition, but this kata's tests have no Japanese names. Next \
            step: write the table, as {example} does.
            """, ["example": "Lessons/ja/tests/1.1.json"]))
      }
      return VerifyFinding(
        kataID: kata.id, area: .structure, subject: subject,
        problem: problems(of: table, for: kata))
    }
  }

  /// Whether the course's table of its curriculum's words in Japanese (``CourseWords``) says
  /// every title, need and known error's cause of the curriculum, and nothing it no longer has.
  /// A course without a Japanese edition needs none.
  func courseWordsFindings() -> [VerifyFinding] {
    guard hasJapaneseEdition, let path = CourseWords.path(in: .japanese) else { return [] }
    let subject = words("the Japanese of {file}'s titles and words", ["file": Catalog.path])
    let table: CourseWords?
    do {
      table = try CourseWords.read(in: .japanese, root: root)
    } catch {
      return [
        VerifyFinding(
          kataID: nil, area: .structure, subject: subject,
          problem: words(
            "{file} is not a table of the curriculum's words ({problem})",
            ["file": path, "problem": Catalog.describe(error)]))
      ]
    }
    let gaps = CourseWords.gaps(of: table, english: CourseWords.english(of: catalog))
    let problems =
      gaps.missing.map { words("no Japanese for \"{word}\"", ["word": $0]) }
      + gaps.stale.map { words("\"{word}\" is in the curriculum no more", ["word": $0]) }
    return [
      VerifyFinding(
        kataID: nil, area: .structure, subject: subject, problems: problems,
        nextStep: words(
          """
          Next step: give each module and kata title, each need's "uses" and each known error's \
          "cause" of {curriculum} its Japanese in {file}, keyed by the English, and remove what \
          the curriculum no longer has.
          """, ["curriculum": Catalog.path, "file": path]))
    ]
  }

  /// Whether the course has a Japanese edition (`Lessons/ja`), whose katas need tables.
  var hasJapaneseEdition: Bool {
    FileManager.default.fileExists(
      atPath: root.appending(path: "\(PackageLayout.lessons)/ja").path)
  }

  /// What a kata's table lacks or names that is gone, with the next step; `nil` when it names
  /// every test of the kata and nothing else, and says every comment of its expectations and
  /// nothing else, with the same interpolations.
  private func problems(of table: TestWords, for kata: Kata) -> String? {
    var names: [String] = []
    var comments: [SwiftStringLiteral] = []
    var problems: [String] = []
    for file in kata.tests ?? [] {
      let path = "\(PackageLayout.kataTests)/\(file)"
      let source = TextFile.read(root.appending(path: path)) ?? ""
      names += TestWords.displayNames(in: source)
      for expectation in SwiftSource.expectations(in: source) {
        if expectation.hasComment, expectation.comments.isEmpty {
          problems.append(
            words(
              """
              the comment of the expectation at {position} is not written as a string literal, \
              so no table can say it
              """, ["position": "\(path):\(expectation.line)"]))
        }
        comments += expectation.comments.filter { !comments.contains($0) }
      }
    }
    for name in names
    where table.names[name]?.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
      problems.append(words("no Japanese for \"{name}\"", ["name": name]))
    }
    for name in table.names.keys.sorted() where !names.contains(name) {
      problems.append(words("\"{name}\" names no test of this kata", ["name": name]))
    }
    for comment in comments {
      guard let said = table.comments[comment.key], !said.allSatisfy(\.isWhitespace) else {
        problems.append(
          words("no Japanese for the comment \"{comment}\"", ["comment": comment.key]))
        continue
      }
      let english = Set(comment.interpolations)
      let japanese = Set(SwiftStringLiteral(key: said).interpolations)
      if english != japanese {
        let missing = english.subtracting(japanese).sorted().map { "\\(\($0))" }
        let extra = japanese.subtracting(english).sorted().map { "\\(\($0))" }
        problems.append(
          words(
            """
            the Japanese of the comment "{comment}" does not write the same interpolations \
            (missing: {missing}; not in the English: {extra})
            """,
            [
              "comment": comment.key, "missing": missing.isEmpty ? "-" : words.list(missing),
              "extra": extra.isEmpty ? "-" : words.list(extra),
            ]))
      }
    }
    // The compile checks' rules, each its `// check:` line.
    let rules = ((try? CompileCheck.load(for: kata, root: root)) ?? []).map(\.rule)
    for rule in rules where table.checks[rule]?.allSatisfy(\.isWhitespace) ?? true {
      problems.append(words("no Japanese for the compile check \"{rule}\"", ["rule": rule]))
    }
    for rule in table.checks.keys.sorted() where !rules.contains(rule) {
      problems.append(words("\"{rule}\" is no compile check of this kata", ["rule": rule]))
    }
    let keys = Set(comments.map(\.key))
    for key in table.comments.keys.sorted() where !keys.contains(key) {
      problems.append(words("\"{comment}\" is no comment of this kata's tests", ["comment": key]))
    }
    guard !problems.isEmpty else { return nil }
    return words(
      """
      {problems}
      Next step: give each test's display name, as its `@Test("…")` writes it, and each \
      expectation's comment, as its literal writes it with each `\\(…)` kept, their Japanese, \
      and remove what the tests no longer have.
      """, ["problems": problems.joined(separator: "\n")])
  }
}
