/// How a node renders; also tells whether the node is structural (left out of paths).
enum NodeKind {
  case text(String)
  case button(() -> Void)
  case color(String)
  case empty
  case spacer
  case stack(Axis, spacing: Int?)
  /// A `Group`: one position for identity, its members for layout.
  case group
  /// A `ForEach`: one position for identity, each element under its id, its members for layout.
  case forEach
  /// An `EquatableView`: its content, compared by the content's `==`.
  case equatable
  /// A primitive modifier; `attribute` is appended to the modified view's line.
  case modifier(attribute: String)
  /// A custom modifier, rendered by name with its body indented.
  case customModifier(name: String)
  /// A custom modifier's `content` placeholder.
  case placeholder
  case multiChild
  case branching
  case erasing
  /// A view with a body.
  case custom
  /// A view with no body that the engine does not know.
  case opaque

  /// Whether the node runs code of the learner's when it is evaluated: a custom view's `body`, a
  /// custom modifier's `body(content:)`. These are the comparison boundaries: such a node is
  /// evaluated only when its value or one of its dependencies changed.
  var hasBody: Bool {
    switch self {
    case .custom, .customModifier: true
    default: false
    }
  }

  /// Whether a node of this kind on the root's chain of single views passes the chain on to its
  /// children: views that stand for one view (a body, a modifier's content, an erased or a
  /// conditional view), not containers or lists.
  var passesRootChain: Bool {
    switch self {
    case .custom, .modifier, .customModifier, .placeholder, .erasing, .branching, .equatable:
      true
    default: false
    }
  }

  /// Whether trace paths show this node only through the slots of its children.
  var isStructural: Bool {
    switch self {
    case .multiChild, .branching, .erasing, .placeholder: true
    default: false
    }
  }

  /// Whether a container sees this node as a list whose members are its resolved subviews,
  /// rather than as one subview: `EmptyView`, groups, `ForEach` and the structural views.
  var isList: Bool {
    switch self {
    case .empty, .group, .forEach, .equatable, .multiChild, .branching, .erasing, .placeholder:
      true
    default: false
    }
  }
}
