/// A primitive modifier that gives the content an explicit identity: a new value is a new view.
public struct IDModifier: ViewModifier {
  /// The identity value; when it changes, the content's state is reset.
  public let value: AnyHashable

  /// Creates the modifier.
  /// - Parameter value: The identity value; when it changes, the content's state is reset.
  public init(value: AnyHashable) {
    self.value = value
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension IDModifier: PrimitiveModifier {
  var effect: ModifierEffect {
    ModifierEffect("id", value: ValueText.describe(value.base), identity: value)
  }
}
