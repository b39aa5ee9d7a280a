import Foundation

/// The learner's progress, loaded once per command and used by every command, so that no two
/// commands can disagree on a kata's result, on the current kata, or on what comes next.
///
/// It applies the rules that keep verdicts honest (``VerdictRules``, 4 to 6): a kata that a run
/// could not test keeps its earlier result only marked as such, never a compile error; a kata
/// whose files the runner replaced has no result until it is tested again, nor has one whose
/// files changed behind the runner's back; a saved verdict that contradicts itself is not taken.
/// And a command saves only the results it made, so that two commands at once keep each
/// other's.
package final class LearnerProgress {
  /// The curriculum.
  let catalog: Catalog
  /// Why the saved progress, or the agenda the learner follows, could not be used: one note
  /// each, as a command prints them.
  let warnings: [Message]
  /// The way the learner takes: the whole course, or an agenda (see ``follow(_:)``).
  private(set) var route: LearnerRoute
  /// Each kata's latest result, by kata id.
  private(set) var katas: [String: KataVerdict]
  /// The saved verdicts that no longer hold because a file they were made from changed since,
  /// by kata id: not results, but what `list` shows as "checked before", and what `check`
  /// tests again when a kata needs them.
  private(set) var outdated: [String: Outdated] = [:]
  /// The katas whose results this command recorded or forgot: only those are its to save.
  private var changed: Set<String> = []
  /// What each kata's verdict would be made from, as the files were last read (on load, by a
  /// run after its tests): the run that follows starts from it, so that a command reads the
  /// files once before its build and once after its tests, not once more for each step. `nil`
  /// once the command replaced files (``forget(_:)``), so that they are read again.
  private(set) var sourcesRead: [String: KataSources]?
  private let store: ProgressStore
  private let root: URL

  /// Loads the progress saved in a package.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum.
  ///   - announce: Says what saving waits for (``ProgressStore``), as the command speaks.
  init(root: URL, catalog: Catalog, announce: @escaping @Sendable (Message) -> Void = { _ in }) {
    self.catalog = catalog
    self.root = root
    store = ProgressStore(root: root, announce: announce)
    let (saved, warning) = store.load()
    let (route, routeWarning) = RouteStore(root: root).load(catalog: catalog)
    self.route = route
    warnings = [
      warning ?? Self.warning(about: Self.untrusted(saved, in: catalog)), routeWarning,
    ]
    .compactMap { $0 }
    katas = [:]
    take(saved)
  }

  /// A saved verdict made before a file it depends on changed.
  struct Outdated: Sendable {
    /// The verdict as it was.
    var verdict: KataVerdict
    /// What changed since, for a learner, such as "2.1's files"; empty when unknown.
    var changes: [Message]
    /// Whether only files outside the kata changed (another kata's, a shared test file): its
    /// own files and tests are as they were when it was judged.
    var changedElsewhere: Bool
  }

  /// Takes saved verdicts, setting apart those whose files changed since they were made (by an
  /// edit of a kata they need, `git stash`, `git checkout`, `reset`): those katas are untested
  /// again, so that no command shows an old ✔ as a fact or moves the learner past a kata.
  /// A verdict that contradicts itself is not taken (see ``untrusted(_:in:)``).
  private func take(_ saved: [String: KataVerdict], now read: [String: KataSources]? = nil) {
    let now = read ?? catalog.sources(root: root)
    sourcesRead = now
    katas = [:]
    outdated = [:]
    let doubts = Self.untrusted(saved, in: catalog)
    for (id, verdict) in saved where doubts[id] == nil {
      // Only a kata with no result has no fingerprint here: nothing of it can be outdated.
      guard let made = verdict.sources else {
        katas[id] = verdict
        continue
      }
      guard let current = now[id] else { continue }
      // Tests that did not compile against the learner's files may have broken on any kata's
      // file (a renamed `buildIf` in 4.1 breaks 3.1's tests): a change to any of them is a
      // change to what the verdict was made from.
      let learnerChanged =
        verdict.testsDidNotCompile
        && verdict.sourceParts?[KataSources.Part.learner]
          != current.parts[KataSources.Part.learner]
      guard made != current.digest || learnerChanged else {
        katas[id] = verdict
        continue
      }
      let changed = verdict.sourceParts.map { current.changedParts(since: $0) }
      outdated[id] = Outdated(
        verdict: verdict, changes: verdict.sourceParts.map { current.changes(since: $0) } ?? [],
        changedElsewhere: VerdictRules.changedOnlyElsewhere(
          changed, own: [KataSources.Part.files, KataSources.Part.tests]))
    }
  }

  /// The saved verdicts that contradict themselves, by kata id, with why (``VerdictRules``,
  /// rule 6).
  static func untrusted(_ saved: [String: KataVerdict], in catalog: Catalog) -> [String: Message] {
    let ids = Set(catalog.katas.map(\.id))
    var doubts: [String: Message] = [:]
    for (id, verdict) in saved {
      doubts[id] = VerdictRules.doubt(about: verdict, savedAs: id, isCourseKata: ids.contains(id))
    }
    return doubts
  }

  /// What to tell the learner about saved verdicts that were not taken.
  private static func warning(about doubts: [String: Message]) -> Message? {
    let sorted = doubts.sorted { $0.key.compare($1.key, options: .numeric) == .orderedAscending }
    guard let first = sorted.first else { return nil }
    // Each kata with why, said in the learner's language: "1.1 (why), 1.2 (why)".
    let listed = sorted.dropFirst().reduce(
      Message("{kata} ({why})", ["kata": first.key], parts: ["why": first.value])
    ) { earlier, next in
      Message(
        "{earlier}, {kata} ({why})", ["kata": next.key],
        parts: ["earlier": earlier, "why": next.value])
    }
    return Message(
      """
      {file} has results this kata-runner does not take: {katas}. Those katas count as not \
      tested until they are tested again; `{command}` tests every kata.
      """, ["file": ProgressStore.path, "command": Launcher.command], parts: ["katas": listed])
  }

  /// A kata's verdict; pending when it has none.
  func verdict(of kata: Kata) -> KataVerdict {
    katas[kata.id] ?? .pending(kata.id)
  }

  /// Where the learner stands: the first kata on their route (the course, in teaching order, or
  /// the agenda they follow) that is not done is current. A kata judged done before another
  /// kata's files changed (a blank line in 2.1) still counts as done here: the learner is where
  /// they were, though `list` marks the verdict and `check` tests it again. A change of its own
  /// files or tests counts as not done.
  var place: LearnerPlace {
    LearnerPlace(
      catalog: catalog, route: route, standing: standing,
      outdated: Set(outdated.filter(\.value.changedElsewhere).keys))
  }

  /// The current kata (see ``place``); `nil` when every kata is done.
  var current: Kata? { place.current }

  /// The verdicts that place the learner: the results, and the verdicts outdated only by a
  /// change elsewhere.
  private var standing: [String: KataVerdict] {
    let elsewhere = outdated.filter(\.value.changedElsewhere).mapValues(\.verdict)
    return katas.merging(elsewhere) { holding, _ in holding }
  }

  /// Follows a route from now on: saves it (an agenda, and the kata jumped to) or, for the whole
  /// course, removes the saved one, so that this command and the next place the learner alike.
  func follow(_ route: LearnerRoute) throws {
    let store = RouteStore(root: root)
    if let agenda = route.agenda {
      try store.save(.init(agenda: agenda.id, from: route.from, jumped: route.jumped))
    } else {
      try store.clear()
    }
    self.route = route
  }

  /// Whether the results of the last full run stand for a new one, which need not run: that run
  /// was complete (see ``isComplete(_:)``) and made from these very sources, and every kata
  /// still has a result that holds.
  ///
  /// - Parameter sources: The fingerprint of the sources now, with the run's time limit.
  func lastRunStands(for sources: String) -> Bool {
    store.savedSourcesDigest() == sources
      && catalog.katas.allSatisfy { katas[$0.id].map { !$0.isStale } ?? false }
  }

  /// Whether a full run, once recorded, made a result for every kata that the next full run may
  /// reuse while nothing changes: the build did not fail, no error outside the katas stopped it,
  /// no file changed while its kata was tested, and no kata kept an earlier result or ended in a
  /// compile error: a run that could not build or test everything is made again, never reused.
  func isComplete(_ run: KataEvaluator.Evaluation) -> Bool {
    run.otherErrors.isEmpty && run.buildFailure == nil && run.changedWhileTested.isEmpty
      && catalog.katas.allSatisfy { kata in
        let result = verdict(of: kata)
        return !result.isStale && result.state != .compileError
      }
  }

  /// Takes a run's results.
  ///
  /// - Parameters:
  ///   - fresh: The results of the katas the run evaluated. A pending one (the build failed
  ///     elsewhere) keeps its earlier result, marked as from an earlier run, unless that was a
  ///     compile error.
  ///   - read: The sources as the run read them after its tests, if it did.
  func record(_ fresh: [KataVerdict], sourcesAfter read: [String: KataSources]? = nil) {
    sourcesRead = read
    let now = Date()
    for result in fresh {
      let earlier = katas[result.kataID] ?? outdated[result.kataID]?.verdict
      var verdict = VerdictRules.merge(result, over: katas[result.kataID])
      verdict.since = VerdictRules.since(verdict, earlier: earlier, now: now)
      katas[result.kataID] = verdict
      outdated[result.kataID] = nil
      changed.insert(result.kataID)
    }
  }

  /// Forgets the results of katas whose files were just replaced, such as by `reset`.
  func forget(_ replaced: [Kata]) {
    sourcesRead = nil
    for kata in replaced {
      katas[kata.id] = nil
      outdated[kata.id] = nil
      changed.insert(kata.id)
    }
  }

  /// Reads the saved progress again, for a command that runs on (`watch`) while others may
  /// save theirs; what this command recorded and has not saved is kept.
  func reload() {
    let mine = changed.map { ($0, katas[$0]) }
    take(store.load().progress)
    for (id, verdict) in mine {
      katas[id] = verdict
      outdated[id] = nil
    }
  }

  /// Saves the results this command recorded or forgot into the saved progress, which another
  /// runner in the same package may have changed since this one loaded it: theirs are kept.
  ///
  /// - Parameter sources: The sources' fingerprint when a complete run made every result; `nil`
  ///   otherwise, so that the next `kata-runner` tests everything again.
  func save(sources: String? = nil) throws {
    let saved = try store.update { saved in
      let doubts = Self.untrusted(saved, in: catalog)
      var merged = saved.filter { doubts[$0.key] == nil }
      for id in changed { merged[id] = katas[id] }
      return (catalog.katas.compactMap { merged[$0.id] }, sources)
    }
    take(saved, now: sourcesRead)
    changed = []
  }
}

extension Catalog {
  /// The first kata, in teaching order, that is not done.
  ///
  /// - Parameter done: The ids of the katas that count as done.
  func firstNotDone(done: Set<String>) -> Kata? {
    katas.first { !done.contains($0.id) }
  }
}
