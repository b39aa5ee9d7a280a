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
    // TODO: Kata 4.3. A VStack of someView() and a "toggle" button; someView() is a @ViewBuilder
    // if/else: a blue TapCounter when `condition` holds, a red one otherwise.
    // Lessons/04-conditionals/4.3-toggle-identity.md
    Text("TODO")
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
    // TODO: Kata 4.3. The same screen, but someView() has no @ViewBuilder: its if/else is an
    // expression of one type. Lessons/04-conditionals/4.3-toggle-identity.md
    Text("TODO")
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
    // TODO: Kata 4.3. No VStack and no helper: the if/else itself (a blue TapCounter when
    // `condition` holds, a red one otherwise), then the "toggle" button, both directly here.
    // Lessons/04-conditionals/4.3-toggle-identity.md
    Text("TODO")
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
    // TODO: Kata 4.3. One TapCounter whose foregroundStyle takes a ternary, then the button.
    // Lessons/04-conditionals/4.3-toggle-identity.md
    Text("TODO")
  }
}
