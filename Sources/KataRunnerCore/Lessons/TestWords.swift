import Foundation

/// The words of a kata's tests in another language, as the runner shows them.
///
/// Tests stay English code; a table per kata beside the lessons (`Lessons/ja/tests/1.3.json`)
/// gives each test's display name in Japanese, keyed by the name as its `@Test("…")` writes it
/// (no name is interpolated, so the literal is the name), and each expectation's comment, keyed
/// by the literal the comment is written as (``SwiftStringLiteral/key``): its interpolations
/// stay `\(expression)` in both languages, and take their values from the comment as rendered.
/// The runner shows what the table lacks as written; `kata-course verify` proves a table has
/// every name and comment of its kata's tests and none the tests no longer have.
package struct TestWords: Codable, Sendable, Equatable {
  /// Each test's name in the table's language, by its English display name.
  package var names: [String: String]
  /// Each expectation's comment in the table's language, by the key of its English literal.
  package var comments: [String: String]
  /// Each compile check's rule in the table's language, by its `// check:` line's English.
  package var checks: [String: String]

  package init(
    names: [String: String], comments: [String: String] = [:], checks: [String: String] = [:]
  ) {
    self.names = names
    self.comments = comments
    self.checks = checks
  }

  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    names = try container.decode([String: String].self, forKey: .names)
    comments = try container.decodeIfPresent([String: String].self, forKey: .comments) ?? [:]
    checks = try container.decodeIfPresent([String: String].self, forKey: .checks) ?? [:]
  }

  /// A comment in the table's language: the translation of the literal it came from, with the
  /// values its interpolations took; `nil` when the table lacks the literal.
  package func comment(_ source: CommentSource) -> String? {
    comments[source.literal].map { SwiftStringLiteral(key: $0).rendered(with: source.values) }
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

/// What the runner needs to say a report's tests in the learner's language: the tables of their
/// katas, by suite.
package struct TestTranslation: Sendable {
  /// The tables, by the suite a test result carries.
  var tables: [String: TestWords] = [:]

  /// Nothing to translate: the tests' own words.
  package init() {}

  /// The tables of a language; for English, none.
  init(root: URL, catalog: Catalog, language: Language) {
    tables = TestWords.load(root: root, catalog: catalog, language: language)
  }

  /// A test's display name in the learner's language, if its table has it.
  func name(of test: TestResult) -> String? {
    tables[test.suite]?.names[test.name]
  }

  /// A compile check's rule in the learner's language, if its kata's table has it (a rule is
  /// a whole sentence of one kata's checks: any table that has it says it).
  func rule(of check: CompileCheckResult) -> String? {
    tables.values.lazy.compactMap { $0.checks[check.rule] }.first
  }

  /// A failure's comment in the learner's language, if its table has the literal it came from.
  func comment(of failure: Failure, in suite: String) -> String? {
    failure.commentSource.flatMap { tables[suite]?.comment($0) }
  }

  /// The failures of `results` whose comment no literal at their position renders, by position:
  /// the comments no table could say. Verification asks, so that a comment written in a way
  /// the runner cannot place is found before a learner meets it.
  package static func unplacedComments(
    of results: [TestResult]
  ) -> [(position: String, comment: String)] {
    results.flatMap { result -> [(position: String, comment: String)] in
      guard case .failed(let failures) = result.outcome else { return [] }
      return failures.compactMap { failure in
        guard let comment = failure.comment, !comment.isEmpty, failure.commentSource == nil
        else { return nil }
        return (failure.position?.description ?? result.name, comment)
      }
    }
  }
}
