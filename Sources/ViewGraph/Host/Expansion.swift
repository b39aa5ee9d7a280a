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
  /// For `ForEach(0..<n)`: the range this value holds, and how to build the children of any range.
  var constantRange: ConstantRange?
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

/// What the engine needs of a `ForEach` over a constant range: SwiftUI reads only the range's
/// initial value (the compiler warns about a range that is not a constant, and at run time
/// SwiftUI logs when the count changes), so the engine builds the children of the first range
/// it saw for the node.
struct ConstantRange {
  /// The range in this view value.
  var range: Range<Int>
  /// Builds the children for a range, with this view value's content closure.
  var children: (Range<Int>) -> [ChildView]

  /// The issue reported when the range is not the one the node started with.
  func issue(initial: Range<Int>) -> String {
    "the range \(range) is not the initial \(initial); ForEach(_:content:) reads only the "
      + "initial range, so the engine, like SwiftUI (which logs a warning), still shows "
      + "\(initial): for data that changes, give ids with ForEach(_:id:content:) or Identifiable"
  }
}

/// A child view waiting to be reconciled, with its slot and the modifier scope it lives in.
struct ChildView {
  var key: SlotKey
  var view: any View
  var scope: ContentScope?
  /// How the parent compares this child's new value with its old one, when not by the default
  /// rule (``InputComparison``): an `EquatableView` compares with `==`.
  var sameInput: ((any View, any View) -> Bool)? = nil
}
