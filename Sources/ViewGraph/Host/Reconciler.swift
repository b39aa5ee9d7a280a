/// One pass over the tree: matches new view values against the old nodes and records a trace.
///
/// At each slot, an old node whose type equals the new view's type is kept (its state is
/// rebound, its body evaluated again); otherwise the old subtree is removed and a new one
/// inserted. Slots carry the position, the branch index and the explicit id (of `.id(_:)` or of
/// a `ForEach` element), so a changed branch or id never matches, and an element keeps its node
/// wherever the data moves it.
final class Reconciler {
  /// A body nested deeper than this is taken to recurse forever.
  static let maximumDepth = 500

  private let signal: UpdateSignal
  private var nextOrder = 0
  private var treeEvents: [TraceEvent] = []
  private var removedRoots: [Node] = []
  private var appearing: [(path: String, action: () -> Void)] = []
  /// Disappear actions of kept modifiers whose content lost a member.
  private var memberDisappearing: [(path: String, action: () -> Void)] = []
  private var insertedCount = 0
  private var keptCount = 0
  private(set) var issues: [String] = []

  init(signal: UpdateSignal) {
    self.signal = signal
  }

  /// Reconciles one view value with the node that held its slot before, if any.
  func visit(
    _ child: ChildView, old: Node?, prefix: [String], depth: Int = 0, inNewSubtree: Bool = false,
    moved: Bool = false
  ) -> Node {
    let type = Swift.type(of: child.view)
    var expansion = Expander.expand(child.view, in: child.scope)
    if depth > Self.maximumDepth {
      issues.append("stopped at depth \(depth): a body seems to contain itself")
      expansion = Expansion(kind: .opaque)
    }
    let node: Node
    let isNew: Bool
    if let old, old.type == type {
      node = old
      isNew = false
      keptCount += 1
      treeEvents.append(TraceEvent(.kept, node.path))
      if moved { treeEvents.append(TraceEvent(.moved, node.path)) }
      if let before = old.value, let after = expansion.value, before != after {
        // Same identity, new value: what SwiftUI animates, unlike a removal and an insertion.
        let change = TraceEvent.ValueChange(name: after.name, from: before.value, to: after.value)
        treeEvents.append(TraceEvent(.changed, node.path, change: change))
      }
    } else {
      if let old { removedRoots.append(old) }
      node = Node(key: child.key, type: type, kind: expansion.kind, prefix: prefix)
      isNew = true
      insertedCount += 1
      if !inNewSubtree { treeEvents.append(TraceEvent(.inserted, node.path)) }
    }
    node.order = nextOrder
    nextOrder += 1
    node.kind = expansion.kind
    node.onDisappear = expansion.onDisappear
    node.value = expansion.value
    issues += expansion.issues.map { node.path + ": " + $0 }
    if let constant = expansion.constantRange {
      // SwiftUI reads a constant range's first value only: keep it, and say so when it changes.
      let initial = node.initialRange ?? constant.range
      node.initialRange = initial
      if initial != constant.range {
        issues.append(node.path + ": " + constant.issue(initial: initial))
        expansion.children = { constant.children(initial) }
      }
    }
    if let owner = expansion.stateOwner { bindState(of: owner, to: node) }

    // Anchors are read before the children update: a kept custom view's body may change.
    let oldMembers = isNew ? [] : node.contentSubviews.map { ($0, $0.lifecycleAnchor) }
    var oldChildren = Dictionary(
      node.children.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
    let nextChildren = expansion.children()
    let movedKeys = isNew ? [] : Moves.movedKeys(old: node.children, next: nextChildren)
    node.children = nextChildren.map { next in
      visit(
        next, old: oldChildren.removeValue(forKey: next.key), prefix: node.childPrefix,
        depth: depth + 1, inNewSubtree: isNew || inNewSubtree, moved: movedKeys.contains(next.key))
    }
    removedRoots.append(contentsOf: oldChildren.values)
    scheduleLifecycle(of: node, expansion, oldMembers: oldMembers)
    return node
  }

  /// Queues a modifier's appear and disappear actions once per member of its content, as in
  /// SwiftUI, where a modifier on a list (a `Group`, a conditional, a custom view whose body is
  /// several views; in the engine a `ForEach` too) applies to each member: a member that is new
  /// runs `onAppear`, a member gone from a kept modifier runs `onDisappear`. Members are
  /// compared by the view they stand for (``Node/lifecycleAnchor``). On a single view this is
  /// the view itself; on an `EmptyView` the actions never run.
  private func scheduleLifecycle(
    of node: Node, _ expansion: Expansion, oldMembers: [(member: Node, anchor: Node)]
  ) {
    guard expansion.onAppear != nil || expansion.onDisappear != nil else { return }
    let newMembers = node.contentSubviews.map { ($0, $0.lifecycleAnchor) }
    let oldAnchors = Set(oldMembers.map { ObjectIdentifier($0.anchor) })
    let newAnchors = Set(newMembers.map { ObjectIdentifier($0.1) })
    if let action = expansion.onAppear {
      for (member, anchor) in newMembers where !oldAnchors.contains(ObjectIdentifier(anchor)) {
        appearing.append((node.lifecyclePath(of: member), action))
      }
    }
    if let action = expansion.onDisappear {
      for (member, anchor) in oldMembers where !newAnchors.contains(ObjectIdentifier(anchor)) {
        memberDisappearing.append((node.lifecyclePath(of: member), action))
      }
    }
  }

  /// Binds each `@State` handle of the owner to the node's storage, creating what is missing.
  private func bindState(of owner: (value: Any, type: Any.Type), to node: Node) {
    node.stateOwner = owner.type
    for (label, value) in Mirror(reflecting: owner.value).children {
      guard let property = value as? any StateProperty, let label else { continue }
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      let handle = property.anyHandle
      if let box = node.states.first(where: { $0.name == name }) {
        handle.box = box
        continue
      }
      let box = StateBox(name: name, value: handle.initialAny, signal: signal)
      node.states.append(box)
      handle.box = box
      let text = ValueText.describe(box.value)
      treeEvents.append(TraceEvent(.stateCreated, node.path, state: (name, text)))
    }
  }

  /// Discards removed subtrees, runs lifecycle actions and returns the update's trace.
  func finish(number: Int, cause: String) -> UpdateTrace {
    var removalEvents: [TraceEvent] = []
    var disappearing: [(path: String, action: () -> Void)] = []
    var removedCount = 0
    for root in removedRoots.sorted(by: { $0.order < $1.order }) {
      removalEvents.append(TraceEvent(.removed, root.path))
      for node in root.subtree {
        removedCount += 1
        for box in node.states {
          box.isDiscarded = true
          let text = ValueText.describe(box.value)
          removalEvents.append(TraceEvent(.stateDiscarded, node.path, state: (box.name, text)))
        }
        if let action = node.onDisappear {
          for member in node.contentSubviews {
            disappearing.append((node.lifecyclePath(of: member), action))
          }
        }
      }
    }
    disappearing += memberDisappearing
    var lifecycleEvents: [TraceEvent] = []
    for (path, action) in disappearing {
      lifecycleEvents.append(TraceEvent(.disappeared, path))
      action()
    }
    for (path, action) in appearing {
      lifecycleEvents.append(TraceEvent(.appeared, path))
      action()
    }
    return UpdateTrace(
      number: number, cause: cause, events: removalEvents + treeEvents + lifecycleEvents,
      insertedCount: insertedCount, removedCount: removedCount, keptCount: keptCount,
      issues: issues)
  }
}
