/// The position of a node under its parent; with the node's type it makes the node's identity.
enum SlotKey: Hashable {
  /// The root of the tree.
  case root
  /// The body of a custom view or of a custom modifier.
  case body
  /// Position `i` in a multi-child view.
  case child(Int)
  /// Branch `k` of a branching view.
  case branch(Int)
  /// The content of a type-erasing view.
  case erased
  /// The content of a stack or of a primitive modifier.
  case content
  /// A view with an explicit identity: the content of `.id(_:)`, or one element of a `ForEach`.
  /// A new value is a new view; the same value, even at another position, is the same view.
  case id(AnyHashable)
  /// The modified view, plugged in where a custom modifier's body uses its `content`.
  case modifierContent
  /// The label of a button.
  case label

  /// The slot's name in the identity tree.
  var name: String {
    switch self {
    case .root: "root"
    case .body: "body"
    case .child(let index): "[\(index)]"
    case .branch(let index): "branch \(index)"
    case .erased: "erased"
    case .content: "content"
    case .id(let value): "id \(ValueText.describe(value.base))"
    case .modifierContent: "content"
    case .label: "label"
    }
  }

  /// The slot's name in a trace path, or `nil` where the path leaves it out.
  var pathName: String? {
    switch self {
    case .root, .content: nil
    default: name
    }
  }
}
