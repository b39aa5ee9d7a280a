import Foundation

/// One of the package's programs over this core: `kata-runner`, the learner's, and
/// `kata-course`, the maintainers' and instructors' (verify, the class table), as SwiftPM ships
/// one executable per tool over shared libraries. Each is its commands, what it says of itself,
/// and where the commands it does not hold went.
package struct Program {
  /// The program's name, as it is built and called: `kata-runner`.
  package var name: String
  /// The first line of its help, what it is for, in a language.
  package var summary: (Words) -> String
  /// Its commands, in the order its help lists them.
  package var commands: [CommandEntry]
  /// The command run when none is named; `nil` to show the help.
  package var defaultCommand: String?
  /// What its exit codes mean, one line each, for its help, in a language.
  package var exitCodes: (Words) -> [String]
  /// Commands of the other program, each with the words that say where it went (exit 2).
  package var elsewhere: [String: Message] = [:]
  /// The Japanese of the sentences only this program says, from its own module, beside the
  /// core's catalogue: an instructor's sentence reworded never recompiles the learner's core.
  package var japanese: [String: String] = [:]

  /// Describes a program.
  package init(
    name: String, summary: @escaping (Words) -> String, commands: [CommandEntry],
    defaultCommand: String?, exitCodes: @escaping (Words) -> [String],
    elsewhere: [String: Message] = [:], japanese: [String: String] = [:]
  ) {
    self.japanese = japanese
    self.name = name
    self.summary = summary
    self.commands = commands
    self.defaultCommand = defaultCommand
    self.exitCodes = exitCodes
    self.elsewhere = elsewhere
  }
}
