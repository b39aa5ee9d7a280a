import Foundation
import KataRunnerCore

/// A lesson's link to the learner's page of sources, usually to one claim's row:
/// `[source](../SOURCES.md#foreach-constant-range)`.
package struct LessonSourceLink: Hashable, Sendable {
  /// The page of sources, relative to the package root.
  package static let pagePath = "Lessons/SOURCES.md"

  /// The line of the lesson the link is on.
  package var line: Int
  /// The anchor after `#`; empty for a link to the page itself.
  package var anchor: String

  /// Finds the links to `SOURCES.md` in a lesson.
  ///
  /// - Parameter markdown: The lesson.
  /// - Returns: The links, in order.
  static func links(in markdown: String) -> [LessonSourceLink] {
    var links: [LessonSourceLink] = []
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for (index, line) in lines.enumerated() {
      for part in line.components(separatedBy: "](").dropFirst() {
        guard let end = part.firstIndex(of: ")") else { continue }
        let target = part[..<end].split(
          separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        guard target[0] == "SOURCES.md" || target[0].hasSuffix("/SOURCES.md") else { continue }
        links.append(
          LessonSourceLink(line: index + 1, anchor: target.count > 1 ? String(target[1]) : ""))
      }
    }
    return links
  }

  /// The anchors a page defines: its `id="…"` and `name="…"` attributes, and the ones GitHub
  /// makes of its headings.
  ///
  /// - Parameter page: The page's text.
  static func anchors(in page: String) -> Set<String> {
    var anchors: Set<String> = []
    for attribute in [" id=\"", " name=\""] {
      for part in page.components(separatedBy: attribute).dropFirst() {
        if let end = part.firstIndex(of: "\"") { anchors.insert(String(part[..<end])) }
      }
    }
    for line in page.split(separator: "\n") where line.hasPrefix("#") {
      let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      let kept = title.filter { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "_" }
      anchors.insert(kept.replacingOccurrences(of: " ", with: "-"))
    }
    return anchors
  }

  /// The links of a lesson that lead nowhere, each with what is wrong and what to do.
  ///
  /// - Parameters:
  ///   - markdown: The lesson.
  ///   - page: The text of `SOURCES.md`, or `nil` when it is missing.
  /// - Returns: The broken links with their problems, in order; empty when every link resolves.
  package static func problems(in markdown: String, page: String?)
    -> [(link: LessonSourceLink, problem: Message)]
  {
    let links = links(in: markdown)
    guard let page else {
      return links.map { link in
        (
          link,
          Message(
            """
            {file} is missing.
            Next step: restore it (every lesson's sources are there), or remove the link.
            """, ["file": pagePath])
        )
      }
    }
    let anchors = anchors(in: page)
    return links.filter { !$0.anchor.isEmpty && !anchors.contains($0.anchor) }.map { link in
      (
        link,
        Message(
          """
          {file} has no anchor "{anchor}".
          Next step: link the anchor of the claim's row in {file}, or add \
          `<a id="{anchor}"></a>` at the start of the row that sources this claim.
          """, ["file": pagePath, "anchor": link.anchor])
      )
    }
  }
}
