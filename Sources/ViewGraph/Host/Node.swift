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
  /// The state of this identity, in declaration order.
  var states: [StateBox] = []
  /// The type that declares the state: the view, or the custom modifier.
  var stateOwner: Any.Type?
  var onDisappear: (() -> Void)?
  /// A primitive modifier's value as of the last update, to report what a kept node changed.
  var value: ModifierValue?
  /// For a `ForEach` over a constant range: the range it was inserted with, which it keeps.
  var initialRange: Range<Int>?
  var children: [Node] = []
  /// The node's position in the tree's pre-order, as of the last update that visited it.
  var order = 0

  init(key: SlotKey, type: Any.Type, kind: NodeKind, prefix: [String]) {
    self.key = key
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
    switch kind {
    case .custom, .modifier:
      let members = content.resolvedSubviews
      return members.count == 1 ? members[0].lifecycleAnchor : self
    default:
      return self
    }
  }

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
