import Foundation
import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The demos' standard output, each write checked, so that a demo whose output could not be
/// written (a full disk under `kata-demo toggle > notes.txt`) says so and exits 3 instead of 0
/// with the file cut short. Through stdio's buffer a failed write goes unseen once the text is
/// larger than the buffer, as a demo's is.
@MainActor
enum Output {
  /// The error number of the first write that failed; `nil` while every write got through.
  private static var failure: Int32?
  /// The instructor's language, for what the demo says when its output could not be written.
  static var words = Words.english

  /// Writes a line, or text ending as asked.
  static func print(_ text: String, terminator: String = "\n") {
    guard failure == nil else { return }
    var bytes = Array((text + terminator).utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { buffer in
        write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
      }
      if written < 0 {
        guard errno == EINTR else {
          failure = errno
          return
        }
        continue
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Ends the demo with an exit code, or with 3 and what happened when its output could not be
  /// written. A reader that went away (`kata-demo toggle | head`) has what it wanted.
  static func exit(_ code: Int32) -> Never {
    guard let failure, failure != EPIPE else { Foundation.exit(code) }
    let reason = SystemError.reason(errno: failure).message
    let said = words.render(
      Message(
        """
        kata-demo: the output could not be written ({reason}), so it is incomplete: send it to \
        the terminal or somewhere with space, and run the demo again.
        """, parts: ["reason": reason]))
    FileHandle.standardError.write(Data((said + "\n").utf8))
    Foundation.exit(3)
  }
}
