extension ViewHost {
  /// The current tree as indented text, one line per visible view, two spaces a level.
  ///
  /// Rules: `Text "3"`, `Button "toggle"` (a label that is not a lone text is indented below
  /// `Button`), `Color red`, `Spacer`, `Stack(vertical)` or `Stack(horizontal, spacing: 4)`;
  /// a custom view or custom modifier shows its name and state, `CounterView (counter = 3)`,
  /// with its body indented below. Primitive modifiers become attributes on the modified view's
  /// line, innermost first: `Text "3" [foregroundStyle: blue, padding: 8]`. As in SwiftUI's
  /// layout, views are lists: structural views (multi-child, branching, type-erasing), `Group`
  /// and `ForEach` are flattened into their members, so a stack shows its resolved subviews one a
  /// line and a modifier on a group marks each member; `EmptyView` (and a `nil` optional) shows
  /// nothing, not even an empty line. A custom view whose body is several views (or none) is no
  /// subview of its own: its name heads its members, and a modifier on it marks each member, not
  /// the name.
  public func render() -> String {
    (root.map(Self.lines) ?? []).map(\.text).joined(separator: "\n")
  }

  private struct Line {
    var depth: Int
    var label: String
    var attributes: [String] = []
    /// Whether this line heads one of the resolved subviews of the node that made it: the lines
    /// a modifier on that node marks.
    var isMember = false

    var text: String {
      let indent = String(repeating: "  ", count: depth)
      let suffix = attributes.isEmpty ? "" : " [" + attributes.joined(separator: ", ") + "]"
      return indent + label + suffix
    }
  }

  private static func lines(_ node: Node) -> [Line] {
    let children = node.children.flatMap(lines)
    // Inside a view that is one subview, its content's lines head no subview of the parent.
    let nested = children.map {
      Line(depth: $0.depth + 1, label: $0.label, attributes: $0.attributes)
    }
    func single(_ label: String) -> Line {
      Line(depth: 0, label: label, isMember: true)
    }
    switch node.kind {
    case .text(let content):
      return [single("Text \(content.debugDescription)")]
    case .button:
      if let label = node.children.first, case .text(let content) = label.kind {
        return [single("Button \(content.debugDescription)")]
      }
      return [single("Button")] + nested
    case .color(let name):
      return [single("Color \(name)")]
    case .empty:
      return []
    case .spacer:
      return [single("Spacer")]
    case .stack(let axis, let spacing):
      let spacingText = spacing.map { ", spacing: \($0)" } ?? ""
      return [single("Stack(\(axis)\(spacingText))")] + nested
    case .modifier(let attribute):
      return children.map { line in
        var line = line
        if line.isMember { line.attributes.append(attribute) }
        return line
      }
    case .customModifier(let name):
      return [single(name + node.stateSuffix)] + nested
    case .placeholder, .multiChild, .branching, .erasing, .group, .forEach, .equatable:
      return children
    case .custom:
      let name = ValueText.compactName(node.type) + node.stateSuffix
      if node.resolvedSubviews.first === node { return [single(name)] + nested }
      // A list: the name heads the members, which stay the lines a modifier marks.
      let members = children.map { line in
        var line = line
        line.depth += 1
        return line
      }
      return [Line(depth: 0, label: name)] + members
    case .opaque:
      return [single(ValueText.compactName(node.type))]
    }
  }

  /// Every node of the current tree, one a line: its slot, its full type and its state.
  ///
  /// A node's identity is the chain of `slot: Type` lines from the root down to it. Slots are
  /// `root`, `body`, `[i]` (position in a multi-child view), `branch k`, `erased`, `content`,
  /// `label` and `id v` (an explicit identity: `.id(v)`, or a `ForEach` element whose id is `v`).
  public func identityTree() -> String {
    guard let root else { return "" }
    var lines: [String] = []
    func visit(_ node: Node, depth: Int) {
      let indent = String(repeating: "  ", count: depth)
      lines.append(
        indent + node.key.name + ": " + ValueText.fullName(node.type) + node.stateSuffix)
      for child in node.children { visit(child, depth: depth + 1) }
    }
    visit(root, depth: 0)
    return lines.joined(separator: "\n")
  }
}
