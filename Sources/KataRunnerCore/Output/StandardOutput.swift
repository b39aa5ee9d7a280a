import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Standard output, written so that a write that fails is never missed, and the last step of
/// every command: its output reached where it was going, or the exit code says that it did not.
///
/// Each write goes to the descriptor at once and its result is checked. Through stdio's buffer,
/// a failed write (a full disk under `report > ada.json`) went unseen whenever the text was
/// larger than the buffer: the write that failed was stdio's own, mid-text, and the last
/// `fflush` had nothing left to fail on, so the runner exited 0 with the file cut short. A
/// reader that went away (`kata-runner list | head`) is not an error: it has what it wanted.
/// kata-demo writes through it too.
package enum StandardOutput {
  /// The error number of the first write that failed; `nil` while every write got through.
  private static let failure = Locked<Int32?>(nil)

  /// Writes text to standard output, all of it, unless a write failed before.
  package static func write(_ text: String) {
    guard failure.withLock({ $0 == nil }) else { return }
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes(writeOnce)
      if written < 0 {
        guard errno == EINTR else {
          let error = errno
          failure.withLock { $0 = $0 ?? error }
          return
        }
        continue
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// One `write(2)` of bytes to standard output: how many it took, or -1.
  private static func writeOnce(_ buffer: UnsafeRawBufferPointer) -> Int {
    #if canImport(Darwin)
      Darwin.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    #elseif canImport(Glibc)
      Glibc.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    #elseif canImport(Musl)
      Musl.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
    #endif
  }

  /// Finishes standard output and turns a failed write into an error.
  ///
  /// - Parameter code: The command's exit code.
  /// - Returns: The exit code to exit with.
  package static func finish(_ code: Int32, words: Words) -> Int32 {
    errno = 0
    // Anything another part of the program left in stdio's buffers, on every stream at once
    // (`stdout` itself is not reachable from Swift 6's strict mode).
    let flushFailed = fflush(nil) != 0
    let flushError = errno
    let error = failure.withLock { $0 } ?? (flushFailed ? flushError : nil)
    let (exit, message) = verdict(code, writeFailed: error != nil, error: error ?? 0)
    if let message {
      FileHandle.standardError.write(
        Data(
          (Style.forStandardError().red(words("error:") + " ") + words.render(message) + "\n").utf8)
      )
    }
    return exit
  }

  /// What a failed write means for the exit code, and what to say.
  ///
  /// - Parameters:
  ///   - code: The command's exit code.
  ///   - writeFailed: Whether writing standard output failed.
  ///   - error: The system's error number for that failure (`errno`).
  static func verdict(_ code: Int32, writeFailed: Bool, error: Int32) -> (Int32, Message?) {
    guard writeFailed, error != EPIPE else { return (code, nil) }
    let reason =
      error == 0 ? Message("an unknown error") : SystemError.reason(errno: error).message
    let next: Message
    switch error {
    case ENOSPC, EDQUOT:
      next = Message("free some space, or send it somewhere else, and run the command again.")
    case EBADF:
      next = Message(
        """
        standard output is closed (as `>&-` closes it): send it to the terminal, a file or a \
        pipe, and run the command again.
        """)
    default:
      next = Message("send it somewhere else, such as the terminal, and run the command again.")
    }
    return (
      3,
      Message(
        "the output could not be written ({reason}), so it is incomplete: {next}",
        parts: ["reason": reason, "next": next])
    )
  }
}
