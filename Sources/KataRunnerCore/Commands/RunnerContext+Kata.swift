import Foundation

extension RunnerContext {
  /// The kata a learner named, or the current kata (the first not done) when none is named.
  ///
  /// - Parameter name: What the learner typed, if anything.
  func kata(named name: String?) throws -> Kata {
    if let name { return try catalog.kata(named: name) }
    let (saved, _) = ProgressStore(root: root).load()
    let report = StatusReport(catalog: catalog, progress: saved, style: style)
    return report.currentKata ?? catalog.katas[0]
  }

  /// Reads a kata's lesson.
  ///
  /// - Parameter kata: The kata.
  /// - Returns: The lesson's path, relative to the package root, and its text.
  /// - Throws: ``RunnerError/catalog(_:)`` naming the missing file and how to restore it.
  func lesson(of kata: Kata) throws -> (path: String, markdown: String) {
    let path = catalog.lessonPath(of: kata)
    guard let markdown = TextFile.read(root.appending(path: path)) else {
      throw RunnerError.catalog(
        "\(path): the lesson of kata \(kata.id) is missing. "
          + "Restore it with `git checkout -- \(path)`.")
    }
    return (path, markdown)
  }
}
