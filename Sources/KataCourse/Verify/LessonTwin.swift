import Foundation
import KataRunnerCore

/// A lesson and its twin in another edition, compared for what must stay the same: the outline,
/// the hints, the code and the links. Prose is the translator's; everything a learner runs,
/// copies or follows is the English lesson's.
///
/// The twin also names the English text it was written from, by a hash on its last line
/// (`<!-- english: 9f3c0a2b7d41e655 -->`), so that an English lesson changed without its twin is
/// found even when only its prose changed. Reading files only, the comparison costs milliseconds.
package struct LessonTwin {
  /// The English lesson's path, relative to the package root, and its text.
  var english: (path: String, markdown: String)
  /// The twin's path, relative to the package root, and its text.
  var translated: (path: String, markdown: String)
  /// The twin's edition.
  var edition: LessonEdition
  /// Whether a file exists, by its path relative to the package root: a link goes to the twin
  /// of its English target when that twin exists.
  var exists: (String) -> Bool

  package init(
    english: (path: String, markdown: String), translated: (path: String, markdown: String),
    edition: LessonEdition, exists: @escaping (String) -> Bool
  ) {
    self.english = english
    self.translated = translated
    self.edition = edition
    self.exists = exists
  }

  /// The hash line of a twin written from `markdown`: the English text's 64-bit FNV-1a hash,
  /// the one source fingerprints use (a check of step, not a seal against tampering), of the
  /// text as a reader sees it: spaces at the ends of lines, blank lines at the end and Windows
  /// line ends left out, so that an edit no rendering shows never calls a twin stale (fault
  /// pass rows 54, 55).
  package static func hashLine(of markdown: String) -> String {
    "<!-- english: \(SourceFingerprint.hash(shown(markdown))) -->"
  }

  /// A markdown text without what no rendering shows: each line's trailing spaces and tabs,
  /// a carriage return before a line end, and blank lines at the end.
  static func shown(_ markdown: String) -> String {
    // "\r\n" is one Character to Swift: made "\n" first, so that the lines split.
    let text = markdown.replacingOccurrences(of: "\r\n", with: "\n")
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      $0.replacing(/[ \t]+$/, with: "")
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines.joined(separator: "\n")
  }

  /// What differs between the lesson and its twin, each with where, the first difference and
  /// the next step; empty when they are in step.
  package func problems(for kata: Kata, title: String) -> [Message] {
    LessonOutline.problems(in: translated.markdown, for: kata, edition: edition, title: title)
      + stepProblems()
  }

  /// What differs between a page and its twin, for a page that is no kata's lesson (such as
  /// SOURCES.md): the same headings, folded blocks, code, links and anchors, written from the
  /// English as it is now.
  package func stepProblems() -> [Message] {
    let ours = LessonShape(translated.markdown)
    let theirs = LessonShape(english.markdown)
    var problems = headingProblems(ours, theirs) + hintProblems(ours, theirs)
    problems += codeProblems(ours, theirs) + linkProblems(ours, theirs)
    problems += anchorProblems(ours, theirs)
    let hash = Self.hashLine(of: english.markdown)
    if !translated.markdown.split(separator: "\n").contains(where: { $0 == hash }) {
      problems.append(
        Message(
          """
          it was not written from the English lesson as it is now: its last line should be \
          "{hash}". Next step: bring it up to date with the English (`git log -p -- {english}` \
          shows what changed), then end it with that line.
          """, ["hash": hash, "english": english.path]))
    }
    return problems
  }

  /// The headings must be the English ones, one for one, at the same levels; a fixed section's
  /// heading is the edition's word for it.
  private func headingProblems(_ ours: LessonShape, _ theirs: LessonShape) -> [Message] {
    let fixed = LessonEdition.english.requiredSections
    for index in 0..<max(ours.headings.count, theirs.headings.count) {
      let mine = index < ours.headings.count ? ours.headings[index] : nil
      let source = index < theirs.headings.count ? theirs.headings[index] : nil
      let expected = source.map { heading in
        fixed.firstIndex(of: heading.text).map { edition.requiredSections[$0] }
      }
      let expectedText = expected.flatMap { $0 }
      if let mine, let source, mine.level == source.level,
        expectedText.map({ $0 == mine.text }) ?? true
      {
        continue
      }
      let values: KeyValuePairs<String, String> = [
        "number": "\(index + 1)", "line": mine.map { "\(translated.path):\($0.line)" } ?? "-",
        "mine": mine?.text ?? "-",
        "english": source.map { "\(english.path):\($0.line)" } ?? "-",
        "theirs": source?.text ?? "-",
      ]
      return [
        Message(
          """
          its headings differ from the English from heading {number} on ({line}: "{mine}", \
          where the English has {english}: "{theirs}"). Next step: give each heading of the \
          English its translation, at the same level and in the same order.
          """, values)
      ]
    }
    return []
  }

  /// The same `<details>` blocks, as many and in the same order: a hint's summary the
  /// edition's word and its number, any other (a spoiler) in the edition's words.
  private func hintProblems(_ ours: LessonShape, _ theirs: LessonShape) -> [Message] {
    let english = LessonEdition.english.hintWord + " "
    let expected = theirs.summaries.map { summary in
      summary.hasPrefix(english) && Int(summary.dropFirst(english.count)) != nil
        ? edition.hintWord + " " + summary.dropFirst(english.count) : nil
    }
    let inStep =
      ours.summaries.count == expected.count
      && zip(ours.summaries, expected).allSatisfy { mine, hint in
        hint.map { $0 == mine } ?? !mine.hasPrefix(edition.hintWord + " ")
      }
    guard !inStep else { return [] }
    return [
      Message(
        """
        its hints and folded blocks are {mine} where the English has {count} ({first} and on). \
        Next step: give each `<details>` block of the English its translation, in the same \
        order, a hint's summary as "{hint} 1".
        """,
        [
          "mine": ours.summaries.map { "\"\($0)\"" }.joined(separator: ", "),
          "count": "\(theirs.summaries.count)",
          "first": theirs.summaries.first.map { "\"\($0)\"" } ?? "-", "hint": edition.hintWord,
        ])
    ]
  }

  /// The same code blocks in the same order: a Swift block the same once its comments are set
  /// aside, with the same checker's markers (`// expected-error`); any other block (compiler
  /// output, an engine trace) the same character for character.
  private func codeProblems(_ ours: LessonShape, _ theirs: LessonShape) -> [Message] {
    for index in 0..<max(ours.blocks.count, theirs.blocks.count) {
      let mine = index < ours.blocks.count ? ours.blocks[index] : nil
      let source = index < theirs.blocks.count ? theirs.blocks[index] : nil
      let same =
        if let mine, let source, mine.info == source.info {
          source.info.first == "swift"
            ? SwiftCode.essence(of: mine.code) == SwiftCode.essence(of: source.code)
              && Self.markers(in: mine.code) == Self.markers(in: source.code)
            : mine.code == source.code
        } else {
          false
        }
      if !same {
        return [
          Message(
            """
            its code block {number} ({line}) is not the English one ({english}). Next step: copy \
            the English block; in a Swift block only the text of a comment may change, and a \
            checker's marker such as `// expected-error` stays as it is.
            """,
            [
              "number": "\(index + 1)",
              "line": mine.map { "\(translated.path):\($0.firstLine)" } ?? "-",
              "english": source.map { "\(english.path):\($0.firstLine)" } ?? "-",
            ])
        ]
      }
    }
    return []
  }

  /// The comments a checker reads in a Swift block, in order: `// expected-error` and the like.
  private static func markers(in code: String) -> [String] {
    code.split(separator: "\n").compactMap { line in
      line.range(of: "// expected-").map { String(line[$0.lowerBound...]) }
    }
  }

  /// The same links: each link of the English to the same target, the twin of a lesson or of
  /// SOURCES.md where it exists, relative to the twin's folder; no other.
  private func linkProblems(_ ours: LessonShape, _ theirs: LessonShape) -> [Message] {
    let expected = theirs.links.map { link in
      (target: relocated(link.target), line: link.line)
    }
    var unmatched = ours.links
    var missing: [(target: String, line: Int)] = []
    for link in expected {
      if let found = unmatched.firstIndex(where: { $0.target == link.target }) {
        unmatched.remove(at: found)
      } else {
        missing.append(link)
      }
    }
    guard !missing.isEmpty || !unmatched.isEmpty else { return [] }
    return [
      Message(
        """
        its links differ from the English: {missing} missing (first: "{first}", for \
        {english}), {extra} that the English has not (first: "{added}" at {line}). Next \
        step: link what the English links, from this folder: a lesson or SOURCES.md to its \
        twin where there is one.
        """,
        [
          "missing": "\(missing.count)", "first": missing.first?.target ?? "-",
          "english": missing.first.map { "\(english.path):\($0.line)" } ?? "-",
          "extra": "\(unmatched.count)", "added": unmatched.first?.target ?? "-",
          "line": unmatched.first.map { "\(translated.path):\($0.line)" } ?? "-",
        ])
    ]
  }

  /// The anchors a link may lead to: each `<a id>` of the English, and each anchor its own
  /// in-page links use (a heading's, on the English page), written as an `<a id>` in the twin,
  /// since a translated heading has another anchor.
  private func anchorProblems(_ ours: LessonShape, _ theirs: LessonShape) -> [Message] {
    let linked = theirs.links.compactMap { link in
      link.target.hasPrefix("#") ? String(link.target.dropFirst()) : nil
    }
    let missing = (theirs.anchors + linked).filter { !ours.anchors.contains($0) }
    guard let first = missing.first else { return [] }
    return [
      Message(
        """
        it lacks {count} of the English page's anchors (first: "{anchor}"). Next step: keep each \
        `<a id="…"></a>` of the English, and write one before the heading an in-page link leads \
        to, since a translated heading has another anchor.
        """, ["count": "\(missing.count)", "anchor": first])
    ]
  }

  /// Where the twin must link for an English link: a web address or an anchor of the page as it
  /// is; a file by its path from the twin's folder, the twin of that file where it exists.
  private func relocated(_ target: String) -> String {
    guard !target.hasPrefix("#"), let (file, anchor) = LessonLink.fromRoot(target, on: english.path)
    else { return target }
    let twin = edition.twin(of: file)
    let destination = exists(twin) ? twin : file
    return LessonLink.relative(destination, from: LessonLink.folder(of: translated.path)) + anchor
  }
}

/// What of a lesson's markdown must match across editions: its headings, its hints' summaries,
/// its code blocks and its links, with their lines.
struct LessonShape {
  var headings: [(level: Int, text: String, line: Int)] = []
  var summaries: [String] = []
  var blocks: [LessonCodeBlock]
  var links: [(target: String, line: Int)] = []
  /// The explicit anchors, `<a id="…"></a>`, in order.
  var anchors: [String] = []

  init(_ markdown: String) {
    blocks = LessonCodeBlock.blocks(in: markdown)
    var inCode = false
    for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
        inCode.toggle()
        continue
      }
      guard !inCode else { continue }
      let level = line.prefix { $0 == "#" }.count
      if level > 0, line.dropFirst(level).hasPrefix(" ") {
        headings.append((level, String(line), index + 1))
      }
      summaries += line.matches(of: /<summary>(.*?)<\/summary>/).map { String($0.output.1) }
      links += line.matches(of: /\]\(([^)\s]+)\)/).map { (String($0.output.1), index + 1) }
      anchors += line.matches(of: /<a id="([^"]+)"><\/a>/).map { String($0.output.1) }
    }
  }
}
