/// What the engine learns from one view value: its node kind, its state and its children.
struct Expansion {
  /// How the node renders.
  var kind: NodeKind
  /// The value whose `@State` properties belong to this node, and that value's type.
  var stateOwner: (value: Any, type: Any.Type)?
  /// A primitive modifier's value, reported as `changed` when a kept node's value differs.
  var value: ModifierValue?
  /// Run when the node is inserted, after the tree is reconciled.
  var onAppear: (() -> Void)?
  /// Run when the node is removed, after the tree is reconciled.
  var onDisappear: (() -> Void)?
  /// Problems with this view value that the update reports, such as a `ForEach` id used twice.
  var issues: [String] = []
  /// The child views; called after the state of this node is bound.
  var children: () -> [ChildView]

  init(
    kind: NodeKind,
    stateOwner: (value: Any, type: Any.Type)? = nil,
    children: @escaping () -> [ChildView] = { [] },
    onAppear: (() -> Void)? = nil,
    onDisappear: (() -> Void)? = nil
  ) {
    self.kind = kind
    self.stateOwner = stateOwner
    self.onAppear = onAppear
    self.onDisappear = onDisappear
    self.children = children
  }
}

/// A child view waiting to be reconciled, with its slot and the modifier scope it lives in.
struct ChildView {
  var key: SlotKey
  var view: any View
  var scope: ContentScope?
}
