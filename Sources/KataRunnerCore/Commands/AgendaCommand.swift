import Foundation

/// `kata-runner agenda`: the workshop's agendas, and following one.
///
/// A learner who follows an agenda has as current kata the first of the agenda's katas not
/// done, and `start` puts in only what a kata of the agenda needs and they have not done (see
/// ``LearnerRoute``). An instructor prints an agenda's table, as the guide shows it.
struct AgendaCommand: RunnerCommand {
  static let name = "agenda"
  static func abstract(_ words: Words) -> String {
    words(
      """
      Workshops: list the agendas, print one, follow one (--follow), or the whole course \
      (--leave).
      """)
  }
  static let usage = "agenda [<agenda> [--follow]] | agenda --leave"

  /// What the learner asked for.
  private enum Action {
    /// The agendas, one line each.
    case list
    /// One agenda's table, as the guide shows it.
    case show(String)
    /// Following an agenda.
    case follow(String)
    /// Following the whole course again.
    case leave
  }
  private var action: Action

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    let follow = scanner.flag("--follow")
    let leave = scanner.flag("--leave")
    let name = try scanner.positionals(0...1, of: .agenda, usage: Self.usage).first
    try scanner.finish()
    switch (name, follow, leave) {
    case (nil, false, false): action = .list
    case (let name?, false, false): action = .show(name)
    case (let name?, true, false): action = .follow(name)
    case (nil, false, true): action = .leave
    default: throw RunnerError.usage(Message("Usage: kata-runner {usage}", ["usage": Self.usage]))
    }
  }

  func run(in context: RunnerContext) throws -> Int32 {
    switch action {
    case .list, .show: try show(context)
    case .follow(let name): try follow(name, context)
    case .leave: try leaveAgenda(context)
    }
    return 0
  }

  /// Follows an agenda, and shows the learner's place on it.
  private func follow(_ name: String, _ context: RunnerContext) throws {
    let agenda = try Agendas.load(root: context.root, language: context.words.language)
      .agenda(named: name, words: context.words)
    let route = context.progress.route
    // Following the agenda one follows already keeps the kata jumped to: the learner is where
    // they were, not sent back to its first kata.
    let same = route.agenda?.id == agenda.id
    let jumpedTo = same ? route.from : nil
    try context.progress.follow(
      LearnerRoute(agenda: agenda, from: jumpedTo, jumped: same ? route.jumped : nil))
    let words = context.words
    let followed: KeyValuePairs = [
      "agenda": agenda.heading(words),
      "katas": words.list(agenda.katas(in: context.catalog).map(\.id)),
    ]
    context.print(
      jumpedTo == nil
        ? words("You follow the agenda \"{agenda}\": {katas}.", followed)
        : words("You follow the agenda already \"{agenda}\": {katas}.", followed))
    if let jumpedTo {
      context.print(
        words(
          """
          You jumped to {kata} (`{command} start {kata}`), and that stays: your current kata is \
          the first of {kata} and the katas after it you have not done.
          """, ["kata": jumpedTo, "command": Launcher.command]))
    } else {
      context.print(
        words(
          """
          Your current kata is the first of these you have not done. Where a kata uses one the \
          agenda skips, `{command} start <kata>` puts in only that one's reference; your own \
          work stays as it is.
          """, ["command": Launcher.command]))
    }
    if let current = context.progress.current {
      // The dashboard's own lines, with `start` first where the kata uses one not done.
      let report = context.statusReport()
      context.print("")
      context.print(report.currentKataLines(current).joined(separator: "\n"))
      context.print("")
    }
    context.print(
      context.style.dim(
        words(
          "`{command} agenda --leave` follows the whole course again.",
          ["command": Launcher.command])))
  }

  /// Follows the whole course again. Leaving needs no agendas file: a broken one must not keep
  /// a learner on an agenda.
  private func leaveAgenda(_ context: RunnerContext) throws {
    let route = context.progress.route
    try context.progress.follow(.course)
    let current = context.progress.current
    let words = context.words
    let left =
      route.agenda.map {
        words(
          "You no longer follow the agenda \"{agenda}\": you follow the whole course, in order.",
          ["agenda": $0.title])
      }
      ?? words(
        "You follow no agenda, so there is none to leave: you follow the whole course, in order.")
    context.print(
      left
        + (current.map {
          words.gap + words("Current kata: {kata}.", ["kata": $0.displayName])
        } ?? ""))
  }

  /// Lists the agendas, or prints one as the guide shows it.
  ///
  /// Both need only which agenda the learner follows, not their progress, whose loading reads
  /// every kata's files: as rustlings runs its stateless commands before it loads any state.
  private func show(_ context: RunnerContext) throws {
    let agendas = try Agendas.load(root: context.root, language: context.words.language)
    let (route, warning) = RouteStore(root: context.root).load(catalog: context.catalog)
    // Which agenda the learner follows is said below: first, why it is not the one they chose.
    if let warning { context.printNote(warning) }
    guard case .show(let name) = action else {
      list(agendas, route: route, context)
      return
    }
    let agenda = try agendas.agenda(named: name, words: context.words)
    context.print(
      agenda.markdown(
        in: context.catalog, doneBefore: agendas.doneBefore(agenda), words: context.words))
    context.print("")
    context.print(
      context.style.dim(
        route.agenda?.id == agenda.id
          ? context.words("You follow this agenda.")
          : context.words(
            "To follow it: `{command} agenda {agenda} --follow`.",
            ["command": Launcher.command, "agenda": agenda.id])))
  }

  /// The agendas, one line each, and which one the learner follows.
  private func list(_ agendas: Agendas, route: LearnerRoute, _ context: RunnerContext) {
    guard !agendas.agendas.isEmpty else {
      context.print(context.words("This course has no agendas ({path}).", ["path": Agendas.path]))
      return
    }
    context.print(
      context.words(
        "Agendas for a workshop ({guide} has each with its talks and demos):",
        ["guide": Agendas.guidePath(for: context.words.language, root: context.root)]))
    let width = agendas.agendas.map(\.id.displayWidth).max() ?? 0
    for agenda in agendas.agendas {
      let katas = agenda.katas(in: context.catalog).map(\.id)
      let line =
        agenda.after.map {
          context.words(
            "{agenda}, after {before}: {katas}",
            [
              "agenda": agenda.heading(context.words), "before": $0,
              "katas": katas.joined(separator: ", "),
            ])
        }
        ?? "\(agenda.heading(context.words)): \(katas.joined(separator: ", "))"
      context.print("  \(agenda.id.padded(toWidth: width))  " + line)
    }
    context.print("")
    if let agenda = route.agenda {
      context.print(
        context.words(
          "You follow {agenda}. `{command} agenda --leave` follows the whole course.",
          ["agenda": agenda.id, "command": Launcher.command]))
    } else {
      context.print(
        context.words(
          "You follow the whole course. To follow an agenda: `{command} agenda <agenda> --follow`.",
          ["command": Launcher.command]))
    }
  }
}
