import Foundation

/// Where the learner stands: which katas count as done, which kata is current, and how far the
/// agenda they follow is done.
///
/// The one answer to "where is the learner", as rustlings' `AppState` is to "which exercise is
/// current". ``LearnerProgress`` makes it from the verdicts that place the learner, and every
/// command asks it there (`check`'s "Next kata", the dashboard, `watch`, `start`, `agenda` and
/// the report a learner hands in), so that no two of them can send a learner to different katas.
struct LearnerPlace: Sendable, Equatable {
  /// The way the learner takes: the whole course, or an agenda.
  var route: LearnerRoute
  /// The ids of the katas that count as done.
  var done: Set<String>
  /// The first kata on the route that is not done; once an agenda's are all done, the first of
  /// the course; `nil` when every kata is done.
  var current: Kata?
  /// Whether the learner follows an agenda and has done every kata on it.
  var finishedAgenda: Bool
  /// When the learner reached the current kata: the later of the time they finished the last
  /// kata before it on their route and the time it was first found not done (a full run tests
  /// every kata, so a later kata's stub fails from the first run on, long before the learner
  /// gets there). `nil` when no verdict says.
  var arrived: Date?

  /// Places a learner.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - route: The way the learner takes.
  ///   - standing: The verdicts that place the learner, by kata id (see
  ///     ``LearnerProgress/place``).
  init(catalog: Catalog, route: LearnerRoute, standing: [String: KataVerdict]) {
    self.route = route
    done = Set(standing.filter { $0.value.state == .done }.keys)
    let current = route.current(in: catalog, done: done)
    self.current = current
    finishedAgenda = route.isFinished(in: catalog, done: done)
    let before = route.katas(in: catalog).prefix { $0 != current }
    let times =
      before.compactMap { done.contains($0.id) ? standing[$0.id]?.since : nil }
      + [current.flatMap { standing[$0.id]?.since }].compactMap { $0 }
    arrived = current == nil ? nil : times.max()
  }
}
