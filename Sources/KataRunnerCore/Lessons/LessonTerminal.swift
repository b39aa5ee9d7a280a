/// A lesson made for reading in a terminal, where HTML is not rendered.
///
/// The hints are left out (`kata-runner hint` gives them one at a time, so that a learner takes
/// only the help they need), and every other `<details>` block, a spoiler such as the capstone's
/// trace "to open only after you have predicted", stays folded: its summary is shown with the
/// line of the lesson where it can be read. A link leads where a learner can follow it from the
/// package root, where they run the runner: `../SOURCES.md#x` becomes `Lessons/SOURCES.md#x`.
enum LessonTerminal {
  /// Renders a lesson for the terminal.
  ///
  /// - Parameters:
  ///   - markdown: The lesson's text.
  ///   - kataID: The kata's id, for the hint command.
  ///   - path: The lesson's path, to say where a folded block can be read.
  ///   - words: The learner's language, for the runner's own lines.
  static func render(
    _ markdown: String, kataID: String, path: String, words: Words = .english
  ) -> String {
    var output: [String] = []
    var inHints = false
    var inCode = false
    var folded: (line: Int, summary: String?)?
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("## ") && !inCode {
        inHints = [LessonEdition.english, .japanese].contains { $0.hintsHeading == trimmed }
        output.append(String(line))
        if inHints {
          let hint = words(
            "Run `{command} hint {kata}` to see them one at a time.",
            ["command": Launcher.command, "kata": kataID])
          output += ["", hint, ""]
        }
        continue
      }
      if inHints { continue }
      if trimmed.hasPrefix("```") { inCode.toggle() }
      if folded != nil {
        if folded?.summary == nil, let summary = Self.summary(in: trimmed) {
          folded?.summary = summary
        }
        if trimmed.hasPrefix("</details>") && !inCode, let block = folded {
          output.append(
            "▸ "
              + words(
                "{summary} (folded here: read it in {file} at line {line})",
                [
                  "summary": block.summary ?? words("Folded"), "file": path,
                  "line": "\(block.line)",
                ]))
          folded = nil
        }
        continue
      }
      // An HTML comment, such as a translation's note of its English text, is not shown.
      if trimmed.hasPrefix("<!--") && trimmed.hasSuffix("-->") && !inCode { continue }
      if trimmed.hasPrefix("<details") && !inCode {
        folded = (index + 1, Self.summary(in: trimmed))
        continue
      }
      output.append(String(line))
    }
    return linksFromRoot(output.joined(separator: "\n"), page: path)
  }

  /// Markdown from a page (a lesson, or one of its hints) with each link's target a path from
  /// the package root, a web address as it is; code is left as written.
  static func linksFromRoot(_ markdown: String, page: String) -> String {
    var inCode = false
    return markdown.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inCode.toggle() }
      guard !inCode else { return String(line) }
      return String(line).replacing(/\]\(([^)\s]+)\)/) { match in
        guard let (file, anchor) = LessonLink.fromRoot(String(match.output.1), on: page) else {
          return String(match.output.0)
        }
        return "](\(file)\(anchor))"
      }
    }.joined(separator: "\n")
  }

  /// The text of a `<summary>…</summary>` element on a line, if there is one.
  private static func summary(in line: String) -> String? {
    guard let open = line.range(of: "<summary>"),
      let close = line.range(of: "</summary>", range: open.upperBound..<line.endIndex)
    else { return nil }
    return String(line[open.upperBound..<close.lowerBound])
  }
}
