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
      summary:
        "kata-course: prove the course (verify) and read the room (table), for its maintainers "
        + "and instructors. Learners run ./kata-runner.",
      commands: [CommandEntry(VerifyCommand.self), CommandEntry(TableCommand.self)],
      defaultCommand: nil,
      exitCodes: [
        "0  success (for verify: every kata is sound)",
        "1  verify: something failed",
        "2  the command line was not understood, or names no kata",
        "3  the package, its curriculum, the toolchain or the disk could not be used",
        "130  stopped by Control-C (128 + the signal's number for SIGTERM, SIGHUP)",
      ])
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
