#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Single keypresses from a terminal, read without waiting for Return.
///
/// Only used when standard input is a terminal; the terminal's settings are restored when the
/// keyboard is closed.
final class Keyboard {
  private var original = termios()
  private var isRaw = false

  /// Switches the terminal to key-at-a-time input, if standard input is a terminal.
  init?() {
    guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    // Remembered first, so that Control-C at any moment from here on gives the terminal back.
    Interruption.restoreTerminalOnExit(to: original)
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else {
      Interruption.restoreTerminalOnExit(to: nil)
      return nil
    }
    isRaw = true
  }

  /// The key pressed since the last call, if any; returns at once.
  func nextKey() -> Character? {
    var descriptor = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&descriptor, 1, 0) > 0 else { return nil }
    var byte: UInt8 = 0
    guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
    return Character(Unicode.Scalar(byte))
  }

  /// Restores the terminal's settings.
  func close() {
    if isRaw { tcsetattr(STDIN_FILENO, TCSANOW, &original) }
    isRaw = false
    Interruption.restoreTerminalOnExit(to: nil)
  }

  deinit { close() }
}
