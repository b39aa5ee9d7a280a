/// A primitive modifier that runs an action when its node is inserted into the tree.
public struct OnAppearModifier: ViewModifier {
  /// The action, run after the update that inserts the node.
  public let action: () -> Void

  /// Creates the modifier.
  /// - Parameter action: The action, run after the update that inserts the node.
  public init(action: @escaping () -> Void) {
    self.action = action
  }

  /// A primitive modifier: the engine handles it.
  public typealias Body = Never
}

extension OnAppearModifier: PrimitiveModifier {
  var effect: ModifierEffect { ModifierEffect("onAppear", onAppear: action) }
}
