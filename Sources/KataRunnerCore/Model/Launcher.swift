import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// How the learner starts the runner, so that every command a message suggests can be pasted as
/// it is.
///
/// The course documents `./kata-runner`, the launcher at the root of the clone: it runs the
/// runner SwiftPM built when that is up to date, without SwiftPM's own half second, and builds
/// it first otherwise (the rule is in the launcher). It passes the path it was
/// called by in `KATA_RUNNER_COMMAND`, so a learner in a subfolder who typed `../kata-runner`
/// is told `../kata-runner check 1.1`; started any other way, the runner says
/// `swift run kata-runner`, which works from any folder of the clone.
package enum Launcher {
  /// The command the course's documents give: the launcher, from the root of the clone.
  package static let documented = "./kata-runner"
  /// The instructors' and maintainers' program, as the documents give it: the launcher's link.
  package static let documentedCourse = "./kata-course"

  /// The variable through which the launcher says how it was called.
  static let variable = "KATA_RUNNER_COMMAND"

  /// The program running and how it was started, once ``adopt(program:)`` has read them; the
  /// learner's runner, started by `swift run`, before (in a test).
  private static let adopted = Locked(
    (program: "kata-runner", command: command(given: nil)))

  /// The program running: `kata-runner`, or `kata-course`, for the usage lines it prints.
  package static var program: String { adopted.withLock { $0.program } }

  /// The command that started this program, quoted when a shell would split it.
  package static var command: String { adopted.withLock { $0.command } }

  /// The command to suggest, from what the launcher passed (`nil` without the launcher).
  ///
  /// - Parameters:
  ///   - given: What the launcher passed.
  ///   - program: The program started: `kata-runner`, or `kata-course`.
  static func command(given: String?, program: String = "kata-runner") -> String {
    guard let given, !given.isEmpty else { return "swift run \(program)" }
    let plain = given.allSatisfy { $0.isLetter || $0.isNumber || "/._-~".contains($0) }
    return plain ? given : "'\(given.replacingOccurrences(of: "'", with: #"'\''"#))'"
  }

  /// Reads how the program was started, then takes the variable out of its environment: its
  /// children (the tests of `verify`, which start runners of their own) must not say how this
  /// one was started.
  ///
  /// - Parameter program: The program started, for `swift run <program>` without the launcher.
  static func adopt(program: String = "kata-runner") {
    let given = ProcessInfo.processInfo.environment[variable]
    adopted.withLock { $0 = (program, command(given: given, program: program)) }
    unsetenv(variable)
  }
}
