import Foundation

/// Finds the untouched version of a kata's stub files in git: the copy of the course commit the
/// learner's clone is at (``Git/courseRevision(in:)``), else the last commit's.
package struct PristineStubs {
  /// The package root.
  var root: URL

  /// The course's copies of the stubs of a package.
  package init(root: URL) {
    self.root = root
  }

  /// The untouched text of a file and where it came from.
  ///
  /// - Parameter path: The file, relative to the package root.
  /// - Returns: The text, and the git revision it was read from.
  /// - Throws: ``RunnerError/tool(_:)`` when git has no copy of the file.
  package func text(of path: String) throws -> (text: String, revision: String) {
    let course = Git.courseRevision(in: root)
    var failures: [String] = []
    for revision in course == "HEAD" ? ["HEAD"] : [course, "HEAD"] {
      let (termination, output, errors) = try Git.run(["show", "\(revision):\(path)"], in: root)
      if termination == .exited(0) { return (output, revision) }
      failures.append(errors)
    }
    throw Self.failure(reading: path, gitSaid: failures, root: root)
  }

  /// Why git gave no committed copy of a file, from what git printed on each try.
  static func failure(reading path: String, gitSaid: [String], root: URL) -> RunnerError {
    if gitSaid.contains(where: { $0.contains("dubious ownership") }) {
      return RunnerError.tool(
        Message(
          """
          git refuses to read this clone because another user owns it ("dubious ownership"). \
          If you trust it, run `git config --global --add safe.directory '{folder}'`, then run \
          the command again.
          """, ["folder": root.path]))
    }
    // git could not run at all (a broken ~/.gitconfig, a damaged clone): its own words say why.
    if let unexplained = gitSaid.last(where: { said in
      !said.isEmpty && !meansNoCopy.contains(where: said.contains)
    }) {
      // git repeats a warning for each configuration file it tries: each line once.
      var lines: [String] = []
      for line in unexplained.split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        if !text.isEmpty && !lines.contains(text) { lines.append(text) }
      }
      return RunnerError.tool(
        Message(
          """
          git could not read the committed copy of {file}, so it cannot be reset; git said:
            {said}
          Fix what git names, then run the command again: nothing was changed.
          """, ["file": path, "said": lines.prefix(3).joined(separator: "\n  ")]))
    }
    return RunnerError.tool(
      Message(
        """
        git has no committed copy of {file}, so it cannot be reset. Is this folder a clone of \
        the BuilderKatas repository?
        """, ["file": path]))
  }

  /// What git says when it ran but has no such file or commit, or no clone here.
  private static let meansNoCopy = [
    "does not exist in", "exists on disk, but not in", "not a git repository",
    "invalid object name", "bad revision", "unknown revision",
  ]
}
