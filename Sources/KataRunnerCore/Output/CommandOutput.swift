import Foundation

/// Where a command's words go: standard output and standard error for the runner, text kept in
/// memory for a test.
///
/// Commands write through the output their context gives them
/// (``RunnerContext/print(_:terminator:)``), never `print` itself, so that what needs no build
/// (help, hints, a lesson, a name the course does not know) is tested in a unit test, without
/// starting the runner; the end-to-end suite keeps what only the real binary shows. The live
/// progress line goes through it too.
package final class CommandOutput: Sendable {
  private let out: @Sendable (String) -> Void
  private let err: @Sendable (String) -> Void

  /// Creates an output.
  ///
  /// - Parameters:
  ///   - out: Receives the text meant for standard output.
  ///   - err: Receives the text meant for standard error.
  init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
    self.out = out
    self.err = err
  }

  /// Standard output, each write checked (``StandardOutput``), and standard error.
  static let standard = CommandOutput(
    out: { StandardOutput.write($0) },
    err: { FileHandle.standardError.write(Data($0.utf8)) })

  /// An output kept in memory, for a test.
  ///
  /// - Returns: The output, and what was written to it so far: standard output's text and
  ///   standard error's.
  static func memory() -> (
    output: CommandOutput, written: @Sendable () -> (out: String, err: String)
  ) {
    let text = Locked((out: "", err: ""))
    let output = CommandOutput(
      out: { line in text.withLock { $0.out += line } },
      err: { line in text.withLock { $0.err += line } })
    return (output, { text.withLock { $0 } })
  }

  /// Writes text to standard output, followed by a new line unless told otherwise.
  func print(_ text: String = "", terminator: String = "\n") { out(text + terminator) }

  /// Writes a line to standard error.
  package func error(_ text: String) { err(text + "\n") }
}
