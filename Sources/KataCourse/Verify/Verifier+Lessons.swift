import Foundation
import KataRunnerCore

extension Verifier {
  /// The course's index, which must link every kata's lesson.
  static let indexPath = "Lessons/README.md"

  /// A lesson's Swift block, waiting to be type-checked.
  struct LessonSnippet {
    /// The kata whose lesson holds it.
    var kataID: String
    /// Where it is, for the table: "<lesson>:<line> swift block".
    var subject: String
    /// The code.
    var snippet: Snippet
  }

  /// Whether the course's index tells learners the curriculum's minutes: each kata's row ends
  /// with its `minutes`, and each module's heading says their sum ("about 1 hour 35 minutes"),
  /// which the workshop's agendas add up too.
  ///
  /// - Parameter katas: The katas whose modules are checked; every module when `nil`. A run of
  ///   `verify <kata>` checks its kata's module, so that a new kata's row and its module's sum
  ///   are checked where the guide to adding a kata runs verify.
  func indexMinutesFindings(of katas: [Kata]? = nil) -> [VerifyFinding] {
    var findings = indexMinutesFindings(of: katas, edition: .english)
    if FileManager.default.fileExists(atPath: root.appending(path: Self.japaneseIndexPath).path) {
      findings += indexMinutesFindings(of: katas, edition: .japanese)
    }
    return findings
  }

  /// The index of the Japanese lessons, which says the minutes in Japanese.
  static let japaneseIndexPath = LessonEdition.japanese.twin(of: indexPath)

  /// The minutes of one edition's index: English ("## Module 1: … (about 2 hours 10 minutes)",
  /// rows ending "| 10 min |") or Japanese ("## モジュール 1: …（約 2 時間 10 分）", "| 10 分 |"),
  /// with the module titles of the curriculum in that language.
  private func indexMinutesFindings(of katas: [Kata]?, edition: LessonEdition) -> [VerifyFinding] {
    let japanese = edition == .japanese
    let path = japanese ? Self.japaneseIndexPath : Self.indexPath
    let index = (try? String(contentsOf: root.appending(path: path), encoding: .utf8))
    let lines = index?.split(separator: "\n").map(String.init) ?? []
    let titles = japanese ? ((try? CourseWords.read(in: .japanese, root: root)) ?? nil) : nil
    var findings: [VerifyFinding] = []
    let modules = catalog.modules.filter { module in
      katas.map { $0.contains { module.katas.contains($0) } } ?? true
    }
    for module in modules {
      let subject = words(
        "{file}, module {number}'s minutes", ["file": path, "number": "\(module.number)"])
      var problems: [String] = []
      for kata in module.katas {
        let link = "](" + String(catalog.lessonPath(of: kata).dropFirst("Lessons/".count)) + ")"
        guard let row = lines.first(where: { $0.contains(link) }), let minutes = kata.minutes
        else { continue }  // a missing row or minutes is reported elsewhere
        let ending = japanese ? "| \(minutes) 分 |" : "| \(minutes) min |"
        if !row.hasSuffix(ending) {
          problems.append(
            words(
              "the row of {kata} does not end with \"{ending}\"",
              ["kata": kata.id, "ending": ending]))
        }
      }
      let total = module.katas.compactMap(\.minutes).reduce(0, +)
      let title = titles?.words[module.title] ?? module.title
      let heading =
        japanese
        ? "## モジュール \(module.number): \(title)（約 \(Agenda.duration(total, Words.course(.japanese)))）"
        : "## Module \(module.number): \(module.title) (about \(Agenda.duration(total)))"
      if !lines.contains(heading) {
        problems.append(
          words(
            "it has no heading \"{heading}\" (the sum of its katas' minutes)", ["heading": heading])
        )
      }
      findings.append(
        VerifyFinding(
          kataID: nil, area: .structure, subject: subject,
          problem: problems.isEmpty
            ? nil
            : words(
              """
              {problems}.
              Next step: make the index say what {file} says (the katas' `minutes`).
              """, ["problems": problems.joined(separator: "; "), "file": Catalog.path])))
    }
    let missing = (katas ?? catalog.katas).filter { $0.minutes == nil }.map(\.id)
    if !missing.isEmpty {
      findings.append(
        VerifyFinding(
          kataID: nil, area: .structure,
          subject: words("minutes in {file}", ["file": Catalog.path]),
          problem: words("katas {katas} have no `minutes`", ["katas": words.list(missing)])))
    }
    return findings
  }

  /// Checks a kata's lesson that need no compiler (it exists, is linked from the index, has the
  /// usual outline, its links into SOURCES.md lead somewhere), and collects its Swift blocks for
  /// type-checking in the kata's state.
  ///
  /// - Parameter kata: The kata.
  /// - Returns: The findings so far, and the blocks to type-check.
  func lessonChecks(of kata: Kata) -> (findings: [VerifyFinding], snippets: [LessonSnippet]) {
    var findings: [VerifyFinding] = []
    let index = (try? String(contentsOf: root.appending(path: Self.indexPath), encoding: .utf8))
    let link = "](" + String(catalog.lessonPath(of: kata).dropFirst("Lessons/".count)) + ")"
    findings.append(
      VerifyFinding(
        kataID: kata.id, area: .structure,
        subject: words("listed in {file}", ["file": Self.indexPath]),
        problem: index?.contains(link) == true
          ? nil
          : words(
            "{file} has no link to this kata's lesson ({link})",
            ["file": Self.indexPath, "link": String(link.dropFirst())])))
    let path = catalog.lessonPath(of: kata)
    if let why = TextFile.notAPage(root.appending(path: path)) {
      findings.append(notAPageFinding(kata, path, why))
      return (findings, [])
    }
    guard let markdown = try? String(contentsOf: root.appending(path: path), encoding: .utf8)
    else {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .lesson, subject: path, problem: words("is missing")))
      return (findings, [])
    }
    let outline = LessonOutline.problems(in: markdown, for: kata)
    findings.append(
      VerifyFinding(
        kataID: kata.id, area: .lesson, subject: words("{file} outline", ["file": path]),
        problem: outline.isEmpty ? nil : outline.map(words.render).joined(separator: "; ")))
    let sources = try? String(
      contentsOf: root.appending(path: LessonSourceLink.pagePath), encoding: .utf8)
    let broken = LessonSourceLink.problems(in: markdown, page: sources)
    findings += broken.map { link, problem in
      VerifyFinding(
        kataID: kata.id, area: .lesson,
        subject: words(
          "{file}:{line} link to SOURCES.md#{anchor}",
          ["file": path, "line": "\(link.line)", "anchor": link.anchor]),
        problem: words.render(problem))
    }
    if broken.isEmpty {
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .lesson,
          subject: words("{file} links to SOURCES.md", ["file": path])))
    }
    findings += twinFindings(of: kata, english: (path, markdown))
    let snippets = LessonCodeBlock.blocks(in: markdown).filter(\.isCompiled).map { block in
      let snippet = block.snippet(lesson: path)
      return LessonSnippet(
        kataID: kata.id,
        subject: words(
          "{file}:{line} swift block", ["file": snippet.origin, "line": "\(snippet.firstLine)"]),
        snippet: snippet)
    }
    return (findings, snippets)
  }

  /// Whether the kata's lesson in Japanese is in step with the English: the same outline, hints,
  /// code and links, written from the English as it is now (``LessonTwin``). Its Swift blocks,
  /// proven the English ones, need no second compile. A course with a Japanese edition
  /// (`Lessons/ja`) has every lesson in Japanese; one without needs none.
  func twinFindings(
    of kata: Kata, english: (path: String, markdown: String)
  ) -> [VerifyFinding] {
    let edition = LessonEdition.japanese
    let module = catalog.module(of: kata)
    let path = edition.path(of: kata, in: module)
    let subject = words("{file} in step with {english}", ["file": path, "english": english.path])
    // A twin that is a link out of the clone is read nowhere else: a learner's runner shows the
    // English lesson instead, and committed, it dangles in every clone (fault pass rows 37, 38).
    if let why = TextFile.notAPage(root.appending(path: path)) {
      return [notAPageFinding(kata, path, why)]
    }
    guard let markdown = TextFile.read(root.appending(path: path)) else {
      // A course with a Japanese edition has the whole course in Japanese: a kata added in
      // English only would fall back to English for a Japanese learner, unnoticed.
      guard hasJapaneseEdition else { return [] }
      return [
        VerifyFinding(
          kataID: kata.id, area: .lesson, subject: subject,
          problem: words(
            """
            the course has a Japanese edition, but this kata's lesson has none. Next step: \
            translate {english} into {file}; verify then names the line that ends it.
            """, ["english": english.path, "file": path]))
      ]
    }
    let title = (try? CourseWords.read(in: .japanese, root: root))??.words[kata.title]
    let twin = LessonTwin(
      english: english, translated: (path, markdown), edition: edition,
      exists: { FileManager.default.fileExists(atPath: root.appending(path: $0).path) })
    let problems = twin.problems(for: kata, title: title ?? kata.title)
    var findings = [
      VerifyFinding(
        kataID: kata.id, area: .lesson, subject: subject,
        problem: problems.isEmpty ? nil : problems.map(words.render).joined(separator: "\n"))
    ]
    // The Japanese index, where there is one, lists the Japanese lesson.
    if let index = TextFile.read(root.appending(path: Self.japaneseIndexPath)) {
      let link = "](" + catalog.lessonPath(of: kata).dropFirst("Lessons/".count) + ")"
      findings.append(
        VerifyFinding(
          kataID: kata.id, area: .structure,
          subject: words("listed in {file}", ["file": Self.japaneseIndexPath]),
          problem: index.contains(link)
            ? nil
            : words(
              "{file} has no link to this kata's lesson ({link})",
              ["file": Self.japaneseIndexPath, "link": String(link.dropFirst())])))
    }
    return findings
  }

  /// A lesson whose file is no page of the course: a link, not a regular file, or too long.
  private func notAPageFinding(_ kata: Kata, _ path: String, _ why: Message) -> VerifyFinding {
    VerifyFinding(
      kataID: kata.id, area: .lesson, subject: path,
      problem: words(
        """
        is {why}, which no learner's runner shows. Next step: make it a file of the course \
        (`git rm` the link, then add the lesson's text in its place).
        """, ["why": words.render(why)]))
  }

  /// Whether the course's Japanese pages that are no kata's lesson, SOURCES.md and the index of
  /// the lessons, are in step with the English ones, where the course has them.
  func pageTwinFindings() -> [VerifyFinding] {
    [LessonSourceLink.pagePath, Self.indexPath].compactMap { englishPath in
      let path = LessonEdition.japanese.twin(of: englishPath)
      guard let markdown = TextFile.read(root.appending(path: path)),
        let english = TextFile.read(root.appending(path: englishPath))
      else { return nil }
      let twin = LessonTwin(
        english: (englishPath, english), translated: (path, markdown), edition: .japanese,
        exists: { FileManager.default.fileExists(atPath: root.appending(path: $0).path) })
      let problems = twin.stepProblems()
      return VerifyFinding(
        kataID: nil, area: .structure,
        subject: words("{file} in step with {english}", ["file": path, "english": englishPath]),
        problem: problems.isEmpty ? nil : problems.map(words.render).joined(separator: "\n"))
    }
  }
}
