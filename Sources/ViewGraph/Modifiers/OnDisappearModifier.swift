/// A primitive modifier that runs an action when its node is removed from the tree.
public struct OnDisappearModifier: ViewModifier {
  /// The action, run after the update that removes the node.
  public let action: () -> Void

  /// Creates the modifier.
  /// - Parameter action: The action, run after the update that removes the node.
  public init(action: @escaping () -> Void) {
    self.action = action
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension OnDisappearModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("onDisappear", onDisappear: action) }
}
