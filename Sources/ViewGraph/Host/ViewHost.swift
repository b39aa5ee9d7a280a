/// Mounts a root view, keeps its tree of identities and state, and records every update.
///
/// Each update evaluates the whole tree again from the root and reconciles it with the previous
/// tree (see ``UpdateTrace`` for what is recorded). When an `onAppear` or `onDisappear` action,
/// or a body, changes state, another update follows, at most ``maximumPasses`` in a row.
@MainActor
public final class ViewHost {
  /// The most updates that one mount, tap, `update()` or `setRoot(_:)` may run in a row.
  public static let maximumPasses = 10

  var rootView: any View
  var root: Node?
  private let signal = UpdateSignal()

  /// Every update so far, starting with the mount (update 0).
  public private(set) var updates: [UpdateTrace] = []

  /// Problems found while updating, such as state that never stops changing.
  public private(set) var issues: [String] = []

  /// Mounts a root view: update 0 inserts every node and creates every state.
  /// - Parameter root: The root view.
  public init(_ root: some View) {
    rootView = root
    run(cause: "mount")
  }

  /// The most recent update.
  public var lastUpdate: UpdateTrace {
    updates[updates.count - 1]
  }

  /// The number of nodes in the current tree.
  public var nodeCount: Int {
    root?.subtree.count ?? 0
  }

  /// Evaluates the tree again, for example after an external value changed.
  public func update() {
    run(cause: "update")
  }

  /// Replaces the root view value, as a parent passing new values would, and updates.
  ///
  /// A root of the same type keeps its identity and state; a root of another type is a new tree.
  /// - Parameter root: The new root view.
  public func setRoot(_ root: some View) {
    rootView = root
    run(cause: "setRoot")
  }

  func run(cause: String) {
    var cause = cause
    for _ in 0..<Self.maximumPasses {
      signal.isDirty = false
      let reconciler = Reconciler(signal: signal)
      root = reconciler.visit(
        ChildView(key: .root, view: rootView, scope: nil), old: root, prefix: [])
      let trace = reconciler.finish(number: updates.count, cause: cause)
      updates.append(trace)
      issues += reconciler.issues
      if !signal.isDirty { return }
      cause = "state changed during update \(trace.number)"
    }
    issues.append(
      "stopped after \(Self.maximumPasses) updates in a row: state changes on every update")
  }
}
