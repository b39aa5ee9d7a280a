import Foundation
import KataRunnerCore

/// What an instructor's class table needs to say the learners' reports in their language.
///
/// A report stays English, so that a room of mixed languages merges into one table; what it
/// says of the course is looked up in the course's tables, as the learner's runner does: a
/// kata's title in the curriculum's words (``CourseWords``), a test's name and a compile
/// check's rule in the kata's table (``TestWords``), and a failure's comment at the position
/// the report's message starts with, in the course's own test file (``TestTranslation``). What
/// no table has (a title of another course version, a comment in a test file the learner
/// edited) is shown as the report says it, never guessed. In English the comment is found the
/// same way, so that the table shows the same words in either language.
package struct ReportTranslation: Sendable {
  /// The language the words are said in.
  private var language = Language.english
  /// The curriculum's words, by their English.
  private var course: CourseWords?
  /// The tests' tables, by kata id.
  private var tables: [String: TestWords] = [:]
  /// The course's katas, by id, for the test files each declares.
  private var katas: [String: Kata] = [:]
  /// The course's package root, where the test files are read.
  private var root: URL?

  /// Nothing to translate: the reports as they are, in English.
  package init() {}

  /// The tables of a language at the course's root, and its test files; English has no
  /// tables. A table that cannot be read leaves its words as the report has them.
  package init(root: URL, catalog: Catalog, language: Language) {
    self.language = language
    self.root = root
    course = (try? CourseWords.read(in: language, root: root)) ?? nil
    for kata in catalog.katas {
      katas[kata.id] = kata
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

  /// The comment of the first failure a report's test message holds, in the table's language
  /// (in English, as the message has it); `nil` when the message starts with no position in one
  /// of the kata's test files, or no literal there renders as the comment, or the table lacks it.
  ///
  /// A message is each failure's position and text (``TestOutcome/explanation``): Swift
  /// Testing's lines, then the comment. Where the comment starts is not marked, so each start
  /// of a line is tried from the last: the shortest ending that a literal at the position
  /// renders is the comment (an expression Swift Testing printed over several lines is never
  /// taken for one).
  package func comment(of message: String, kata id: String) -> String? {
    guard let root, let kata = katas[id] else { return nil }
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
    guard let first = lines.first, let position = Self.position(starting: first),
      (kata.tests ?? []).contains(where: { "\(PackageLayout.kataTests)/\($0)" == position.path })
    else { return nil }
    let failure = [first] + lines.dropFirst().prefix { Self.position(starting: $0) == nil }
    let expectations = [
      position.path: SwiftSource.expectations(
        in: TextFile.read(root.appending(path: position.path)) ?? "")
    ]
    let literals = TestTranslation.literals(at: position, in: expectations)
    // Each line's start in the failure's text, joined once: the endings are its tails, tried
    // from the shortest until one is longer than any comment is read (a report is data from
    // another machine: a message of 20,000 lines took minutes when every ending was joined).
    let text = failure.joined(separator: "\n")
    var starts: [String.Index] = []
    var index = text.startIndex
    for line in failure {
      starts.append(index)
      index = text.unicodeScalars.index(index, offsetBy: line.unicodeScalars.count)
      if index < text.endIndex { index = text.unicodeScalars.index(after: index) }
    }
    for start in failure.indices.dropFirst().reversed() {
      let rendered = String(text.unicodeScalars[starts[start]...])
      guard rendered.unicodeScalars.count <= SwiftStringLiteral.longestRendered else { break }
      guard literals.contains(where: { $0.values(in: rendered) != nil }) else { continue }
      guard language != .english else { return rendered }
      return tables[id]?.comment(rendered, writtenAs: literals)
    }
    return nil
  }

  /// The position a failure's line of a message starts with, after a parameterized case's
  /// arguments ("with count → 3: "): `Tests/KataTests/T.swift:4:5: `.
  private static func position(starting line: Substring) -> SourcePosition? {
    guard let match = line.prefixMatch(of: #/(?:with .*: )?([^\s:]+\.swift):(\d+):(\d+): /#),
      let number = Int(match.output.2), let column = Int(match.output.3)
    else { return nil }
    return SourcePosition(path: String(match.output.1), line: number, column: column)
  }
}
