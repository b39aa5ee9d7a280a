import Foundation

/// `kata-runner start <kata>`: starts a learner at any kata, with every earlier kata solved by
/// its reference, so that a workshop can begin mid-course and a learner can skip ahead.
///
/// The learner's files of the earlier katas are backed up first; the runner then tests every
/// kata, so that progress and the current kata reflect the new files at once.
struct StartCommand: RunnerCommand {
  static let name = "start"
  static let abstract =
    "Start at a kata: put in the references of every kata before it (your files backed up first)."
  static let usage = "start <kata> [--yes]"

  private var kataName: String
  private var confirmed: Bool

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    confirmed = scanner.flag("--yes", "-y")
    kataName = try scanner.positionals(1...1, usage: Self.usage)[0]
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let kata = try context.catalog.kata(named: kataName)
    let earlier = Array(context.catalog.katas.prefix { $0 != kata })
    // `start` moves forward only: putting in earlier references cannot make a kata the learner
    // has done current again, so the command would replace their work and leave them where
    // they are.
    let current = context.progress.current
    if current.map({ !earlier.contains($0) && $0 != kata }) ?? true {
      let whereYouAre =
        current.map { "your current kata is \($0.displayName)" } ?? "every kata is done"
      print(
        "You are past \(kata.id) already: \(whereYouAre). `start` only moves forward, so it "
          + "changed nothing. To do \(kata.id) again, `\(Launcher.command) reset \(kata.id)` "
          + "puts its stub back (your version is backed up first).")
      return 1
    }
    let changes = earlier.flatMap { done in
      zip(done.stubPaths, done.referencePaths).map { (kata: done, stub: $0, reference: $1) }
    }.filter { read($0.stub, context) != read($0.reference, context) }
    guard !changes.isEmpty else {
      print("Every kata before \(kata.id) already has its reference in place.")
      return try StatusCommand().run(in: context)
    }
    let edits = confirmed ? [] : edited(changes.map(\.stub), context)
    if !edits.isEmpty {
      let question =
        "Starting at \(kata.id) replaces your edits in \(edits.count) file"
        + "\(edits.count == 1 ? "" : "s") of earlier katas (backed up first), such as \(edits[0])."
      guard context.confirm("Go ahead?", about: question) else {
        print("Nothing changed. Pass --yes to put in the references anyway (after a backup).")
        return 1
      }
    }
    // The saved results of every earlier kata describe files that are about to go: the run
    // below tests them afresh.
    let folder = try context.overwrite(
      changes.map { (path: $0.stub, text: try context.reference($0.reference)) }, of: earlier)
    let katas = earlier.filter { done in changes.contains { $0.kata == done } }
    print("Put in the reference of \(katas.count) kata\(katas.count == 1 ? "" : "s"):")
    let width = katas.map(\.displayName.count).max() ?? 0
    for done in katas {
      let files = changes.filter { $0.kata == done }.map(\.stub).joined(separator: ", ")
      print("  \(done.displayName.padding(toLength: width, withPad: " ", startingAt: 0))  \(files)")
    }
    print(RunnerContext.savedLine(folder, plural: true))
    GivenKatas(root: context.root).record(katas, catalog: context.catalog, in: context)
    print(context.style.dim("Testing every kata, so that \(kata.id) is the current one…"))
    print("")
    fflush(nil)
    return try StatusCommand().run(in: context)
  }

  private func read(_ path: String, _ context: RunnerContext) -> String? {
    TextFile.read(context.root.appending(path: path))
  }

  /// The files that hold the learner's own edits: neither the reference nor the untouched stub.
  /// Without git to tell, every file counts as edited.
  private func edited(_ stubs: [String], _ context: RunnerContext) -> [String] {
    let pristine = PristineStubs(root: context.root)
    return stubs.filter { stub in
      guard let original = try? pristine.text(of: stub).text else { return true }
      return read(stub, context) != original
    }
  }
}
