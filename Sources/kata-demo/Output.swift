import Foundation
import KataRunnerCore

/// The demos' standard output: the runner's own checked writes (``StandardOutput``), so that a
/// demo whose output could not be written (a full disk under `kata-demo toggle > notes.txt`)
/// says so and exits 3 instead of 0 with the file cut short, as every runner command does.
@MainActor
enum Output {
  /// The instructor's language, for what the demo says when its output could not be written.
  static var words = Words.english

  /// Writes a line, or text ending as asked.
  static func print(_ text: String, terminator: String = "\n") {
    StandardOutput.write(text + terminator)
  }

  /// Ends the demo with an exit code, or with 3 and what happened when its output could not be
  /// written. A reader that went away (`kata-demo toggle | head`) has what it wanted.
  static func exit(_ code: Int32) -> Never {
    Foundation.exit(StandardOutput.finish(code, words: words))
  }
}
