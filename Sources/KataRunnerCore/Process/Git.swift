import Foundation

/// git, run so that nothing in the learner's environment changes what the runner reads from it.
///
/// Its standard output is read apart from its standard error: with `GIT_TRACE=1`, git writes
/// trace lines to standard error, which must never end up in a restored stub or be parsed as a
/// file name. The variables that redirect or reconfigure git (`GIT_DIR`, `GIT_WORK_TREE`,
/// `GIT_INDEX_FILE`, `GIT_CONFIG_*`, `GIT_TRACE*`) are left out, so the runner always reads the
/// clone it runs in as committed; `HOME` stays, since `safe.directory` is configured there. Its
/// messages are in English (`LC_ALL=C`), so that the runner can recognise them.
enum Git {
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
}
