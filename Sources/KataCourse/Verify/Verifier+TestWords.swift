import Foundation
import KataRunnerCore

extension Verifier {
  /// Whether each kata's table of its tests' names in Japanese (``TestWords``) names every test
  /// its test files declare, and no test they no longer do, each with a name. It reads files
  /// only. A kata without a table yet is not checked: a Japanese learner sees its tests' names
  /// in English.
  func testWordsFindings() -> [VerifyFinding] {
    catalog.katas.compactMap { kata in
      guard let path = TestWords.path(of: kata, in: .japanese),
        let data = FileManager.default.contents(atPath: root.appending(path: path).path)
      else { return nil }
      let subject = words("the Japanese names of the tests in {file}", ["file": path])
      let table: TestWords
      do {
        table = try JSONDecoder().decode(TestWords.self, from: data)
      } catch {
        return VerifyFinding(
          kataID: kata.id, area: .structure, subject: subject,
          problem: words(
            "it is not a table of test names ({problem})", ["problem": Catalog.describe(error)]))
      }
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
      return VerifyFinding(
        kataID: kata.id, area: .structure, subject: subject,
        problem: problems.isEmpty
          ? nil
          : words(
            """
            {problems}
            Next step: give each test's display name, as its `@Test("…")` writes it, its Japanese \
            name, and remove the names of tests that are gone.
            """, ["problems": problems.joined(separator: "\n")]))
    }
  }
}
