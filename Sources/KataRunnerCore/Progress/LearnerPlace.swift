import Foundation

/// Where the learner stands: which katas count as done, and how many, which kata is current,
/// and how far the agenda they follow is done.
///
/// The one answer to "where is the learner", as rustlings' `AppState` is to "which exercise is
/// current" and "how many are done", which it keeps side by side. ``LearnerProgress`` makes it
/// from the verdicts that place the learner, and every command asks it there (`check`'s "Next
/// kata", the dashboard's bar and module counts, `watch`, `start`, `agenda` and the report a
/// learner hands in, which the class table reads), so that no two of them can send a learner to
/// different katas or count their katas differently.
struct LearnerPlace: Sendable, Equatable {
  /// The way the learner takes: the whole course, or an agenda.
  var route: LearnerRoute
  /// The verdicts that place the learner, by kata id: each kata's result, and, for a kata whose
  /// result was made before another kata's file changed, that result (see ``outdated``).
  var standing: [String: KataVerdict]
  /// The katas whose standing verdict was made before a file outside the kata changed (a blank
  /// line in 2.1's file outdates 2.3's): they count as they stood until they are tested again.
  var outdated: Set<String>
  /// The ids of the katas that count as done.
  var done: Set<String>
  /// The katas done against the course's own tests: a kata done only against tests the learner
  /// edited (✎) proves nothing of their code (fault pass row 24: 1.3's untouched stub passed
  /// once its tests were gutted), so `start` puts its reference in rather than keep it as the
  /// learner's work. It still counts as done, marked, on every screen.
  var doneAgainstCourseTests: Set<String> {
    done.filter { standing[$0]?.testsEdited != true }
  }
  /// The first kata on the route that is not done; once an agenda's are all done, the first of
  /// the course; `nil` when every kata is done.
  var current: Kata?
  /// Whether the learner follows an agenda and has done every kata on it.
  var finishedAgenda: Bool
  /// When the learner reached the current kata: the latest of the time they finished the last
  /// kata before it on their route, the time it was first found not done (a full run tests
  /// every kata, so a later kata's stub fails from the first run on, long before the learner
  /// gets there), and the time they jumped to a kata of their agenda (``LearnerRoute/jumped``).
  /// `nil` when nothing says.
  var arrived: Date?

  /// Places a learner.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - route: The way the learner takes.
  ///   - standing: The verdicts that place the learner, by kata id (see
  ///     ``LearnerProgress/place``).
  ///   - outdated: The katas among them whose verdict a change elsewhere outdated.
  init(
    catalog: Catalog, route: LearnerRoute, standing: [String: KataVerdict],
    outdated: Set<String> = []
  ) {
    self.route = route
    self.standing = standing
    self.outdated = outdated.intersection(standing.keys)
    done = Set(standing.filter { $0.value.state == .done }.keys)
    let current = route.current(in: catalog, done: done)
    self.current = current
    finishedAgenda = route.isFinished(in: catalog, done: done)
    let before = route.katas(in: catalog).prefix { $0 != current }
    let times =
      before.compactMap { done.contains($0.id) ? standing[$0.id]?.since : nil }
      + [current.flatMap { standing[$0.id]?.since }, route.jumped].compactMap { $0 }
    arrived = current == nil ? nil : times.max()
  }

  /// How many of these katas count as done: the one count of the dashboard's bar, its module
  /// lines, the agenda line and the report.
  ///
  /// - Parameter katas: The katas to count, such as the course's, a module's or an agenda's.
  func doneCount(of katas: [Kata]) -> Int {
    katas.count { done.contains($0.id) }
  }

  /// The verdict that places the learner on a kata; pending when there is none.
  func verdict(of kata: Kata) -> KataVerdict {
    standing[kata.id] ?? .pending(kata.id)
  }
}
