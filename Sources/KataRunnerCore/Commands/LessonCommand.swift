import Foundation

/// `kata-runner lesson [<kata>]`: prints a kata's lesson, without its hints, its folded blocks
/// left folded.
struct LessonCommand: RunnerCommand {
  static let name = "lesson"
  static func abstract(_ words: Words) -> String {
    words("Print a kata's lesson (the current one by default), hints left out.")
  }
  static let usage = "lesson [<kata>]"

  private var kataName: String?

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    kataName = try scanner.positionals(0...1, usage: Self.usage).first
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    guard let kata = try context.kata(named: kataName, for: Self.name) else { return 0 }
    let (path, markdown) = try context.lesson(of: kata)
    context.print(context.style.dim(path))
    context.print(
      LessonTerminal.render(markdown, kataID: kata.id, path: path, words: context.words))
    return 0
  }
}
