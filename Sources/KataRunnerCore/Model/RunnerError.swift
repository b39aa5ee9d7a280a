/// A problem the runner reports to the user instead of a result, with the next step to take.
package enum RunnerError: Error, Equatable, CustomStringConvertible {
  /// The current folder is not inside a BuilderKatas package.
  case packageNotFound(String)
  /// The curriculum file is missing or malformed.
  case catalog(Message)
  /// No kata has the name the user typed; the suggestion names the closest, as `1.1 (buildBlock)`.
  case unknownKata(String, suggestion: String?)
  /// The command line could not be understood.
  case usage(Message)
  /// A tool the runner drives failed in a way that is not the learner's doing, or a file the
  /// runner needs is not as it must be.
  case tool(Message)

  /// The message printed to the user, in English (see ``messages``).
  package var description: String {
    messages.map(\.description).joined(separator: "\n")
  }

  /// What to say, one line each, for a program to say in the learner's language.
  package var messages: [Message] {
    switch self {
    case .packageNotFound(let folder):
      return [
        Message(
          """
          {folder} is not inside a BuilderKatas package (no {curriculum} found above it). Run \
          kata-runner from the folder you cloned, or a folder inside it.
          """, ["folder": folder, "curriculum": PackageLayout.curriculum])
      ]
    case .catalog(let message):
      return [message]
    case .unknownKata(let name, let suggestion?):
      return [
        Message(
          """
          There is no kata named "{name}". Did you mean {suggestion}? Run `{command} list` to \
          see them all.
          """, ["name": name, "suggestion": suggestion, "command": Launcher.command])
      ]
    case .unknownKata(let name, nil):
      return [
        Message(
          "There is no kata named \"{name}\". Run `{command} list` to see them all.",
          ["name": name, "command": Launcher.command])
      ]
    case .usage(let message):
      return [
        message,
        Message("Run `{command} help` for the commands.", ["command": Launcher.command]),
      ]
    case .tool(let message):
      return [message]
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
