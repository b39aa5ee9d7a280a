import Foundation
import KataRunnerCore

/// What an instructor's class table needs to say the learners' reports in their language.
///
/// A report stays English, so that a room of mixed languages merges into one table; what it
/// says of the course is looked up in the course's tables, as the learner's runner does: a
/// kata's title in the curriculum's words (``CourseWords``), a test's name, a compile check's
/// rule and a failure's comment in the kata's table (``TestWords``), the comment by the literal
/// the learner's runner recorded it came from (``CommentSource``). What no table has (a title
/// of another course version, a comment in a test file the learner edited) is shown as the
/// report says it, never guessed. In English the comment is the literal rendered with its
/// values, so that the table shows the same words in either language.
package struct ReportTranslation: Sendable {
  /// The language the words are said in.
  private var language = Language.english
  /// The curriculum's words, by their English.
  private var course: CourseWords?
  /// The tests' tables, by kata id.
  private var tables: [String: TestWords] = [:]

  /// Nothing to translate: the reports as they are, in English.
  package init() {}

  /// The tables of a language at the course's root; English has none. A table that cannot be
  /// read leaves its words as the report has them.
  package init(root: URL, catalog: Catalog, language: Language) {
    self.language = language
    course = (try? CourseWords.read(in: language, root: root)) ?? nil
    for kata in catalog.katas {
      tables[kata.id] = (try? TestWords.read(of: kata, in: language, root: root)) ?? nil
    }
  }

  /// A kata's or module's title in the table's language, or as written.
  package func title(_ english: String) -> String {
    course?.words[english] ?? english
  }

  /// A test's name, or a compile check's rule, of a kata in the table's language; `nil` when
  /// the kata's table has neither.
  package func name(_ english: String, of kata: String) -> String? {
    tables[kata].flatMap { $0.names[english] ?? $0.checks[english] }
  }

  /// The comment of a report's test, from the literal the learner's runner found it came from,
  /// in the table's language (in English, the literal rendered as the runner saw it); `nil`
  /// when the report names no literal, or the kata's table lacks it. Nothing is read back out
  /// of the report's English, and no test file is read: a report is data from another machine.
  package func comment(_ source: CommentSource?, kata id: String) -> String? {
    guard let source else { return nil }
    guard language != .english else {
      // The literal is the report's: one that repeats a long value is never rendered whole.
      let literal = SwiftStringLiteral(key: source.literal)
      guard literal.renderedLength(with: source.values) <= SwiftStringLiteral.longestRendered
      else { return nil }
      return literal.rendered(with: source.values)
    }
    return tables[id]?.comment(source)
  }
}
