extension View {
  /// Applies a modifier to this view.
  /// - Parameter modifier: The modifier to apply.
  /// - Returns: The view wrapped with the modifier; its type names both.
  public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
    ModifiedContent(content: self, modifier: modifier)
  }

  /// Sets the color of this view's text and shapes.
  /// - Parameter color: The color to use.
  public func foregroundStyle(_ color: Color) -> ModifiedContent<Self, ForegroundStyleModifier> {
    modifier(ForegroundStyleModifier(color: color))
  }

  /// Puts a color behind this view.
  /// - Parameter color: The color behind the view.
  public func background(_ color: Color) -> ModifiedContent<Self, BackgroundModifier> {
    modifier(BackgroundModifier(color: color))
  }

  /// Adds space around this view.
  /// - Parameter amount: The space on each edge.
  public func padding(_ amount: Int = 8) -> ModifiedContent<Self, PaddingModifier> {
    modifier(PaddingModifier(amount: amount))
  }

  /// Changes this view's opacity; a new value keeps the identity and shows as `changed`.
  /// - Parameter value: The opacity, from 0 (invisible) to 1 (opaque).
  public func opacity(_ value: Double) -> ModifiedContent<Self, OpacityModifier> {
    modifier(OpacityModifier(value: value))
  }

  /// Runs an action after the update that inserts this view.
  /// - Parameter action: The action to run.
  public func onAppear(
    perform action: @escaping () -> Void
  ) -> ModifiedContent<Self, OnAppearModifier> {
    modifier(OnAppearModifier(action: action))
  }

  /// Runs an action after the update that removes this view.
  /// - Parameter action: The action to run.
  public func onDisappear(
    perform action: @escaping () -> Void
  ) -> ModifiedContent<Self, OnDisappearModifier> {
    modifier(OnDisappearModifier(action: action))
  }

  /// Gives this view an explicit identity: when the value changes, the view is a new view.
  /// - Parameter value: The identity value.
  public func id(_ value: some Hashable) -> ModifiedContent<Self, IDModifier> {
    modifier(IDModifier(value: AnyHashable(value)))
  }
}
