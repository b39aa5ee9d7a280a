import Foundation

/// The outline every kata lesson follows, so that learners always find the same parts and the
/// runner can find the hints.
enum LessonOutline {
  /// The second-level headings a kata lesson must have, in order.
  static let requiredSections = [
    "## The idea", "## Your task", "## Pitfalls", "## Hints", "## Further reading",
  ]

  /// What a kata's lesson lacks.
  ///
  /// - Parameters:
  ///   - markdown: The lesson's text.
  ///   - kata: The kata it teaches.
  /// - Returns: One sentence per problem; empty when the lesson is complete.
  static func problems(in markdown: String, for kata: Kata) -> [String] {
    var problems: [String] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let title = "# \(kata.id) \(kata.title)"
    if lines.first != title {
      problems.append("the first line should be \"\(title)\"")
    }
    var searchFrom = 0
    for section in requiredSections {
      guard let index = lines[searchFrom...].firstIndex(of: section) else {
        problems.append("missing the section \"\(section)\" (or it is out of order)")
        continue
      }
      searchFrom = index
    }
    if hints(in: markdown).isEmpty {
      problems.append("\"## Hints\" has no `<details><summary>Hint 1</summary>` blocks")
    }
    return problems
  }

  /// The hints of a lesson, in order: the text inside each `<details>` block under `## Hints`.
  ///
  /// - Parameter markdown: The lesson's text.
  static func hints(in markdown: String) -> [String] {
    guard let start = markdown.range(of: "\n## Hints") else { return [] }
    var rest = markdown[start.upperBound...]
    if let end = rest.range(of: "\n## ") { rest = rest[..<end.lowerBound] }
    return rest.components(separatedBy: "<details>").dropFirst().map { block in
      let body = block.components(separatedBy: "</details>")[0]
      let withoutSummary = body.components(separatedBy: "</summary>").last ?? body
      return withoutSummary.trimmingCharacters(in: .whitespacesAndNewlines)
    }
  }
}
