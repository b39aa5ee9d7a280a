/// Mounts a root view, keeps its tree of identities and state, and records every update.
///
/// An update runs only the bodies that SwiftUI would run: those whose state, bindings or
/// `@Observable` reads changed, and those whose parent gave them a value that compares unequal
/// (see ``BodyRun`` for the reasons, and ``UpdateTrace`` for what is recorded). Subtrees that
/// nothing reached are kept as they are. When an `onAppear` or `onDisappear` action, or a body,
/// changes state, another update follows, at most ``maximumPasses`` in a row.
@MainActor
public final class ViewHost {
  /// The most updates that one mount, tap, `update()` or `setRoot(_:)` may run in a row.
  public static let maximumPasses = 10

  var root: Node?
  private let tracker = DependencyTracker()

  /// Every update so far, starting with the mount (update 0).
  public private(set) var updates: [UpdateTrace] = []

  /// Problems found while updating, such as state that never stops changing.
  public private(set) var issues: [String] = []

  /// Mounts a root view: update 0 inserts every node, creates every state and runs every body.
  /// - Parameter root: The root view.
  public init(_ root: some View) {
    run(cause: "mount", root: root)
  }

  /// The most recent update.
  public var lastUpdate: UpdateTrace {
    updates[updates.count - 1]
  }

  /// The number of nodes in the current tree.
  public var nodeCount: Int {
    root?.subtreeSize ?? 0
  }

  /// Applies what changed since the last update, as SwiftUI does: runs the bodies whose
  /// dependencies changed, for example after a test wrote to an `@Observable` model.
  ///
  /// With nothing changed, no body runs. Taps update by themselves.
  public func update() {
    run(cause: "update")
  }

  /// Runs every body in the tree again, whatever changed: the whole-tree pass that the engine
  /// made on every update before it tracked dependencies, and that SwiftUI never makes.
  ///
  /// Identity and state come out as from ``update()``; only the bodies run, and their trace
  /// says `unchanged` where nothing they depend on changed. Lessons use it as a contrast, and
  /// the scale benchmark as its baseline.
  public func updateAll() {
    run(cause: "update all", runsEveryBody: true)
  }

  /// Replaces the root view value, as a parent passing a new value would, and updates.
  ///
  /// A root of the same type keeps its identity and state; its body runs only if the new value
  /// is a different input (see ``BodyRun``). A root of another type is a new tree.
  /// - Parameter root: The new root view.
  public func setRoot(_ root: some View) {
    run(cause: "setRoot", root: root)
  }

  /// Runs passes until no state changes, at most ``maximumPasses``: the first with the given
  /// root value or whole-tree pass, each later one for what the one before changed.
  func run(cause: String, root newRoot: (any View)? = nil, runsEveryBody: Bool = false) {
    var cause = cause
    var newRoot = newRoot
    var runsEveryBody = runsEveryBody
    for _ in 0..<Self.maximumPasses {
      tracker.startPass()
      let reconciler = Reconciler(tracker: tracker, runsEveryBody: runsEveryBody)
      root = reconciler.reconcileRoot(newRoot, old: root)
      newRoot = nil
      runsEveryBody = false
      let trace = reconciler.finish(number: updates.count, cause: cause)
      updates.append(trace)
      issues += reconciler.issues
      tracker.collectObservations()
      if !tracker.hasInvalidations { return }
      cause = "state changed during update \(trace.number)"
    }
    issues.append(
      "stopped after \(Self.maximumPasses) updates in a row: state changes on every update")
  }
}
