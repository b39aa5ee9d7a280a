import Foundation

/// `kata-runner start <kata>`: starts a learner at any kata, with every earlier kata solved by
/// its reference, so that a workshop can begin mid-course and a learner can skip ahead.
///
/// The learner's files of the earlier katas are backed up first; the runner then tests every
/// kata, so that progress and the current kata reflect the new files at once. A jump never
/// replaces the learner's own passing work: on the whole course, an earlier kata they have done
/// keeps their files; a learner who follows a workshop's agenda gets only what the kata needs and
/// they have not done (see ``LearnerRoute``).
struct StartCommand: RunnerCommand {
  static let name = "start"
  static func abstract(_ words: Words) -> String {
    words(
      """
      Start at a kata: put in the references of the katas before it that you have not done (on \
      an agenda, only those it uses); your files are backed up first.
      """)
  }
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
      let values: KeyValuePairs = [
        "kata": kata.id, "current": current?.displayName ?? "", "command": Launcher.command,
      ]
      context.print(
        current == nil
          ? context.words(
            """
            You are past {kata} already: every kata is done. `start` only moves forward, so it \
            changed nothing. To do {kata} again, `{command} reset {kata}` puts its stub back \
            (your version is backed up first).
            """, values)
          : context.words(
            """
            You are past {kata} already: your current kata is {current}. `start` only moves \
            forward, so it changed nothing. To do {kata} again, `{command} reset {kata}` puts \
            its stub back (your version is backed up first).
            """, values))
      return 1
    }
    // A kata the learner has done, where their progress places them (their files as they were
    // judged, a change elsewhere or not), keeps their work: its reference would only make it
    // "given", and their solution a backup.
    let place = context.progress.place
    let own = earlier.filter { place.doneAgainstCourseTests.contains($0.id) }
    let given = GivenKatas(root: context.root).ids(catalog: context.catalog)
    return try putIn(
      earlier.filter { !own.contains($0) }, for: kata, context,
      ifInPlace: own.isEmpty
        ? context.words(
          "Every kata before {kata} already has its reference in place.", ["kata": kata.id])
        : context.words(
          "Every kata before {kata} is done or already has its reference in place.",
          ["kata": kata.id]),
      // Said of the learner's own work only: a kata done by a reference put in earlier is
      // kept too, but it is not theirs.
      kept: own.filter { !given.contains($0.id) })
  }

  /// `start` for a learner who follows an agenda: puts in only the katas the named one needs
  /// and the learner has not done (never their own passing work), and makes it the current
  /// kata, leaving the agenda's katas before it behind.
  private func jump(to kata: Kata, on agenda: Agenda, _ context: RunnerContext) throws -> Int32 {
    guard agenda.katas(in: context.catalog).contains(kata) else {
      context.print(
        context.words(
          """
          {kata} is not on the agenda you follow, {agenda}: its katas are {katas}. Nothing \
          changed. `{command} agenda --leave` follows the whole course, where `start {kata}` \
          puts in every kata before it.
          """,
          [
            "kata": kata.id, "agenda": agenda.heading(context.words),
            "katas": context.words.list(agenda.katas(in: context.catalog).map(\.id)),
            "command": Launcher.command,
          ]))
      return 1
    }
    let place = context.progress.place
    // As on the whole course, `start` moves forward only: a kata done is behind the learner.
    if place.done.contains(kata.id) {
      let values: KeyValuePairs = [
        "kata": kata.id, "current": place.current?.displayName ?? "", "command": Launcher.command,
      ]
      context.print(
        place.current == nil
          ? context.words(
            """
            You have done {kata} already: every kata is done. `start` changed nothing. To do \
            {kata} again, `{command} reset {kata}` puts its stub back (your version is backed \
            up first).
            """, values)
          : context.words(
            """
            You have done {kata} already: your current kata is {current}. `start` changed \
            nothing. To do {kata} again, `{command} reset {kata}` puts its stub back (your \
            version is backed up first).
            """, values))
      return 1
    }
    let missing = context.catalog.needsToPutIn(for: kata, done: place.doneAgainstCourseTests)
    // The route changes before the run that ends `start`, so that its dashboard, like every
    // later command, places the learner at the kata jumped to.
    let follow = {
      try context.progress.follow(LearnerRoute(agenda: agenda, from: kata.id, jumped: Date()))
    }
    return try putIn(
      missing, for: kata, context,
      ifInPlace: missing.isEmpty
        ? context.words("{kata} uses no kata you have not done.", ["kata": kata.id])
        : missing.count == 1
          ? context.words(
            "{katas}, which {kata} uses, already has its reference in place.",
            ["katas": missing[0].id, "kata": kata.id])
          : context.words(
            "{katas}, which {kata} uses, already have their references in place.",
            ["katas": context.words.list(missing.map(\.id)), "kata": kata.id]),
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
  ///   - kept: The earlier katas the learner has done by their own work, whose files stay.
  private func putIn(
    _ katas: [Kata], for kata: Kata, _ context: RunnerContext, ifInPlace: String,
    then agreed: () throws -> Void = {}, kept: [Kata] = []
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
      let values: KeyValuePairs = [
        "kata": kata.id, "count": "\(edits.count)", "file": edits[0],
      ]
      let question =
        edits.count == 1
        ? context.words(
          """
          Starting at {kata} replaces your edits in 1 file of earlier katas (backed up first), \
          such as {file}.
          """, values)
        : context.words(
          """
          Starting at {kata} replaces your edits in {count} files of earlier katas (backed up \
          first), such as {file}.
          """, values)
      guard context.confirm(context.words("Go ahead?"), about: question) else {
        context.print(
          context.words(
            "Nothing changed. Pass --yes to put in the references anyway (after a backup)."))
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
      replaced.count == 1
        ? context.words("Put in the reference of 1 kata:")
        : context.words(
          "Put in the reference of {count} katas:", ["count": "\(replaced.count)"]))
    let width = replaced.map(\.displayName.displayWidth).max() ?? 0
    for done in replaced {
      let files = changes.filter { $0.kata == done }.map(\.stub).joined(separator: ", ")
      context.print("  \(done.displayName.padded(toWidth: width))  \(files)")
    }
    context.print(context.savedLine(folder, plural: true))
    if !kept.isEmpty {
      context.print(
        context.words(
          "Your own work stays in {katas}, which you have done.",
          ["katas": context.words.list(kept.map(\.id))]))
    }
    context.recordGiven(replaced)
    context.print(
      context.style.dim(
        context.words("Testing every kata, so that {kata} is the current one…", ["kata": kata.id])))
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
