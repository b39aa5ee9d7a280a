/// The placeholder for the modified view inside a custom modifier's `body(content:)`.
///
/// The engine resolves it to the view the modifier was applied to; that view gets the slot
/// `content` under the placeholder. Only the engine creates placeholders.
public struct ViewModifierContent<Modifier: ViewModifier>: View {
  /// The placeholder is resolved by the engine: it has no body.
  public typealias Body = Never
}

extension ViewModifierContent: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    guard let found = scope?.lookup(ObjectIdentifier(Modifier.self)) else {
      return Expansion(kind: .placeholder)
    }
    return Expansion(kind: .placeholder) {
      [ChildView(key: .modifierContent, view: found.content, scope: found.outer)]
    }
  }
}
