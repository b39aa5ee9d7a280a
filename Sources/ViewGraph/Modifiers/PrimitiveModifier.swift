/// A modifier the engine handles itself; internal, so only the engine's modifiers are primitive.
protocol PrimitiveModifier {
  /// What the modifier does to the node of its content.
  var effect: ModifierEffect { get }
}

/// What a primitive modifier contributes: a rendered attribute, an explicit identity, actions.
struct ModifierEffect {
  /// The modifier's name as renders and traces print it, such as `opacity`.
  var name: String
  /// The modifier's value as text, or `nil` for a modifier without one (`onAppear`).
  var value: String?
  var identity: AnyHashable?
  var onAppear: (() -> Void)?
  var onDisappear: (() -> Void)?

  init(
    _ name: String,
    value: String? = nil,
    identity: AnyHashable? = nil,
    onAppear: (() -> Void)? = nil,
    onDisappear: (() -> Void)? = nil
  ) {
    self.name = name
    self.value = value
    self.identity = identity
    self.onAppear = onAppear
    self.onDisappear = onDisappear
  }

  /// The attribute a render appends to the modified view's line: `opacity: 0.3`.
  var attribute: String {
    value.map { "\(name): \($0)" } ?? name
  }

  /// The value that a kept node reports as `changed` when it differs from the last update: what
  /// SwiftUI would animate. An explicit identity has none: a new id is a new view, not a change.
  var animatableValue: ModifierValue? {
    guard identity == nil, let value else { return nil }
    return ModifierValue(name: name, value: value)
  }
}

/// A primitive modifier's name and value, compared between updates of one kept node.
struct ModifierValue: Equatable {
  var name: String
  var value: String
}
