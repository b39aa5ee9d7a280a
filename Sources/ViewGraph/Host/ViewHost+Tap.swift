extension ViewHost {
  /// The labels of every button in the tree, in tree order.
  public var buttonLabels: [String] {
    buttons.map(\.label)
  }

  /// Taps the button whose label shows the given text, then updates.
  /// - Parameters:
  ///   - label: The text the button's label shows (its texts joined by spaces).
  ///   - occurrence: Which of several buttons with this label, counted from 0 in tree order;
  ///     `nil` requires exactly one.
  /// - Throws: ``ViewHostError`` when no button, or more than one, matches.
  public func tap(_ label: String, occurrence: Int? = nil) throws {
    let all = buttons
    let matches = all.filter { $0.label == label }
    if matches.isEmpty {
      throw ViewHostError.buttonNotFound(label: label, available: all.map(\.label))
    }
    let index = occurrence ?? 0
    if occurrence == nil, matches.count > 1 {
      throw ViewHostError.ambiguousButton(label: label, count: matches.count)
    }
    guard matches.indices.contains(index) else {
      throw ViewHostError.occurrenceOutOfRange(
        label: label, occurrence: index, count: matches.count)
    }
    matches[index].action()
    run(cause: "tap \(label.debugDescription)")
  }

  private var buttons: [(label: String, action: () -> Void)] {
    (root?.subtree ?? []).compactMap { node in
      guard case .button(let action) = node.kind else { return nil }
      let texts = node.children.flatMap(\.subtree).compactMap { node -> String? in
        if case .text(let content) = node.kind { return content }
        return nil
      }
      return (texts.joined(separator: " "), action)
    }
  }
}
