import Foundation

/// The way a learner takes through the course: every kata in teaching order, or, in a workshop,
/// the katas of the agenda they follow (`kata-runner agenda <id> --follow`).
///
/// The route decides the current kata: the first kata on it that is not done. Following an
/// agenda, the katas it skips are not "stuck" katas, and a jump (`start`) to one of its katas
/// leaves the agenda's katas before it behind. Once every kata of the agenda is done, the rest
/// of the course is the learner's homework, in teaching order.
struct LearnerRoute: Equatable, Sendable {
  /// The agenda followed; `nil` for the whole course.
  var agenda: Agenda?
  /// The agenda's kata the learner last jumped to: the agenda's katas before it are left behind.
  var from: String? = nil
  /// When the learner made that jump (`start`): they arrived at the kata then, however long
  /// ago a full run first found it not done (dry run J-1: a room that jumps to 4.3 at 2:45 had
  /// been "on 4.3" since its first run in the morning). `nil` before one, and in a route saved
  /// before it was recorded.
  var jumped: Date? = nil

  /// The whole course, in teaching order.
  static let course = LearnerRoute(agenda: nil, from: nil)

  /// The katas on the route, in order: the agenda's from where the learner jumped, or every kata.
  func katas(in catalog: Catalog) -> [Kata] {
    guard let agenda else { return catalog.katas }
    let katas = agenda.katas(in: catalog)
    guard let from, let start = katas.firstIndex(where: { $0.id == from }) else { return katas }
    return Array(katas[start...])
  }

  /// Where the learner is: the first kata on the route that is not done; once an agenda's are
  /// all done, the first of the course; `nil` when every kata is done. Commands ask
  /// ``LearnerPlace``, which decides which katas count as done.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - done: The ids of the katas that count as done.
  func current(in catalog: Catalog, done: Set<String>) -> Kata? {
    katas(in: catalog).first { !done.contains($0.id) } ?? catalog.firstNotDone(done: done)
  }

  /// Whether the learner follows an agenda and has done every kata on it.
  func isFinished(in catalog: Catalog, done: Set<String>) -> Bool {
    agenda != nil && katas(in: catalog).allSatisfy { done.contains($0.id) }
  }
}

/// Which agenda the learner follows, kept in `.kata-runner/agenda.json`: apart from the saved
/// progress, which a full run rebuilds, and from git, which must not carry one learner's choice
/// to another clone.
struct RouteStore {
  /// What the file holds.
  struct Saved: Codable, Equatable {
    /// The agenda's id.
    var agenda: String
    /// The kata the learner last jumped to, if any.
    var from: String?
    /// When they jumped there; absent in a file written before it was recorded.
    var jumped: Date? = nil
  }

  /// The package root.
  var root: URL

  private var file: JSONFile<Saved> { JSONFile(root.appending(path: PackageLayout.agendaFile)) }

  /// The learner's route, and what to tell them when the agenda they follow cannot be used (the
  /// course no longer has it, or its agendas file is broken): then the route is the course.
  func load(catalog: Catalog) -> (route: LearnerRoute, warning: Message?) {
    let saved: Saved
    do {
      guard let read = try file.read() else { return (.course, nil) }
      saved = read
    } catch {
      let why =
        error is DecodingError
        ? Message("it holds no agenda this runner wrote") : SystemError.reason(error).message
      return (
        .course,
        Message(
          """
          {file} could not be read ({why}), so you follow the whole course. `{command} agenda \
          <agenda> --follow` follows one again, and `{command} agenda --leave` removes the file.
          """, ["file": PackageLayout.agendaFile, "command": Launcher.command],
          parts: ["why": why])
      )
    }
    let agendas: Agendas
    do {
      agendas = try Agendas.load(root: root, language: catalog.language)
    } catch {
      return (
        .course,
        Message(
          """
          you follow the agenda "{agenda}", but the course's agendas cannot be read, so you \
          follow the whole course for now. `{command} agenda --leave` stops following it. What \
          went wrong: {error}
          """, ["agenda": saved.agenda, "command": Launcher.command],
          parts: ["error": SystemError.summary(error)])
      )
    }
    guard let agenda = agendas.agendas.first(where: { $0.id == saved.agenda }) else {
      let ids = agendas.agendas.map(\.id)
      let values: KeyValuePairs = [
        "agenda": saved.agenda, "agendas": ids.joined(separator: ", "), "command": Launcher.command,
      ]
      return (
        .course,
        ids.isEmpty
          ? Message(
            """
            you follow the agenda "{agenda}", which this course does not have (it has none), so \
            you follow the whole course for now. `{command} agenda --leave` stops following it.
            """, values)
          : Message(
            """
            you follow the agenda "{agenda}", which this course does not have (its agendas: \
            {agendas}), so you follow the whole course for now. `{command} agenda <agenda> \
            --follow` follows another; `{command} agenda --leave` stops following it.
            """, values)
      )
    }
    // A course update may take the kata jumped to off the agenda (fault pass row 60): the jump
    // no longer says where the learner is, and they are told, not placed at its first kata
    // without a word.
    if let from = saved.from, !agenda.katas(in: catalog).contains(where: { $0.id == from }) {
      return (
        LearnerRoute(agenda: agenda),
        Message(
          """
          the agenda "{agenda}" no longer has {kata}, which you jumped to (the course changed), \
          so you follow it from its first kata you have not done. `{command} start <kata>` \
          jumps to another of its katas.
          """, ["agenda": saved.agenda, "kata": from, "command": Launcher.command])
      )
    }
    return (LearnerRoute(agenda: agenda, from: saved.from, jumped: saved.jumped), nil)
  }

  /// Follows an agenda, from a kata or from its start.
  func save(_ saved: Saved) throws {
    try Workspace.prepare(in: root)
    try file.write(saved)
  }

  /// Stops following an agenda.
  func clear() throws {
    try file.remove()
  }
}
