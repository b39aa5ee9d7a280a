import Foundation

/// The words of a kata's tests in another language, as the runner shows them.
///
/// Tests stay English code; a table per kata beside the lessons (`Lessons/ja/tests/1.3.json`)
/// gives each test's display name in Japanese, keyed by the name as its `@Test("…")` writes it
/// (no name is interpolated, so the literal is the name). The runner shows a name the table
/// lacks as written; `kata-course verify` proves a table names every test of its kata and no
/// test the kata no longer has.
package struct TestWords: Codable, Sendable, Equatable {
  /// Each test's name in the table's language, by its English display name.
  package var names: [String: String]

  package init(names: [String: String]) {
    self.names = names
  }

  /// The table of a kata in a language, relative to the package root; `nil` for English, which
  /// the tests are written in.
  package static func path(of kata: Kata, in language: Language) -> String? {
    switch language {
    case .english: nil
    case .japanese: "\(PackageLayout.lessons)/ja/tests/\(kata.id).json"
    }
  }

  /// The tables of the katas that have one in a language, by the kata's suite (the name a test
  /// result carries); none for English. A table that cannot be read is left out: the tests'
  /// names are then shown as written, and verification names the file.
  package static func load(root: URL, catalog: Catalog, language: Language) -> [String: TestWords] {
    var tables: [String: TestWords] = [:]
    for kata in catalog.katas {
      guard let table = try? read(of: kata, in: language, root: root) else { continue }
      tables[kata.suite] = table
    }
    return tables
  }

  /// A kata's table in a language; `nil` when it has none (always in English).
  ///
  /// - Throws: The system's error when the file cannot be read, a `DecodingError` when it is
  ///   not a table.
  package static func read(of kata: Kata, in language: Language, root: URL) throws -> TestWords? {
    guard let path = path(of: kata, in: language) else { return nil }
    return try JSONFile<TestWords>(root.appending(path: path)).read()
  }

  /// The display names a test file gives its tests: each `@Test("…")`'s literal, as the
  /// compiler reads it, in order.
  package static func displayNames(in source: String) -> [String] {
    source.matches(of: /@Test\(\s*"((?:[^"\\\n]|\\.)*)"/).map { match in
      String(match.output.1).replacingOccurrences(of: "\\\"", with: "\"")
        .replacingOccurrences(of: "\\\\", with: "\\")
    }
  }
}
