import Foundation
import KataRunnerCore

extension Verifier {
  /// Whether each kata has a table of its tests' names in Japanese (``TestWords``) that names
  /// every test its test files declare, and no test they no longer do, each with a name. It
  /// reads files only. A course without a Japanese edition (no `Lessons/ja`, such as a test's
  /// fixture) needs no tables.
  func testWordsFindings() -> [VerifyFinding] {
    let edition = root.appending(path: "\(PackageLayout.lessons)/ja").path
    let hasEdition = FileManager.default.fileExists(atPath: edition)
    return catalog.katas.compactMap { kata in
      guard let path = TestWords.path(of: kata, in: .japanese) else { return nil }
      let subject = words("the Japanese names of the tests in {file}", ["file": path])
      let table: TestWords?
      do {
        table = try TestWords.read(of: kata, in: .japanese, root: root)
      } catch {
        return VerifyFinding(
          kataID: kata.id, area: .structure, subject: subject,
          problem: words(
            "it is not a table of test names ({problem})", ["problem": Catalog.describe(error)]))
      }
      guard let table else {
        guard hasEdition else { return nil }
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

  /// What a kata's table lacks or names that is gone, with the next step; `nil` when it names
  /// every test of the kata and nothing else.
  private func problems(of table: TestWords, for kata: Kata) -> String? {
    let names = (kata.tests ?? []).flatMap { file in
      TestWords.displayNames(
        in: TextFile.read(root.appending(path: "\(PackageLayout.kataTests)/\(file)")) ?? "")
    }
    var problems: [String] = []
    for name in names
    where table.names[name]?.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
      problems.append(words("no Japanese for \"{name}\"", ["name": name]))
    }
    for name in table.names.keys.sorted() where !names.contains(name) {
      problems.append(words("\"{name}\" names no test of this kata", ["name": name]))
    }
    guard !problems.isEmpty else { return nil }
    return words(
      """
      {problems}
      Next step: give each test's display name, as its `@Test("…")` writes it, its Japanese \
      name, and remove the names of tests that are gone.
      """, ["problems": problems.joined(separator: "\n")])
  }
}
