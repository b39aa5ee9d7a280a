/// One node of the live tree: a view's identity, its kind, its state and its children.
final class Node {
  /// The slot under the parent; part of the identity.
  let key: SlotKey
  /// The view's full type; part of the identity.
  let type: Any.Type
  /// The readable identity path, one segment per step, ending with the node's compact name.
  let path: String
  /// The path segments that this node's children start from.
  let childPrefix: [String]
  var kind: NodeKind
  /// The view value the node was last evaluated with or kept: what a new value is compared
  /// with, and what the body runs on when only the node's own dependencies changed.
  var view: any View
  /// The modifier scope the value lives in, for the `content` of custom modifiers.
  var scope: ContentScope?
  weak var parent: Node?
  /// The state of this identity, in declaration order.
  var states: [StateBox] = []
  /// The type that declares the state: the view, or the custom modifier.
  var stateOwner: Any.Type?
  /// The property names (`_count`) under which this node's value holds each state it can
  /// read, its own or another's through a binding: the reasons `_printChanges()` prints.
  var dynamicLabels: [ObjectIdentifier: String] = [:]
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?
  /// A primitive modifier's value as of the last update, to report what a kept node changed.
  var value: ModifierValue?
  /// For a `ForEach` over a constant range: the range it was inserted with, which it keeps.
  var initialRange: Range<Int>?
  var children: [Node] = []
  /// The number of nodes in this subtree, this node included.
  var subtreeSize = 1

  // Dependencies (see ``DependencyTracker``).
  /// The state boxes the last evaluation read.
  var stateReads: [StateBox] = []
  /// The `@Published` storage of the objects the node's value holds in `@ObservedObject`s.
  var observedBoxes: [PublishedBox] = []
  /// Counts the evaluations, so that an Observation notice armed by an older one is ignored.
  var generation = 0
  /// Whether the body must run in the next pass, and why, in `_printChanges()`'s words.
  var isInvalid = false
  var pendingReasons: [String] = []
  /// Whether a node below this one is invalid: the pass walks down here.
  var leadsToInvalid = false
  /// Set when the node leaves the tree: nothing marks it again.
  var isRemoved = false
  /// Whether the node is on the root's chain of single views: the root, its body, and the
  /// content of modifiers, erased and conditional views below it, down to the first container
  /// or list. SwiftUI shows a host's root as one view, so a lifecycle modifier there runs its
  /// actions once, when the modifier itself is inserted or removed, whatever its content
  /// resolves to: `AnyView(EmptyView()).onAppear` as a root's body appears once (OpenSwiftUI's
  /// compatibility tests, run against SwiftUI), where in a stack it would appear for no member.
  var isOnRootChain = false

  init(key: SlotKey, view: any View, kind: NodeKind, prefix: [String]) {
    self.key = key
    self.view = view
    let type = Swift.type(of: view)
    self.type = type
    self.kind = kind
    let slot = key.pathName.map { [$0] } ?? []
    path = (prefix + slot + [ValueText.compactName(type)]).joined(separator: " › ")
    childPrefix = prefix + slot + (kind.isStructural ? [] : [ValueText.shortName(type)])
  }

  /// This node and its descendants, in pre-order.
  var subtree: [Node] {
    [self] + children.flatMap(\.subtree)
  }

  /// The subviews a container lays out for this node, as in SwiftUI: an `EmptyView` resolves
  /// to none, a group or a structural view to its members' resolved subviews, a primitive
  /// modifier on a list to that list (it applies to each member), a custom view whose body is
  /// not exactly one view to its body's members (a custom view is no container: its body is a
  /// list like any other), any other view (a primitive, a modified single view, a custom view
  /// whose body is one view) to itself.
  var resolvedSubviews: [Node] {
    if kind.isList { return children.flatMap(\.resolvedSubviews) }
    guard let content = children.first else { return [self] }
    switch kind {
    case .modifier:
      let members = content.resolvedSubviews
      if members.count != 1 || members[0] !== content { return members }
    case .custom:
      // One view keeps the custom view as the subview, so its paths and renders stay its own.
      let members = content.resolvedSubviews
      if members.count != 1 { return members }
    default:
      break
    }
    return [self]
  }

  /// The resolved subviews of this node's children: for a modifier, the members it applies to.
  var contentSubviews: [Node] {
    children.flatMap(\.resolvedSubviews)
  }

  /// The view a resolved subview stands for across updates: a custom view whose body is one
  /// view, or a modifier on one view, stands for that view. A body that grows from one view to
  /// two resolves first to the custom view itself, then to both views: the first is the same
  /// view all along, so a modifier's appear and disappear actions must not run for it again.
  var lifecycleAnchor: Node {
    guard let content = children.first else { return self }
    // `.id` gives its content a new identity inside it: from outside it is one view all along,
    // so a modifier outside `.id(x)` does not appear again for a new `x`, as in SwiftUI.
    if case .id = content.key { return self }
    switch kind {
    case .custom, .modifier:
      let members = content.resolvedSubviews
      return members.count == 1 ? members[0].lifecycleAnchor : self
    default:
      return self
    }
  }

  /// A member with the view it stands for, as lifecycle actions compare them.
  var anchored: (member: Node, anchor: Node) {
    (self, lifecycleAnchor)
  }

  /// Whether the view stands for one of SwiftUI's primitives (``SwiftUIPrimitive``): its body
  /// runs, but no trace reports it.
  var standsForPrimitive: Bool {
    type is any SwiftUIPrimitive.Type
  }

  /// The name a body run is reported under, as `_printChanges()` prints it: the view's, or the
  /// custom modifier's (the type that declares the state, ``stateOwner``, bound before the first
  /// body runs). Derived once per node: a whole-tree pass over a long list asks for it per row.
  lazy var bodyTypeName: String = ValueText.printedName(stateOwner ?? type)

  /// The path a lifecycle event of this modifier names for one member: the modifier's own path
  /// when the member is its whole content (one view), the member's path inside a list.
  func lifecyclePath(of member: Node) -> String {
    children.count == 1 && children[0] === member ? path : member.path
  }

  /// The state as a suffix for renders: ` (counter = 3)`, or nothing.
  var stateSuffix: String {
    if states.isEmpty { return "" }
    let pairs = states.map { "\($0.name) = \(ValueText.describe($0.value))" }
    return " (" + pairs.joined(separator: ", ") + ")"
  }
}
