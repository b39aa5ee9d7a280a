/// A primitive modifier that changes the content's opacity but never its identity: a new value on
/// a kept view is a `changed` event, what SwiftUI can animate. At 1 it is inert (it has no effect).
public struct OpacityModifier: ViewModifier {
  /// The opacity, from 0 (invisible) to 1 (opaque).
  public let value: Double

  /// Creates the modifier.
  /// - Parameter value: The opacity, from 0 (invisible) to 1 (opaque).
  public init(value: Double) {
    self.value = value
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension OpacityModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("opacity", value: "\(value)") }
}
