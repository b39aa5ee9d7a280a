import Foundation

/// The outline every kata lesson follows, so that learners always find the same parts and the
/// runner can find the hints.
package enum LessonOutline {
  /// What a kata's lesson lacks.
  ///
  /// - Parameters:
  ///   - markdown: The lesson's text.
  ///   - kata: The kata it teaches.
  ///   - edition: The lesson's edition, whose words its outline uses.
  ///   - title: The kata's title in the edition's language.
  /// - Returns: One sentence per problem; empty when the lesson is complete.
  package static func problems(
    in markdown: String, for kata: Kata, edition: LessonEdition = .english, title: String? = nil
  ) -> [Message] {
    var problems: [Message] = []
    // A heading with spaces after it renders as without them (fault pass row 55).
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map {
      String($0.replacing(/[ \t\r]+$/, with: ""))
    }
    let title = "# \(kata.id) \(title ?? kata.title)"
    if lines.first != title {
      problems.append(Message("the first line should be \"{title}\"", ["title": title]))
    }
    var searchFrom = 0
    for section in edition.requiredSections {
      guard let index = lines[searchFrom...].firstIndex(of: section) else {
        problems.append(
          Message(
            "missing the section \"{section}\" (or it is out of order)", ["section": section]))
        continue
      }
      searchFrom = index
    }
    if hints(in: markdown).isEmpty {
      problems.append(
        Message(
          "\"{heading}\" has no `<details><summary>{hint} 1</summary>` blocks",
          ["heading": edition.hintsHeading, "hint": edition.hintWord]))
    }
    if let edited = editedFiles(in: lines, label: edition.editLabel) {
      if edited != kata.editPaths {
        problems.append(
          Message(
            """
            the line "{label}" names {named}, where the curriculum's kata edits {edits} (its \
            "edits", or else its "files")
            """,
            ["label": edition.editLabel, "named": quoted(edited), "edits": quoted(kata.editPaths)]))
      }
    } else {
      problems.append(
        Message(
          "missing the line \"{label} `<file>`\" that names the files to edit",
          ["label": edition.editLabel]))
    }
    return problems
  }

  /// The files a lesson's "- Edit:" item tells the learner to edit, in order: the paths in
  /// backticks on that line and its indented continuation lines, except those after the word
  /// "read" (as in 2.1's "(and read `…/ViewBuilder.swift`)") or before 「も読んで」; `nil` when
  /// the lesson has no
  /// such item.
  static func editedFiles(in lines: [String], label: String = "- Edit:") -> [String]? {
    guard let start = lines.firstIndex(where: { $0.hasPrefix(label) }) else { return nil }
    var item = lines[start]
    for line in lines[(start + 1)...] {
      guard line.hasPrefix("  "), !line.trimmingCharacters(in: .whitespaces).isEmpty else { break }
      item += " " + line
    }
    var edited: [String] = []
    var reading = false
    // Between backticks, odd parts are code and even parts the prose around it. A file to read
    // comes after "read" in English, and before 「も読んで」 in Japanese.
    let parts = item.split(separator: "`", omittingEmptySubsequences: false)
    for (index, part) in parts.enumerated() {
      if index.isMultiple(of: 2) {
        reading = reading || part.split(whereSeparator: { !$0.isLetter }).contains("read")
      } else if !reading,
        !(index + 1 < parts.count && parts[index + 1].drop { $0 == " " }.hasPrefix("も読"))
      {
        edited.append(String(part))
      }
    }
    return edited
  }

  private static func quoted(_ paths: [String]) -> String {
    paths.map { "`\($0)`" }.joined(separator: ", ")
  }

  /// The hints of a lesson, in order: the text inside each `<details>` block under `## Hints`,
  /// or the hints' heading of another edition.
  ///
  /// - Parameter markdown: The lesson's text.
  static func hints(in markdown: String) -> [String] {
    let headings = [LessonEdition.english, .japanese].map { "\n" + $0.hintsHeading }
    guard let start = headings.lazy.compactMap({ markdown.range(of: $0) }).first else {
      return []
    }
    var rest = markdown[start.upperBound...]
    if let end = rest.range(of: "\n## ") { rest = rest[..<end.lowerBound] }
    return rest.components(separatedBy: "<details>").dropFirst().map { block in
      let body = block.components(separatedBy: "</details>")[0]
      let withoutSummary = body.components(separatedBy: "</summary>").last ?? body
      return withoutSummary.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
