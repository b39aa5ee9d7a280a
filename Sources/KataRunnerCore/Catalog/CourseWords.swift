import Foundation

/// The curriculum's words in another language: what a learner reads of `curriculum.json`, its
/// module and kata titles, what a kata uses of an earlier one, and the causes of the compile
/// errors a kata is known for.
///
/// A table per language beside the lessons (`Lessons/ja/curriculum.json`) gives each in
/// Japanese, keyed by the English as the curriculum writes it, so that a changed title is a
/// missing line, not a stale one shown. `kata-course verify` proves the table says every one of
/// them and nothing the curriculum no longer has.
package struct CourseWords: Codable, Sendable, Equatable {
  /// Each of the curriculum's words in the table's language, by its English.
  package var words: [String: String]

  package init(words: [String: String]) {
    self.words = words
  }

  /// The table of a language, relative to the package root; `nil` for English, which the
  /// curriculum is written in.
  package static func path(in language: Language) -> String? {
    path(of: PackageLayout.curriculum, in: language)
  }

  /// The table of a file's words in a language: `Lessons/ja/agendas.json` for
  /// `Lessons/agendas.json`; `nil` for English.
  package static func path(of englishFile: String, in language: Language) -> String? {
    switch language {
    case .english: nil
    case .japanese: LessonEdition.japanese.twin(of: englishFile)
    }
  }

  /// The table of a language; `nil` when it has none (always in English).
  ///
  /// - Throws: The system's error when the file cannot be read, a `DecodingError` when it is
  ///   not a table.
  package static func read(in language: Language, root: URL) throws -> CourseWords? {
    try read(of: PackageLayout.curriculum, in: language, root: root)
  }

  /// The table of a file's words in a language (see ``path(of:in:)``); `nil` when it has none.
  package static func read(of englishFile: String, in language: Language, root: URL) throws
    -> CourseWords?
  {
    guard let path = path(of: englishFile, in: language) else { return nil }
    let url = root.appending(path: path)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try JSONFile<CourseWords>(url).read()
  }

  /// What a table lacks of `english` (or gives blank), and what it gives that `english` no
  /// longer has, each in order: what verification names. No table lacks every word.
  package static func gaps(
    of table: CourseWords?, english: [String]
  ) -> (missing: [String], stale: [String]) {
    let missing = english.filter { table?.words[$0]?.allSatisfy(\.isWhitespace) ?? true }
    let stale = (table?.words.keys.sorted() ?? []).filter { !english.contains($0) }
    return (missing, stale)
  }

  /// Every word of a curriculum that a learner reads, in order, each once.
  package static func english(of catalog: Catalog) -> [String] {
    var english: [String] = []
    for module in catalog.modules {
      english.append(module.title)
      for kata in module.katas {
        english += [kata.title] + kata.needs.map(\.uses) + kata.knownErrors.map(\.cause)
      }
    }
    english += catalog.knownErrors.map(\.cause)
    var seen: Set<String> = []
    return english.filter { seen.insert($0).inserted }
  }
}

extension Catalog {
  /// The curriculum as a learner of a language reads it: its titles, needs and known errors in
  /// that language where the course's table has them, and each kata's lesson in that language
  /// where the course has one. The English stays in ``Kata/title`` and ``KataModule/title``,
  /// for the JSON report and for verification; a table that cannot be read leaves the English.
  package func said(in language: Language, root: URL) -> Catalog {
    guard language != .english else { return self }
    let table = (try? CourseWords.read(in: language, root: root)) ?? nil
    let said = { (english: String) in table?.words[english] ?? english }
    var catalog = self
    catalog.language = language
    for e in catalog.knownErrors.indices {
      catalog.knownErrors[e].cause = said(catalog.knownErrors[e].cause)
    }
    for m in catalog.modules.indices {
      catalog.modules[m].saidTitle = table?.words[catalog.modules[m].title]
      for k in catalog.modules[m].katas.indices {
        var kata = catalog.modules[m].katas[k]
        kata.saidTitle = table?.words[kata.title]
        for n in kata.needs.indices { kata.needs[n].uses = said(kata.needs[n].uses) }
        for e in kata.knownErrors.indices {
          kata.knownErrors[e].cause = said(kata.knownErrors[e].cause)
        }
        catalog.modules[m].katas[k] = kata
        let lesson = LessonEdition.path(of: kata, in: catalog.modules[m], language: language)
        if let lesson {
          // A twin that is no page (a link out of the clone, a FIFO, a huge file) is not
          // shown: the English lesson is, with a note (fault pass rows 33 to 35).
          if let why = TextFile.notAPage(root.appending(path: lesson)) {
            catalog.refusedLessons[kata.id] = Message(
              "{file} is {why}, so the English lesson is shown.", ["file": lesson],
              parts: ["why": why])
          } else if FileManager.default.fileExists(atPath: root.appending(path: lesson).path) {
            catalog.translatedLessons[kata.id] = lesson
          }
        }
      }
    }
    return catalog
  }
}
