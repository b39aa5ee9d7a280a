/// A modifier the engine handles itself; internal, so only the engine's modifiers are primitive.
protocol PrimitiveModifier {
  /// What the modifier does to the node of its content.
  var effect: ModifierEffect { get }
}

/// What a primitive modifier contributes: a rendered attribute, an explicit identity, actions.
struct ModifierEffect {
  var attribute: String
  var identity: AnyHashable?
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?

  init(
    _ attribute: String,
    identity: AnyHashable? = nil,
    onAppear: (() -> Void)? = nil,
    onDisappear: (() -> Void)? = nil
  ) {
    self.attribute = attribute
    self.identity = identity
    self.onAppear = onAppear
    self.onDisappear = onDisappear
  }
}
