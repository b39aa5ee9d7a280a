import Foundation

/// `kata-runner reset <kata>`: puts a kata's stub back as it was, after backing up the
/// learner's version.
struct ResetCommand: RunnerCommand {
  static let name = "reset"
  static func abstract(_ words: Words) -> String {
    words("Restore a kata's untouched stub; your version is backed up first.")
  }
  static let usage = "reset <kata>"

  private var kataName: String

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    kataName = try scanner.positionals(1...1, usage: Self.usage)[0]
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let kata = try context.catalog.kata(named: kataName)
    let stubs = PristineStubs(root: context.root)
    let originals = try kata.stubPaths.map { try ($0, stubs.text(of: $0)) }
    let folder = try context.overwrite(originals.map { ($0, $1.text) }, of: [kata])
    for (path, original) in originals {
      context.print(
        context.words(
          "Restored {path} (from git {revision}).", ["path": path, "revision": original.revision]))
    }
    context.print(context.savedLine(folder))
    context.print(
      context.style.dim(
        context.words(
          "Run `{command} check {kata}` to start again.",
          ["command": Launcher.command, "kata": kata.id])))
    return 0
  }
}
