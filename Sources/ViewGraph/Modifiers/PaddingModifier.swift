/// A primitive modifier that adds space around the content.
public struct PaddingModifier: ViewModifier {
  /// The space on each edge.
  public let amount: Int

  /// Creates the modifier.
  /// - Parameter amount: The space on each edge.
  public init(amount: Int) {
    self.amount = amount
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension PaddingModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("padding", value: "\(amount)") }
}
