import Foundation

/// Finds the untouched version of a kata's stub files in git: the copy of the course commit the
/// learner's clone is at (``Git/courseRevision(in:)``), else the last commit's.
struct PristineStubs {
  /// The package root.
  var root: URL

  /// The untouched text of a file and where it came from.
  ///
  /// - Parameter path: The file, relative to the package root.
  /// - Returns: The text, and the git revision it was read from.
  /// - Throws: ``RunnerError/tool(_:)`` when git has no copy of the file.
  func text(of path: String) throws -> (text: String, revision: String) {
    let course = Git.courseRevision(in: root)
    for revision in course == "HEAD" ? ["HEAD"] : [course, "HEAD"] {
      let (termination, output, errors) = try Git.run(["show", "\(revision):\(path)"], in: root)
      if termination == .exited(0) { return (output, revision) }
      if errors.contains("dubious ownership") {
        throw RunnerError.tool(
          "git refuses to read this clone because another user owns it (\"dubious ownership\"). "
            + "If you trust it, run `git config --global --add safe.directory '\(root.path)'`, "
            + "then run the command again.")
      }
    }
    throw RunnerError.tool(
      "git has no committed copy of \(path), so it cannot be reset. "
        + "Is this folder a clone of the BuilderKatas repository?")
  }
}
