/// A group of katas on one topic, taught in order.
package struct KataModule: Codable, Hashable, Sendable {
  /// The module's position in the curriculum, starting at 1.
  package var number: Int
  /// The topic, such as `"Result builders from first principles"`.
  package var title: String
  /// The folder under `Lessons/` that holds the module's lessons.
  var folder: String
  /// The module's katas, in the order a learner takes them.
  package var katas: [Kata]
  /// The topic in the learner's language, where the course's table has it; `nil` in English.
  var saidTitle: String? = nil

  /// The topic as the learner reads it: in their language where the course has it.
  var shownTitle: String { saidTitle ?? title }

  private enum CodingKeys: String, CodingKey { case number, title, folder, katas }

  /// The path of a kata's lesson, relative to the package root.
  ///
  /// - Parameter kata: One of this module's katas.
  /// - Returns: `Lessons/<folder>/<id>-<slug>.md`.
  func lessonPath(of kata: Kata) -> String {
    "Lessons/\(folder)/\(kata.id)-\(kata.slug).md"
  }
}
