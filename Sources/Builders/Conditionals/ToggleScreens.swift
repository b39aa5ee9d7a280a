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
/// A helper function, unlike `body`, gets no builder unless it is marked with one.
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

/// The case learners meet first: the same `if`/`else` written directly in `body`, with no
/// `@ViewBuilder` in sight, and the button after it.
///
/// `View.body` is declared with the view builder, as in SwiftUI, and SE-0289 infers it for this
/// `body`: the `if`/`else` goes through `buildEither` into a ``ConditionalContent``, two
/// branches, two identities. The toggle resets the counter, as in ``BuilderToggleScreen``.
public struct BodyToggleScreen: View {
  /// Which branch is shown: `true` shows the blue counter, `false` the red one.
  @State var condition = true

  /// Creates the screen, showing the blue counter.
  public init() {}

  /// A blue counter or a red one, chosen by an `if`/`else` written here, then a button labelled
  /// `toggle`: a block of two views.
  public var body: some View {
    if condition {
      TapCounter().foregroundStyle(.blue)
    } else {
      TapCounter().foregroundStyle(.red)
    }
    Button("toggle") { condition.toggle() }
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
