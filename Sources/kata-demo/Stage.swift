import Foundation
import KataRunnerCore

/// How a demo reaches the projector: one screen at a time or all of them, every line within the
/// projector's width, and a pause for the room's prediction before each answer.
///
/// A demo runs every screen, because a later screen can continue an earlier one's views (the
/// shelf is renamed before its favorite is tapped); a screen that was not asked for only stays
/// silent.
@MainActor final class Stage {
  /// The widest line a projector shows at a readable size.
  static let width = 100

  /// The stage the running demo prints on.
  static var current = Stage(only: nil, pauses: false, words: .english)

  /// The one screen to show, counted from 1; every screen when `nil`.
  let only: Int?
  /// Whether to wait for Return before each answer, so that the room predicts it first.
  let pauses: Bool
  /// The instructor's language, for the demos' own words (the engine's renders and traces stay
  /// as they are).
  let words: Words
  /// The screen being run, counted from 1: after a demo, how many screens it has.
  private(set) var screen = 0

  init(only: Int?, pauses: Bool, words: Words) {
    self.only = only
    self.pauses = pauses
    self.words = words
  }

  /// Whether the screen being run is shown.
  private var isShown: Bool { only.map { $0 == screen } ?? true }

  /// Starts the next screen, with its title.
  func begin(_ title: String) {
    screen += 1
    show("── \(screen). \(title)")
  }

  /// Prints text of the screen being run, each line fitted to the width.
  func show(_ text: String) {
    guard isShown else { return }
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      for part in Self.fitted(String(line)) { Output.print(part) }
    }
  }

  /// Asks the room to predict what comes next; in a terminal, waits for Return.
  func predict(_ question: String) {
    guard isShown else { return }
    show("  " + words("Predict: {question}", ["question": question]))
    guard pauses else { return }
    Output.print("  " + words("(Return shows the answer)"), terminator: "")
    fflush(nil)
    _ = readLine()
  }

  /// A line cut into lines within the width, in columns (a Japanese letter takes two): at the
  /// last space or the last 、 or 。 that fits, whichever comes later (Japanese has no spaces
  /// between its words), else at the width; each further line indented four more than the
  /// first (or as much as asked), so that it still reads as one.
  static func fitted(_ line: String, indent: Int? = nil) -> [String] {
    guard line.displayWidth > width else { return [line] }
    let indent = String(repeating: " ", count: indent ?? (line.prefix { $0 == " " }.count + 4))
    var parts: [String] = []
    var rest = Substring(line)
    var prefix = ""
    while prefix.count + String(rest).displayWidth > width {
      let room = width - prefix.count
      let fits = String(rest).prefix(width: room)
      let window = rest.prefix(fits.count + 1)
      // Break after the last space that fits, else after a Japanese comma or full stop; a word
      // longer than the line is cut.
      let space = window.lastIndex(of: " ").flatMap { space in
        rest[..<space].contains { $0 != " " } ? space : nil
      }
      let stop = rest.prefix(fits.count).lastIndex { "、。".contains($0) }
        .map { rest.index(after: $0) }
      let cut =
        [space, stop].compactMap { $0 }.max()
        ?? rest.index(rest.startIndex, offsetBy: max(1, fits.count))
      parts.append(prefix + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      prefix = indent
    }
    parts.append(prefix + rest)
    return parts
  }
}
