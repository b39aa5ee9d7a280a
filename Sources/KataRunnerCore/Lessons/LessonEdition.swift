/// A language's edition of the lessons: where its lessons live and the fixed words of the
/// outline every lesson follows, which the runner and verification read.
///
/// The English lessons are in `Lessons/<module folder>/`; an edition in another language mirrors
/// them under `Lessons/<code>/` (`Lessons/ja/01-result-builders/1.1-build-block.md`) with the
/// same outline in its own words: the title line with the kata's title in that language, the
/// same fixed sections, the hints' summaries and the line that names the files to edit.
package struct LessonEdition: Sendable, Equatable {
  /// The folder under `Lessons/` that mirrors the English lessons; empty for English.
  var folder: String
  /// The second-level headings a kata lesson must have, in order.
  package var requiredSections: [String]
  /// The word of a hint's summary, before its number: `<summary>Hint 1</summary>`.
  package var hintWord: String
  /// The start of the line that names the files a learner edits: `- Edit:`.
  package var editLabel: String

  /// The lessons as the course writes them.
  package static let english = LessonEdition(
    folder: "",
    requiredSections: [
      "## The idea", "## Your task", "## Pitfalls", "## Hints", "## Further reading",
    ], hintWord: "Hint", editLabel: "- Edit:")

  /// The Japanese edition, in `Lessons/ja/`.
  package static let japanese = LessonEdition(
    folder: "ja",
    requiredSections: ["## 考え方", "## 課題", "## 落とし穴", "## ヒント", "## 参考資料"],
    hintWord: "ヒント", editLabel: "- 編集:")

  /// The edition of a language.
  package static func of(_ language: Language) -> LessonEdition {
    switch language {
    case .english: english
    case .japanese: japanese
    }
  }

  /// The heading of the hints' section: `## Hints`.
  var hintsHeading: String { requiredSections[3] }

  /// Where a kata's lesson of this edition is, relative to the package root: for English, the
  /// course's lesson; for another language, its twin under `Lessons/<code>/`, which may not
  /// exist yet.
  package func path(of kata: Kata, in module: KataModule) -> String {
    let english = module.lessonPath(of: kata)
    guard !folder.isEmpty else { return english }
    return twin(of: english)
  }

  /// The twin in this edition of a file under `Lessons/`, such as `SOURCES.md` or a lesson;
  /// any other path is itself.
  package func twin(of englishPath: String) -> String {
    let lessons = PackageLayout.lessons + "/"
    guard !folder.isEmpty, englishPath.hasPrefix(lessons) else { return englishPath }
    return lessons + folder + "/" + englishPath.dropFirst(lessons.count)
  }

  /// Where a kata's lesson in a language would be (see ``path(of:in:)``).
  static func path(of kata: Kata, in module: KataModule, language: Language) -> String? {
    let edition = of(language)
    return edition.folder.isEmpty ? nil : edition.path(of: kata, in: module)
  }
}
