import Foundation
import KataRunnerCore

/// The `kata-course` program: the maintainers' and instructors' commands, apart from the
/// learner's `kata-runner`, so that a learner's first run compiles none of them. It runs as
/// every program of the package does (``KataRunner``), over the same core.
public enum KataCourse {
  /// The program: its commands and what it says of itself.
  package static var program: Program {
    Program(
      name: "kata-course",
      summary: { words in
        words(
          """
          kata-course: prove the course (verify) and read the room (table), for its maintainers \
          and instructors. Learners run ./kata-runner.
          """)
      },
      commands: [CommandEntry(VerifyCommand.self), CommandEntry(TableCommand.self)],
      defaultCommand: nil,
      exitCodes: { words in
        [
          "0  " + words("success (for verify: every kata is sound)"),
          "1  " + words("verify: something failed"),
        ] + KataRunner.commonExitCodes(words)
      }, japanese: CourseJapanese.catalogue)
  }

  /// Runs the program.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - folder: The folder to start looking for the package in.
  /// - Returns: The exit code, as documented by its `help`.
  public static func main(arguments: [String], folder: URL) -> Int32 {
    KataRunner.main(arguments: arguments, folder: folder, program: program)
  }
}
