import Foundation

/// `kata-runner start <kata>`: starts a learner at any kata, with every earlier kata solved by
/// its reference, so that a workshop can begin mid-course and a learner can skip ahead.
///
/// The learner's files of the earlier katas are backed up first; the runner then tests every
/// kata, so that progress and the current kata reflect the new files at once. A learner who
/// follows a workshop's agenda gets only what the kata needs and they have not done, so that a
/// jump never replaces their own passing work (see ``LearnerRoute``).
struct StartCommand: RunnerCommand {
  static let name = "start"
  static let abstract =
    "Start at a kata: put in the references of the katas before it (on an agenda, only those it "
    + "uses); your files are backed up first."
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
    if let agenda = context.progress.route.agenda {
      return try jump(to: kata, on: agenda, context)
    }
    let earlier = Array(context.catalog.katas.prefix { $0 != kata })
    // `start` moves forward only: putting in earlier references cannot make a kata the learner
    // has done current again, so the command would replace their work and leave them where
    // they are.
    let current = context.progress.current
    if current.map({ !earlier.contains($0) && $0 != kata }) ?? true {
      let whereYouAre =
        current.map { "your current kata is \($0.displayName)" } ?? "every kata is done"
      context.print(
        "You are past \(kata.id) already: \(whereYouAre). `start` only moves forward, so it "
          + "changed nothing. To do \(kata.id) again, `\(Launcher.command) reset \(kata.id)` "
          + "puts its stub back (your version is backed up first).")
      return 1
    }
    return try putIn(
      earlier, for: kata, context,
      ifInPlace: "Every kata before \(kata.id) already has its reference in place.")
  }

  /// `start` for a learner who follows an agenda: puts in only the katas the named one needs
  /// and the learner has not done (never their own passing work), and makes it the current
  /// kata, leaving the agenda's katas before it behind.
  private func jump(to kata: Kata, on agenda: Agenda, _ context: RunnerContext) throws -> Int32 {
    guard agenda.katas(in: context.catalog).contains(kata) else {
      context.print(
        "\(kata.id) is not on the agenda you follow, \(agenda.heading): its katas are "
          + Catalog.sentence(agenda.katas(in: context.catalog).map(\.id)) + ". Nothing "
          + "changed. `\(Launcher.command) agenda --leave` follows the whole course, where "
          + "`start \(kata.id)` puts in every kata before it.")
      return 1
    }
    let place = context.progress.place
    // As on the whole course, `start` moves forward only: a kata done is behind the learner.
    if place.done.contains(kata.id) {
      let whereYouAre =
        place.current.map { "your current kata is \($0.displayName)" } ?? "every kata is done"
      context.print(
        "You have done \(kata.id) already: \(whereYouAre). `start` changed nothing. To do "
          + "\(kata.id) again, `\(Launcher.command) reset \(kata.id)` puts its stub back (your "
          + "version is backed up first).")
      return 1
    }
    let missing = context.catalog.needsToPutIn(for: kata, done: place.done)
    // The route changes before the run that ends `start`, so that its dashboard, like every
    // later command, places the learner at the kata jumped to.
    let follow = { try context.progress.follow(LearnerRoute(agenda: agenda, from: kata.id)) }
    return try putIn(
      missing, for: kata, context,
      ifInPlace: missing.isEmpty
        ? "\(kata.id) uses no kata you have not done."
        : "\(Catalog.sentence(missing.map(\.id))), which \(kata.id) uses, already "
          + "\(missing.count == 1 ? "has its reference" : "have their references") in place.",
      then: follow)
  }

  /// Puts in the references of katas, after a backup and, where it would replace the learner's
  /// edits, their consent; then tests every kata so that the named one shows as current.
  ///
  /// - Parameters:
  ///   - katas: The katas whose references go in.
  ///   - kata: The kata the learner starts at.
  ///   - ifInPlace: What to say when every one of them already has its reference in place.
  ///   - then: What to do once the learner agreed, before the run (follow the agenda from here).
  private func putIn(
    _ katas: [Kata], for kata: Kata, _ context: RunnerContext, ifInPlace: String,
    then agreed: () throws -> Void = {}
  ) throws -> Int32 {
    let changes = katas.flatMap { done in
      zip(done.stubPaths, done.referencePaths).map { (kata: done, stub: $0, reference: $1) }
    }.filter { read($0.stub, context) != read($0.reference, context) }
    guard !changes.isEmpty else {
      try agreed()
      context.print(ifInPlace)
      return try StatusCommand().run(in: context)
    }
    let edits = confirmed ? [] : edited(changes.map(\.stub), context)
    if !edits.isEmpty {
      let question =
        "Starting at \(kata.id) replaces your edits in \(edits.count) file"
        + "\(edits.count == 1 ? "" : "s") of earlier katas (backed up first), such as \(edits[0])."
      guard context.confirm("Go ahead?", about: question) else {
        context.print(
          "Nothing changed. Pass --yes to put in the references anyway (after a backup).")
        return 1
      }
    }
    try agreed()
    // The saved results of those katas describe files that are about to go: the run below
    // tests them afresh.
    let folder = try context.overwrite(
      changes.map { (path: $0.stub, text: try context.reference($0.reference)) }, of: katas)
    let replaced = katas.filter { done in changes.contains { $0.kata == done } }
    context.print(
      "Put in the reference of \(replaced.count) kata\(replaced.count == 1 ? "" : "s"):")
    let width = replaced.map(\.displayName.displayWidth).max() ?? 0
    for done in replaced {
      let files = changes.filter { $0.kata == done }.map(\.stub).joined(separator: ", ")
      context.print("  \(done.displayName.padded(toWidth: width))  \(files)")
    }
    context.print(RunnerContext.savedLine(folder, plural: true))
    context.recordGiven(replaced)
    context.print(context.style.dim("Testing every kata, so that \(kata.id) is the current one…"))
    context.print("")
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
