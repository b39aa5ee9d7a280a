/// A primitive modifier that sets the color of the content's text and shapes.
public struct ForegroundStyleModifier: ViewModifier {
  /// The color to use.
  public let color: Color

  /// Creates the modifier.
  /// - Parameter color: The color to use.
  public init(color: Color) {
    self.color = color
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension ForegroundStyleModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("foregroundStyle", value: color.name) }
}
