/// What one update did: its events in a documented order, and counts of nodes.
///
/// Event order: first every removal (`removed`, then the `state discarded` events of its
/// subtree), in the old tree's order; then the new tree in pre-order (`kept`, followed by
/// `moved` when a kept node changed places among its siblings and by `changed` when a kept
/// modifier's value differs, or `inserted` followed by the `state created` events of the new
/// subtree); then `appeared` and `disappeared` as those actions run, after the tree is
/// reconciled, each group in tree order: a new identity appears before the old one disappears,
/// SwiftUI's order after an `.id` change. Problems found in the update (``issues``) follow the
/// events in ``description``, one `issue` line each.
/// A `removed` or `inserted` event names only the root of the subtree; the counts include
/// every node. A kept node has a `kept` event when the update visited it: a subtree that no
/// change reached is kept whole without a visit, counted in ``keptCount`` with no events.
/// The bodies that ran are in ``bodies``, apart from the events.
public struct UpdateTrace: Sendable, CustomStringConvertible {
  /// The update's number: 0 is the mount.
  public let number: Int
  /// Why the update ran, such as `mount`, `update`, `setRoot` or `tap "toggle"`.
  public let cause: String
  /// The events, in order.
  public let events: [TraceEvent]
  /// How many nodes were inserted.
  public let insertedCount: Int
  /// How many nodes were removed.
  public let removedCount: Int
  /// How many nodes were kept, visited or not.
  public let keptCount: Int
  /// The bodies that ran, in the order they ran (a parent before its children), with why.
  public let bodies: [BodyRun]
  /// Problems found in this update, such as a `ForEach` id used by two elements; each starts
  /// with the path of the view that has the problem. They are in ``ViewHost/issues`` too.
  public let issues: [String]

  init(
    number: Int, cause: String, events: [TraceEvent], insertedCount: Int, removedCount: Int,
    keptCount: Int, bodies: [BodyRun] = [], issues: [String] = []
  ) {
    self.number = number
    self.cause = cause
    self.events = events
    self.insertedCount = insertedCount
    self.removedCount = removedCount
    self.keptCount = keptCount
    self.bodies = bodies
    self.issues = issues
  }

  /// One line per event, then one `issue` line per problem.
  public var description: String {
    let issueLines = issues.map { "issue" + String(repeating: " ", count: 12) + $0 }
    return (events.map(\.description) + issueLines).joined(separator: "\n")
  }

  /// One line with the update's number, cause and counts.
  public var summary: String {
    "update \(number) (\(cause)): \(insertedCount) inserted, \(removedCount) removed, "
      + "\(keptCount) kept"
  }

  /// The same trace without its `kept` events: only what changed.
  public var changes: UpdateTrace {
    UpdateTrace(
      number: number, cause: cause, events: events.filter { $0.kind != .kept },
      insertedCount: insertedCount, removedCount: removedCount, keptCount: keptCount,
      bodies: bodies, issues: issues)
  }

  /// The events of the given kind.
  /// - Parameter kind: The kind to keep.
  public func events(_ kind: TraceEvent.Kind) -> [TraceEvent] {
    events.filter { $0.kind == kind }
  }

  /// The `kept` events.
  public var kept: [TraceEvent] { events(.kept) }
  /// The `moved` events: kept nodes that changed places among their siblings.
  public var moved: [TraceEvent] { events(.moved) }
  /// The `changed` events: kept modifiers whose value changed, what SwiftUI would interpolate
  /// inside an animation when the value is animatable.
  public var changed: [TraceEvent] { events(.changed) }
  /// The `inserted` events: one per inserted subtree.
  public var inserted: [TraceEvent] { events(.inserted) }
  /// The `removed` events: one per removed subtree.
  public var removed: [TraceEvent] { events(.removed) }
  /// The `state created` events.
  public var createdState: [TraceEvent] { events(.stateCreated) }
  /// The `state discarded` events.
  public var discardedState: [TraceEvent] { events(.stateDiscarded) }
  /// The `appeared` events.
  public var appeared: [TraceEvent] { events(.appeared) }
  /// The `disappeared` events.
  public var disappeared: [TraceEvent] { events(.disappeared) }
}
