import Observation

/// What each body read, and which bodies must run again: the host's answer to "why does this
/// body run?".
///
/// A body depends on what its last evaluation read: `@State` (its own, or another view's
/// through a `@Binding`) and the properties of `@Observable` models. Reads are recorded while a
/// body runs; a `ForEach` is a reader too, for what its content closure reads while it builds
/// its rows. A read anywhere else, such as in a button's action, is no dependency. Each evaluation starts the record afresh, as
/// SwiftUI re-arms its observation after every body.
///
/// A change marks the bodies that read it as invalid, with the reason `_printChanges()` would
/// give, and marks their ancestors as leading to one, so that the next pass walks down to
/// them and leaves every other subtree as it is.
final class DependencyTracker {
  /// The nodes whose body is being evaluated, innermost last: a read counts for the last.
  private var readers: [Node] = []
  /// Notices from Observation, which may arrive on any thread.
  private let inbox = ObservationInbox()
  /// Set by every invalidation; the host runs another pass while it is set.
  private(set) var hasInvalidations = false
  /// Problems found while bodies ran, such as state written during a body.
  private(set) var issues: [String] = []

  /// Runs a node's evaluation (a body, or a `ForEach`'s rows) with the node as the reader of
  /// every `@State` and `@Observable` property read meanwhile.
  ///
  /// Each call is a tracking scope of its own, never nested in another: Observation merges a
  /// nested scope's reads into the outer one, which would make a parent depend on what its
  /// children read.
  func evaluate<T>(for reader: Node, _ work: () -> T) -> T {
    readers.append(reader)
    defer { readers.removeLast() }
    let notice = ObservationInbox.Notice(node: reader, generation: reader.generation)
    let inbox = inbox
    return withObservationTracking(work) { inbox.post(notice) }
  }

  /// Forgets what the node's last evaluation read, before its body runs again.
  func startEvaluation(of node: Node) {
    forgetReads(of: node)
    node.generation += 1
    node.isInvalid = false
    node.pendingReasons = []
  }

  /// Forgets a removed node's reads, so that no later change can mark it.
  func forgetReads(of node: Node) {
    let id = ObjectIdentifier(node)
    for box in node.stateReads { box.readers[id] = nil }
    node.stateReads = []
  }

  /// Makes the node depend on every `@Published` property of an object it holds in an
  /// `@ObservedObject`, under the property's label.
  func observe(_ object: AnyObject, for node: Node, label: String) {
    for box in PublishedBox.boxes(of: object) {
      box.add(PublishedBox.Observer(node: node, tracker: self, label: label), for: node)
      node.observedBoxes.append(box)
    }
  }

  /// Forgets the objects a node held, before it binds its value again or when it is removed.
  func stopObserving(for node: Node) {
    for box in node.observedBoxes { box.remove(node) }
    node.observedBoxes = []
  }

  func recordRead(of box: StateBox) {
    guard let reader = readers.last else { return }
    let id = ObjectIdentifier(reader)
    guard box.readers[id] == nil else { return }
    box.readers[id] = WeakNode(node: reader)
    reader.stateReads.append(box)
  }

  func stateChanged(_ box: StateBox) {
    if !readers.isEmpty {
      // SwiftUI's runtime warning for the same mistake, word for word.
      issues.append(
        box.ownerPath + "." + box.name
          + ": Modifying state during view update, this will cause undefined behavior.")
    }
    for reader in box.readers.values.compactMap(\.node) {
      invalidate(reader, because: reader.dynamicLabels[ObjectIdentifier(box)] ?? "@dependencies")
    }
  }

  /// Turns Observation's notices into invalidations; called on the main actor, between passes.
  func collectObservations() {
    for notice in inbox.take() {
      guard let node = notice.node, node.generation == notice.generation else { continue }
      invalidate(node, because: "@dependencies")
    }
  }

  /// Marks a node's body to run in the next pass, with the reason, and its ancestors as leading
  /// to it.
  func invalidate(_ node: Node, because reason: String) {
    guard !node.isRemoved else { return }
    if !node.pendingReasons.contains(reason) { node.pendingReasons.append(reason) }
    node.isInvalid = true
    hasInvalidations = true
    var ancestor = node.parent
    while let current = ancestor, !current.leadsToInvalid {
      current.leadsToInvalid = true
      ancestor = current.parent
    }
  }

  /// Starts a pass: what is invalid now is what this pass handles.
  func startPass() {
    collectObservations()
    hasInvalidations = false
  }

  /// The issues found since the last call.
  func takeIssues() -> [String] {
    defer { issues = [] }
    return issues
  }
}
