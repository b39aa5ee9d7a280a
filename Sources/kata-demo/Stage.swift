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

  /// A line cut into lines within the projector's width, in columns (see
  /// `String.wrapped(width:indent:)`), each further line indented four more than the first (or
  /// as much as asked), so that it still reads as one.
  static func fitted(_ line: String, indent: Int? = nil) -> [String] {
    line.wrapped(width: width, indent: indent ?? (line.prefix { $0 == " " }.count + 4))
  }
}
