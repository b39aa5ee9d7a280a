import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The last step of every command: its output reached where it was going, or the exit code
/// says that it did not.
///
/// `print` buffers, and a write that fails (a full disk under `report > ada.json`) fails
/// silently: without this step the runner would exit 0 with the file cut short. A reader that
/// went away (`kata-runner list | head`) is not an error: it has what it wanted.
enum StandardOutput {
  /// Flushes standard output and turns a failed write into an error.
  ///
  /// - Parameter code: The command's exit code.
  /// - Returns: The exit code to exit with.
  static func finish(_ code: Int32) -> Int32 {
    errno = 0
    // Every stream at once (`stdout` itself is not reachable from Swift 6's strict mode): what
    // is still buffered cannot reach a full disk either, so the last flush fails too.
    let failed = fflush(nil) != 0
    let (exit, message) = verdict(code, writeFailed: failed, error: errno)
    if let message {
      FileHandle.standardError.write(
        Data((Style.forStandardError().red("error: ") + message + "\n").utf8))
    }
    return exit
  }

  /// What a failed write means for the exit code, and what to say.
  ///
  /// - Parameters:
  ///   - code: The command's exit code.
  ///   - writeFailed: Whether writing standard output failed.
  ///   - error: The system's error number for that failure (`errno`).
  static func verdict(_ code: Int32, writeFailed: Bool, error: Int32) -> (Int32, String?) {
    guard writeFailed, error != EPIPE else { return (code, nil) }
    let reason = error == 0 ? "an unknown error" : String(cString: strerror(error))
    return (
      3,
      "the output could not be written (\(reason)), so it is incomplete: free some space, or "
        + "send it somewhere else, and run the command again."
    )
  }
}
