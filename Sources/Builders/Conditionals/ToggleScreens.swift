import ViewGraph

/// The seed's first screen: a `@ViewBuilder` function chooses between two counters with
/// `if`/`else`, and a button flips the condition.
///
/// Both branches build the same type, `ModifiedContent<TapCounter, ForegroundStyleModifier>`,
/// yet the builder wraps them in a ``ConditionalContent``: each branch is its own identity, so
/// toggling discards the counter's state and starts a new counter at 0.
public struct BuilderToggleScreen: View {
  /// Which branch is shown: `true` shows the blue counter, `false` the red one.
  @State var condition = true

  /// Creates the screen, showing the blue counter.
  public init() {}

  /// The counter from `someView()`, then a button labelled `toggle`.
  public var body: some View {
    VStack {
      someView()
      Button("toggle") { condition.toggle() }
    }
  }

  /// A blue counter or a red one, chosen by a builder `if`/`else`: two identities.
  @ViewBuilder
  func someView() -> some View {
    if condition {
      TapCounter().foregroundStyle(.blue)
    } else {
      TapCounter().foregroundStyle(.red)
    }
  }
}

/// The seed's first screen without `@ViewBuilder`: `if`/`else` is an expression (SE-0380) whose
/// branches have one type, so the function returns that type and there is only one identity.
public struct ExpressionToggleScreen: View {
  /// Which color the counter has: `true` for blue, `false` for red.
  @State var condition = true

  /// Creates the screen, showing the blue counter.
  public init() {}

  /// The counter from `someView()`, then a button labelled `toggle`.
  public var body: some View {
    VStack {
      someView()
      Button("toggle") { condition.toggle() }
    }
  }

  /// A blue or red counter; no builder, so no branches: one type, one identity.
  func someView() -> some View {
    if condition {
      TapCounter().foregroundStyle(.blue)
    } else {
      TapCounter().foregroundStyle(.red)
    }
  }
}

/// The usual fix: one counter whose modifier takes the condition as a value (a ternary), so the
/// view's type and position, and thus its identity, never change.
public struct TernaryToggleScreen: View {
  /// Which color the counter has: `true` for blue, `false` for red.
  @State var condition = true

  /// Creates the screen, showing the blue counter.
  public init() {}

  /// One counter whose color depends on the condition, then a button labelled `toggle`.
  public var body: some View {
    VStack {
      TapCounter().foregroundStyle(condition ? .blue : .red)
      Button("toggle") { condition.toggle() }
    }
  }
}
