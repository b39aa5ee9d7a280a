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

  /// The state as a suffix for renders: ` (counter = 3)`, or nothing.
  var stateSuffix: String {
    if states.isEmpty { return "" }
    let pairs = states.map { "\($0.name) = \(ValueText.describe($0.value))" }
    return " (" + pairs.joined(separator: ", ") + ")"
  }
}
