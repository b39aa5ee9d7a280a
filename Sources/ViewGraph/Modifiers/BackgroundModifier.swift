/// A primitive modifier that puts a color behind the content.
public struct BackgroundModifier: ViewModifier {
  /// The color behind the content.
  public let color: Color

  /// Creates the modifier.
  /// - Parameter color: The color behind the content.
  public init(color: Color) {
    self.color = color
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension BackgroundModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("background", value: color.name) }
}
