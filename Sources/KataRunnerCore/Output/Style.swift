import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Colours and symbols for terminal output, plain when the output is not a terminal, when
/// `NO_COLOR` is set, or on a terminal that says it shows none (`TERM=dumb`).
package struct Style: Sendable {
  /// Whether to emit ANSI colour codes.
  var usesColor: Bool

  /// The style for standard output: colour only on a terminal that shows it.
  static func forStandardOutput() -> Style {
    Style(usesColor: isatty(STDOUT_FILENO) == 1 && colorAllowed())
  }

  /// The style for standard error, which may be a terminal when standard output is not.
  static func forStandardError() -> Style {
    Style(usesColor: isatty(STDERR_FILENO) == 1 && colorAllowed())
  }

  /// Whether the environment lets a terminal be coloured: not with `NO_COLOR` set to anything
  /// (no-color.org), nor on a `dumb` terminal, which would show the codes as text.
  static func colorAllowed(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Bool {
    let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
    return !noColor && environment["TERM"] != "dumb"
  }

  private func paint(_ text: String, _ code: String) -> String {
    usesColor ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }

  /// Text for success.
  func green(_ text: String) -> String { paint(text, "32") }
  /// Text for failure.
  package func red(_ text: String) -> String { paint(text, "31") }
  /// Text for warnings and things in progress.
  package func yellow(_ text: String) -> String { paint(text, "33") }
  /// Text that matters most on a line.
  package func bold(_ text: String) -> String { paint(text, "1") }
  /// Secondary text.
  package func dim(_ text: String) -> String { paint(text, "2") }

  /// The symbol for a kata state, coloured.
  ///
  /// - Parameter state: The state.
  func symbol(for state: KataState) -> String {
    switch state {
    case .done: green("✔")
    case .failing: red("✘")
    case .compileError: red("⛔")
    case .crashed: red("💥")
    case .timedOut: yellow("⏱")
    case .pending: dim("·")
    }
  }

  /// A progress bar such as `▕██████░░░░▏`.
  ///
  /// - Parameters:
  ///   - done: The number of finished items.
  ///   - total: The number of items.
  ///   - width: The bar's width in characters.
  func bar(done: Int, total: Int, width: Int = 30) -> String {
    let filled = total == 0 ? 0 : done * width / total
    return "▕" + green(String(repeating: "█", count: filled))
      + dim(String(repeating: "░", count: width - filled)) + "▏"
  }
}
