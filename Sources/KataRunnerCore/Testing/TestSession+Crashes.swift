import Foundation

/// What a test process that died says about why, in words a learner can act on.
extension TestSession {
  /// The most useful line of a crashed test process's output: the runtime's own message, as it
  /// is; else the runner's words on the signal or exit status that ended it.
  static func crashMessage(in output: String, termination: Subprocess.Termination) -> Message {
    let markers = [
      "Fatal error", "Precondition failed", "Assertion failed", "Unexpectedly found nil",
      "Index out of range", "Illegal instruction", "Segmentation fault",
    ]
    if let line = output.split(separator: "\n").last(where: { line in
      markers.contains { line.contains($0) }
    }) {
      return Message(verbatim: line.trimmingCharacters(in: .whitespaces))
    }
    // `swift test` itself exits with 1 and reports the test binary's signal in its output.
    let reported = output.firstRange(of: /unexpected signal code (\d+)/).flatMap { range in
      Int32(output[range].split(separator: " ").last ?? "")
    }
    if let signal = reported ?? { if case .signaled(let s) = termination { s } else { nil } }() {
      return signalMessage(signal)
    }
    switch termination {
    case .signaled(let signal): return signalMessage(signal)
    case .exited(let code):
      return Message("the test process exited with code {code} mid-test", ["code": "\(code)"])
    case .timedOut: return Message("the test process was stopped")
    }
  }

  /// What a signal that killed the test process most likely means for a learner.
  static func signalMessage(_ signal: Int32) -> Message {
    let values: KeyValuePairs = ["signal": "\(signal)"]
    return switch signal {
    case SIGSEGV, SIGBUS:
      Message(
        """
        stack overflow or bad memory access (signal {signal}): often a function or property \
        that calls itself without end
        """, values)
    case SIGKILL:
      Message("killed (signal 9): the system may have run out of memory, or someone stopped it")
    case SIGILL, SIGTRAP:
      Message(
        """
        a Swift runtime trap (signal {signal}), such as a failed precondition or a force unwrap \
        of nil
        """, values)
    default: Message("the test process was stopped by signal {signal}", values)
    }
  }

  /// The lines of a `swift test` log that the code under test printed: everything but
  /// SwiftPM's and Swift Testing's own lines. Those start with a progress count or a symbol, or
  /// are lines of the messages Swift Testing also wrote to its event stream (an expectation's
  /// text over several lines, a `±` difference).
  ///
  /// Standard output is buffered while it goes to a file, so the lines come at the end of the
  /// log, and a process that crashes loses what was still in its buffer.
  ///
  /// - Parameters:
  ///   - log: What `swift test` printed.
  ///   - messages: The lines of Swift Testing's messages, from the event stream.
  static func programOutput(in log: String, messages: Set<String> = []) -> [String] {
    let toolPrefixes = [
      "Building for", "Build complete", "error: Process", "error: Exited", "warning: ",
      "Another instance of SwiftPM",
    ]
    return log.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
      let text = line.trimmingCharacters(in: .whitespaces)
      guard let first = text.unicodeScalars.first else { return nil }
      // The console puts a symbol before a message's first line: `± inserted [...]`.
      let afterSymbol = text.drop { !$0.isLetter && !$0.isNumber && $0 != " " }
        .trimmingCharacters(in: .whitespaces)
      let isToolLine =
        text.hasPrefix("[") && text.dropFirst().first?.isNumber == true
        || "◇↳✔✘⊘".unicodeScalars.contains(first)
        || (0xF0000...0x10FFFF).contains(first.value)  // SF Symbols, Swift Testing's on macOS
        || toolPrefixes.contains { text.hasPrefix($0) }
        || messages.contains(text) || !afterSymbol.isEmpty && messages.contains(afterSymbol)
      return isToolLine ? nil : String(line)
    }
  }
}
