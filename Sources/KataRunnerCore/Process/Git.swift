import Foundation

/// git, run so that nothing in the learner's environment changes what the runner reads from it.
///
/// Its standard output is read apart from its standard error: with `GIT_TRACE=1`, git writes
/// trace lines to standard error, which must never end up in a restored stub or be parsed as a
/// file name. The variables that redirect or reconfigure git (`GIT_DIR`, `GIT_WORK_TREE`,
/// `GIT_INDEX_FILE`, `GIT_CONFIG_*`, `GIT_TRACE*`) are left out, so the runner always reads the
/// clone it runs in as committed; `HOME` stays, since `safe.directory` is configured there. Its
/// messages are in English (`LC_ALL=C`), so that the runner can recognise them.
package enum Git {
  /// The variables git children never see.
  static let removedVariables = [
    "GIT_TRACE*", "GIT_DIR", "GIT_WORK_TREE", "GIT_INDEX_FILE", "GIT_CONFIG", "GIT_CONFIG_*",
  ]

  /// The child process for a git command in a folder.
  ///
  /// - Parameters:
  ///   - arguments: git's arguments, without `git`.
  ///   - root: The folder git runs in.
  static func command(_ arguments: [String], in root: URL) -> Subprocess {
    Subprocess(
      ["git"] + arguments, in: root, environment: ["LC_ALL": "C"], removing: removedVariables)
  }

  /// Runs a git command.
  ///
  /// - Returns: How git ended, its standard output as text, and its standard error.
  static func run(
    _ arguments: [String], in root: URL
  ) throws -> (termination: Subprocess.Termination, output: String, errors: String) {
    let result = try command(arguments, in: root).captureApart()
    return (result.termination, String(decoding: result.output, as: UTF8.self), result.errors)
  }

  /// The commit of the course that the learner's clone is at: where their branch left the
  /// course, `git merge-base HEAD @{upstream}`, else with `origin/HEAD`, else `HEAD`.
  ///
  /// Edited tests and untouched stubs are both judged against it. A fetch (by hand, or an
  /// editor's automatic one) moves `@{upstream}` ahead but not this commit, so a course update
  /// waiting to be pulled never makes the learner's files look edited, and `reset` never puts
  /// in a stub from a course the learner has not taken yet. A test edit the learner committed
  /// is after it, so it still shows. In a clone with no upstream and no `origin` (a download, a
  /// bundle without a remote) it is `HEAD`, so an edit is seen only until it is committed; in a
  /// shallow clone whose history does not reach the merge base, the same.
  ///
  /// - Parameter root: The package root.
  /// - Returns: A commit id, or `HEAD`.
  static func courseRevision(in root: URL) -> String {
    for upstream in ["@{upstream}", "origin/HEAD"] {
      guard let result = try? run(["merge-base", "HEAD", upstream], in: root),
        result.termination == .exited(0)
      else { continue }
      let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
      if !commit.isEmpty { return commit }
    }
    return "HEAD"
  }

  /// The commit of the course a clone is at, as a commit id: ``courseRevision(in:)``, or the
  /// commit `HEAD` names in a clone without an upstream; `nil` where git cannot answer (no git,
  /// not a clone).
  ///
  /// - Parameter root: The package root.
  package static func courseCommit(in root: URL) -> String? {
    let revision = courseRevision(in: root)
    guard revision == "HEAD" else { return revision }
    guard let result = try? run(["rev-parse", "--verify", "HEAD"], in: root),
      result.termination == .exited(0)
    else { return nil }
    let commit = result.output.trimmingCharacters(in: .whitespacesAndNewlines)
    return commit.isEmpty ? nil : commit
  }

  /// How many commits of the course the clone has fetched but not taken: `HEAD..@{upstream}`.
  ///
  /// - Parameter root: The package root.
  /// - Returns: The count; 0 without an upstream, or when git cannot answer.
  static func courseUpdateCommits(in root: URL) -> Int {
    guard let result = try? run(["rev-list", "--count", "HEAD..@{upstream}"], in: root),
      result.termination == .exited(0)
    else { return 0 }
    return Int(result.output.trimmingCharacters(in: .whitespacesAndNewlines)) ?? 0
  }
}
