import Foundation

/// `kata-runner lesson [<kata>]`: prints a kata's lesson, without its hints.
struct LessonCommand: RunnerCommand {
  static let name = "lesson"
  static let abstract = "Print a kata's lesson (the current one by default), hints left out."
  static let usage = "lesson [<kata>]"

  private var kataName: String?

  init(arguments: [String]) throws {
    guard arguments.count <= 1 else { throw RunnerError.usage("lesson takes at most one kata.") }
    kataName = arguments.first
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let kata = try context.kata(named: kataName)
    let (path, markdown) = try context.lesson(of: kata)
    var text = markdown
    if let hints = text.range(of: "\n## Hints") {
      let rest = text[hints.upperBound...]
      let end = rest.range(of: "\n## ")?.lowerBound ?? text.endIndex
      text.replaceSubrange(
        hints.lowerBound..<end,
        with: "\n## Hints\n\nRun `kata-runner hint \(kata.id)` to see them one at a time.\n")
    }
    print(context.style.dim(path))
    print(text)
    return 0
  }
}
