/// A problem the runner reports to the user instead of a result, with the next step to take.
package enum RunnerError: Error, Equatable, CustomStringConvertible {
  /// The current folder is not inside a BuilderKatas package.
  case packageNotFound(String)
  /// The curriculum file is missing or malformed.
  case catalog(String)
  /// No kata has the name the user typed; the suggestion names the closest, as `1.1 (buildBlock)`.
  case unknownKata(String, suggestion: String?)
  /// The command line could not be understood.
  case usage(String)
  /// A tool the runner drives failed in a way that is not the learner's doing.
  case tool(String)

  /// The message printed to the user.
  package var description: String {
    switch self {
    case .packageNotFound(let folder):
      return "\(folder) is not inside a BuilderKatas package (no \(PackageLayout.curriculum) found "
        + "above it). Run kata-runner from the folder you cloned, or a folder inside it."
    case .catalog(let message):
      return message
    case .unknownKata(let name, let suggestion):
      let hint = suggestion.map { " Did you mean \($0)?" } ?? ""
      return
        "There is no kata named \"\(name)\".\(hint) Run `\(Launcher.command) list` to see them all."
    case .usage(let message):
      return message + "\nRun `\(Launcher.command) help` for the commands."
    case .tool(let message):
      return message
    }
  }

  /// The process exit code for this error, as documented in `kata-runner help`.
  var exitCode: Int32 {
    switch self {
    case .usage, .unknownKata: return 2
    case .packageNotFound, .catalog, .tool: return 3
    }
  }
}
