/// A view with a modifier applied; its type names both, so a different modifier type is a
/// different identity.
public struct ModifiedContent<Content: View, Modifier: ViewModifier>: View {
  /// The view being modified.
  public let content: Content
  /// The modifier applied to it.
  public let modifier: Modifier

  /// Applies a modifier to a view.
  /// - Parameters:
  ///   - content: The view being modified.
  ///   - modifier: The modifier to apply.
  public init(content: Content, modifier: Modifier) {
    self.content = content
    self.modifier = modifier
  }

  /// Modified content is handled by the engine: it has no body.
  public typealias Body = Never
}

extension ModifiedContent: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    if let primitive = modifier as? any PrimitiveModifier {
      let effect = primitive.effect
      let key = effect.identity.map(SlotKey.id) ?? .content
      var expansion = Expansion(
        kind: .modifier(attribute: effect.attribute),
        children: { [ChildView(key: key, view: content, scope: scope)] },
        onAppear: effect.onAppear,
        onDisappear: effect.onDisappear
      )
      expansion.value = effect.animatableValue
      return expansion
    }
    let inner = ContentScope(
      modifier: ObjectIdentifier(Modifier.self), content: content, outer: scope)
    return Expansion(
      kind: .customModifier(name: ValueText.compactName(Modifier.self)),
      stateOwner: (modifier, Modifier.self)
    ) {
      [ChildView(key: .body, view: modifier.body(content: ViewModifierContent()), scope: inner)]
    }
  }
}

extension ModifiedContent: CompactlyNamed {
  static var compactName: String {
    let content = ValueText.compactName(Content.self)
    return "ModifiedContent<\(content), \(ValueText.compactName(Modifier.self))>"
  }
}
