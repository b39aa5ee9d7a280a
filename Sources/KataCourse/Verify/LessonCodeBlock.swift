import Foundation
import KataRunnerCore

/// A fenced code block of a lesson.
package struct LessonCodeBlock: Hashable, Sendable {
  /// The words after the opening fence: `["swift"]`, `["swift", "swiftui"]`, `["text"]`.
  var info: [String]
  /// The line of the lesson where the code starts (after the fence).
  var firstLine: Int
  /// The code.
  var code: String

  /// Whether the lesson check compiles this block: Swift, and not marked as real SwiftUI code.
  package var isCompiled: Bool { info.first == "swift" && !info.contains("swiftui") }

  /// Finds the fenced code blocks of a markdown text.
  ///
  /// - Parameter markdown: The lesson.
  /// - Returns: The blocks, in order.
  package static func blocks(in markdown: String) -> [LessonCodeBlock] {
    var blocks: [LessonCodeBlock] = []
    var open: (info: [String], firstLine: Int, lines: [Substring])?
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if var current = open {
        if trimmed == "```" {
          blocks.append(
            LessonCodeBlock(
              info: current.info, firstLine: current.firstLine,
              code: current.lines.joined(separator: "\n")))
          open = nil
        } else {
          current.lines.append(line)
          open = current
        }
      } else if trimmed.hasPrefix("```") {
        let info = trimmed.dropFirst(3).split(separator: " ").map(String.init)
        open = (info, index + 2, [])
      }
    }
    return blocks
  }

  /// The block as a snippet to type-check, importing the kata modules unless it imports itself.
  ///
  /// - Parameter lesson: The lesson's path, for messages.
  package func snippet(lesson: String) -> Snippet {
    let importsItself = code.split(separator: "\n").contains { $0.hasPrefix("import ") }
    return Snippet(
      origin: lesson, firstLine: firstLine, code: code,
      prelude: importsItself ? [] : ["import Katas", "import ViewGraph"])
  }
}
