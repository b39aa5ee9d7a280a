/// One pass over the tree: matches view values with the old nodes, runs the bodies that must
/// run, and records a trace.
///
/// Each slot goes through three steps, as in SwiftUI:
/// - **Match.** An old node whose type equals the new view's type keeps its identity; otherwise
///   the old subtree is removed and a new one inserted. Slots carry the position, the branch
///   index and the explicit id (of `.id(_:)` or of a `ForEach` element), so a changed branch or
///   id never matches, and an element keeps its node wherever the data moves it.
/// - **Update.** A kept node whose parent gave it a new value takes it when it is a different
///   input (``InputComparison``). A node with a body evaluates it only when it is new, its value
///   changed, or something its last body read changed (``DependencyTracker``).
/// - **Descend.** The children of an evaluated node are matched against the old ones. A node
///   not evaluated keeps its children's values: the pass walks on only toward invalid nodes,
///   and a subtree without one is kept whole, counted but not visited.
final class Reconciler {
  /// A body nested deeper than this is taken to recurse forever.
  static let maximumDepth = 500

  private let tracker: DependencyTracker
  /// Whether every body runs, whatever changed (``ViewHost/updateAll()``).
  private let runsEveryBody: Bool
  private var treeEvents: [TraceEvent] = []
  private var removedRoots: [(node: Node, position: [Int])] = []
  private var appearing: [(path: String, action: () -> Void)] = []
  /// Disappear actions of kept modifiers whose content lost a member.
  private var memberDisappearing: [(path: String, action: () -> Void)] = []
  private var insertedCount = 0
  private var keptCount = 0
  private var bodies: [BodyRun] = []
  private(set) var issues: [String] = []

  init(tracker: DependencyTracker, runsEveryBody: Bool) {
    self.tracker = tracker
    self.runsEveryBody = runsEveryBody
  }

  /// Where a slot is: what the visit of a child needs to know of its parent.
  private struct Place {
    var parent: Node?
    var prefix: [String]
    /// The slot's index path in the new tree, which orders the removals.
    var position: [Int] = []
    var depth = 0
    /// Inside a subtree inserted in this pass, whose root alone is reported.
    var inNewSubtree = false
    var moved = false
    /// On the root's chain of single views (see ``Node/isOnRootChain``).
    var isOnRootChain = true

    func child(_ index: Int, of node: Node, isNew: Bool, moved: Bool = false) -> Place {
      Place(
        parent: node, prefix: node.childPrefix, position: position + [index], depth: depth + 1,
        inNewSubtree: inNewSubtree || isNew, moved: moved,
        isOnRootChain: node.isOnRootChain && node.kind.passesRootChain)
    }
  }

  /// Reconciles the root: with a new root value (the mount, `setRoot(_:)`), or as it is.
  func reconcileRoot(_ view: (any View)?, old: Node?) -> Node {
    let place = Place(parent: nil, prefix: [])
    if let view { return visit(ChildView(key: .root, view: view, scope: nil), old: old, at: place) }
    guard let old else { preconditionFailure("a host mounts a root before it updates") }
    return revisit(old, at: place)
  }

  // MARK: Match

  /// A view value for a slot, matched with the node that held the slot before, if any.
  private func visit(_ child: ChildView, old: Node?, at place: Place) -> Node {
    guard let old, old.type == Swift.type(of: child.view) else {
      if let old { removedRoots.append((old, place.position)) }
      return insert(child, at: place)
    }
    keep(old, at: place)
    guard old.kind.hasBody else {
      // A primitive runs none of the learner's code: it takes the value and shows what it holds.
      old.view = child.view
      old.scope = child.scope
      return evaluate(old, isNew: false, reasons: [], at: place)
    }
    // A new scope means the modifier around changed its content: a new input too.
    let compare = child.sameInput ?? InputComparison.sameView
    let isSameInput = old.scope === child.scope && compare(old.view, child.view)
    if !isSameInput {
      old.view = child.view
      old.scope = child.scope
    } else if !old.isInvalid && !runsEveryBody {
      return descendKept(old, at: place)
    }
    let reasons = (isSameInput ? [] : ["@self"]) + old.pendingReasons
    return evaluate(old, isNew: false, reasons: reasons, at: place)
  }

  /// A slot whose parent was not evaluated: the node keeps its value.
  private func revisit(_ node: Node, at place: Place) -> Node {
    keep(node, at: place)
    if node.isInvalid || runsEveryBody {
      return evaluate(node, isNew: false, reasons: node.pendingReasons, at: place)
    }
    return descendKept(node, at: place)
  }

  private func insert(_ child: ChildView, at place: Place) -> Node {
    let expansion = expand(child.view, in: child.scope, depth: place.depth)
    let node = Node(key: child.key, view: child.view, kind: expansion.kind, prefix: place.prefix)
    node.scope = child.scope
    node.parent = place.parent
    node.isOnRootChain = place.isOnRootChain
    insertedCount += 1
    if !place.inNewSubtree { treeEvents.append(TraceEvent(.inserted, node.path)) }
    return update(node, with: expansion, isNew: true, reasons: [], at: place)
  }

  private func keep(_ node: Node, at place: Place) {
    keptCount += 1
    treeEvents.append(TraceEvent(.kept, node.path))
    if place.moved { treeEvents.append(TraceEvent(.moved, node.path)) }
    node.parent = place.parent
  }

  // MARK: Update

  /// Evaluates a kept node with its current value.
  private func evaluate(_ node: Node, isNew: Bool, reasons: [String], at place: Place) -> Node {
    let expansion = expand(node.view, in: node.scope, depth: place.depth)
    return update(node, with: expansion, isNew: isNew, reasons: reasons, at: place)
  }

  private func expand(_ view: any View, in scope: ContentScope?, depth: Int) -> Expansion {
    if depth > Self.maximumDepth {
      issues.append("stopped at depth \(depth): a body seems to contain itself")
      return Expansion(kind: .opaque)
    }
    return Expander.expand(view, in: scope)
  }

  /// Applies a value's expansion to its node, runs the body if the node has one, and descends:
  /// take the value, bind its state, make the children (running the body), match them.
  private func update(
    _ node: Node, with expansion: Expansion, isNew: Bool, reasons: [String], at place: Place
  ) -> Node {
    let expansion = take(expansion, into: node, isNew: isNew)
    let dynamicLabels = expansion.stateOwner.map { bindState(of: $0, to: node) } ?? []
    // Anchors are read before the children update: a kept custom view's body may change.
    let watchesMembers =
      (expansion.onAppear != nil || expansion.onDisappear != nil) && !node.isOnRootChain
    let oldMembers = isNew || !watchesMembers ? [] : node.contentSubviews.map(\.anchored)
    let next = children(
      of: node, from: expansion, isNew: isNew, reasons: reasons, dynamicLabels: dynamicLabels)
    descend(node, into: next, isNew: isNew, at: place)
    if watchesMembers { scheduleLifecycle(of: node, oldMembers: oldMembers) }
    if node.isOnRootChain, isNew, let action = node.onAppear {
      appearing.append((node.path, action))
    }
    return node
  }

  /// Takes a value's expansion into its node: its kind, its actions, its value (a new value
  /// under the same identity is traced), the issues found, and a constant range's first value.
  ///
  /// - Returns: The expansion, its children those of the first range when a constant one
  ///   changed.
  private func take(_ expansion: Expansion, into node: Node, isNew: Bool) -> Expansion {
    var expansion = expansion
    node.kind = expansion.kind
    node.onAppear = expansion.onAppear
    node.onDisappear = expansion.onDisappear
    if !isNew, let before = node.value, let after = expansion.value, before != after {
      // Same identity, new value: what SwiftUI can animate, unlike a removal and an insertion.
      let change = TraceEvent.ValueChange(name: after.name, from: before.value, to: after.value)
      treeEvents.append(TraceEvent(.changed, node.path, change: change))
    }
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
    return expansion
  }

  /// A node's child views: its body's, run now and traced with why; a `ForEach`'s rows, built by
  /// its closure; or what a primitive holds.
  private func children(
    of node: Node, from expansion: Expansion, isNew: Bool, reasons: [String],
    dynamicLabels: [String]
  ) -> [ChildView] {
    if node.kind.hasBody {
      // A new identity with dynamic properties has their data made now: `@identity`, and each
      // property's name. The line falls at any dynamic property, a `@Binding` as much as a
      // `@State`, as in OpenSwiftUI's reconstruction (`StaticBody` against `DynamicBody`).
      let runReasons =
        isNew
        ? ["@self"] + (dynamicLabels.isEmpty ? [] : ["@identity"] + dynamicLabels) : reasons
      tracker.startEvaluation(of: node)
      let next = tracker.evaluate(for: node, expansion.children)
      if !node.standsForPrimitive {
        let ordered = BodyRun.ordered(runReasons, properties: dynamicLabels)
        bodies.append(BodyRun(path: node.path, typeName: node.bodyTypeName, reasons: ordered))
      }
      return next
    }
    if case .forEach = node.kind {
      // The rows are built by the closure the `ForEach` holds, in an update of the `ForEach`'s
      // own (the engine's model: where SwiftUI counts such a read is not documented). A read
      // there counts for the `ForEach`, which builds its rows again when it changes, and runs
      // no body of the view that made it.
      tracker.startEvaluation(of: node)
      return tracker.evaluate(for: node, expansion.children)
    }
    return expansion.children()
  }

  /// Binds each `@State` handle of the owner to the node's storage, creating what is missing,
  /// notes the label of every state and binding the owner holds, and observes the objects of
  /// its `@ObservedObject`s.
  /// - Returns: The labels of the owner's dynamic properties (`_count`), in declaration order.
  private func bindState(of owner: (value: Any, type: Any.Type), to node: Node) -> [String] {
    node.stateOwner = owner.type
    node.dynamicLabels = [:]
    tracker.stopObserving(for: node)
    var labels: [String] = []
    for (label, value) in Mirror(reflecting: owner.value).children {
      guard let label else { continue }
      if let observed = value as? any ObservedObjectProperty {
        labels.append(label)
        tracker.observe(observed.object, for: node, label: label)
        continue
      }
      if let binding = value as? any BindingProperty {
        labels.append(label)
        if let location = binding.location {
          node.dynamicLabels[ObjectIdentifier(location)] = label
        }
        continue
      }
      guard let property = value as? any StateProperty else { continue }
      labels.append(label)
      let name = label.hasPrefix("_") ? String(label.dropFirst()) : label
      let handle = property.anyHandle
      let box: StateBox
      if let existing = node.states.first(where: { $0.name == name }) {
        box = existing
      } else {
        box = StateBox(
          name: name, value: handle.initialAny, ownerPath: node.path, tracker: tracker)
        node.states.append(box)
        let text = ValueText.describe(box.value)
        treeEvents.append(TraceEvent(.stateCreated, node.path, state: (name, text)))
      }
      handle.box = box
      node.dynamicLabels[ObjectIdentifier(box)] = label
    }
    return labels
  }

  // MARK: Descend

  /// Matches an evaluated node's new child values with its old children.
  private func descend(_ node: Node, into next: [ChildView], isNew: Bool, at place: Place) {
    var oldChildren: [SlotKey: (node: Node, index: Int)] = [:]
    for (index, child) in node.children.enumerated() where oldChildren[child.key] == nil {
      oldChildren[child.key] = (child, index)
    }
    let movedKeys = isNew ? [] : Moves.movedKeys(old: node.children, next: next)
    node.leadsToInvalid = false
    node.children = next.enumerated().map { index, child in
      let childPlace = place.child(
        index, of: node, isNew: isNew, moved: movedKeys.contains(child.key))
      return visit(child, old: oldChildren.removeValue(forKey: child.key)?.node, at: childPlace)
    }
    for leftover in oldChildren.values {
      removedRoots.append((leftover.node, place.position + [leftover.index]))
    }
    node.subtreeSize = node.children.reduce(1) { $0 + $1.subtreeSize }
  }

  /// A kept node that is not evaluated: its children keep their values, and only a child that
  /// is invalid or leads to one is visited; the others are counted as kept.
  private func descendKept(_ node: Node, at place: Place) -> Node {
    guard node.leadsToInvalid else {
      keptCount += node.subtreeSize - 1
      return node
    }
    node.leadsToInvalid = false
    let watchesMembers = (node.onAppear != nil || node.onDisappear != nil) && !node.isOnRootChain
    let oldMembers = watchesMembers ? node.contentSubviews.map(\.anchored) : []
    // Every descendant counts as kept; a child that is visited is counted again by its visit.
    keptCount += node.subtreeSize - 1
    for (index, child) in node.children.enumerated()
    where child.isInvalid || child.leadsToInvalid || runsEveryBody {
      let size = child.subtreeSize
      keptCount -= size
      _ = revisit(child, at: place.child(index, of: node, isNew: false))
      node.subtreeSize += child.subtreeSize - size
    }
    if watchesMembers { scheduleLifecycle(of: node, oldMembers: oldMembers) }
    return node
  }

  /// Queues a modifier's appear and disappear actions once per member of its content, as in
  /// SwiftUI, where a modifier on a list (a `Group`, a conditional, a custom view whose body is
  /// several views; in the engine a `ForEach` too) applies to each member: a member that is new
  /// runs `onAppear`, a member gone from a kept modifier runs `onDisappear`. Members are
  /// compared by the view they stand for (``Node/lifecycleAnchor``). On a single view this is
  /// the view itself; on an `EmptyView` the actions never run.
  private func scheduleLifecycle(of node: Node, oldMembers: [(member: Node, anchor: Node)]) {
    let newMembers = node.contentSubviews.map(\.anchored)
    let oldAnchors = Set(oldMembers.map { ObjectIdentifier($0.anchor) })
    let newAnchors = Set(newMembers.map { ObjectIdentifier($0.anchor) })
    if let action = node.onAppear {
      for (member, anchor) in newMembers where !oldAnchors.contains(ObjectIdentifier(anchor)) {
        appearing.append((node.lifecyclePath(of: member), action))
      }
    }
    if let action = node.onDisappear {
      for (member, anchor) in oldMembers where !newAnchors.contains(ObjectIdentifier(anchor)) {
        memberDisappearing.append((node.lifecyclePath(of: member), action))
      }
    }
  }

  // MARK: Finish

  /// Discards removed subtrees, runs lifecycle actions and returns the update's trace.
  func finish(number: Int, cause: String) -> UpdateTrace {
    var removalEvents: [TraceEvent] = []
    var disappearing: [(path: String, action: () -> Void)] = []
    var removedCount = 0
    let inTreeOrder = removedRoots.enumerated().sorted { lhs, rhs in
      lhs.element.position == rhs.element.position
        ? lhs.offset < rhs.offset
        : lhs.element.position.lexicographicallyPrecedes(rhs.element.position)
    }
    for (_, (root, _)) in inTreeOrder {
      removalEvents.append(TraceEvent(.removed, root.path))
      for node in root.subtree {
        removedCount += 1
        node.isRemoved = true
        tracker.forgetReads(of: node)
        tracker.stopObserving(for: node)
        for box in node.states {
          box.isDiscarded = true
          let text = ValueText.describe(box.value)
          removalEvents.append(TraceEvent(.stateDiscarded, node.path, state: (box.name, text)))
        }
        if let action = node.onDisappear {
          if node.isOnRootChain {
            disappearing.append((node.path, action))
            continue
          }
          for member in node.contentSubviews {
            disappearing.append((node.lifecyclePath(of: member), action))
          }
        }
      }
    }
    disappearing += memberDisappearing
    // The new identities' appear actions run before the old ones' disappear actions: SwiftUI's
    // order after an `.id` change (OpenSwiftUI's compatibility tests, run against SwiftUI). The
    // order after other identity changes is not documented; the engine uses the same one.
    var lifecycleEvents: [TraceEvent] = []
    for (path, action) in appearing {
      lifecycleEvents.append(TraceEvent(.appeared, path))
      action()
    }
    for (path, action) in disappearing {
      lifecycleEvents.append(TraceEvent(.disappeared, path))
      action()
    }
    issues += tracker.takeIssues()
    return UpdateTrace(
      number: number, cause: cause, events: removalEvents + treeEvents + lifecycleEvents,
      insertedCount: insertedCount, removedCount: removedCount, keptCount: keptCount,
      bodies: bodies, issues: issues)
  }
}
