import ViewGraph

/// A button that counts its taps; its label shows the count, so a test can tap `"0"`.
///
/// The count is `@State`: the engine keeps it per identity, so it shows whether a screen kept
/// this view's identity across an update.
public struct LikeCounter: View {
  @State var likes = 0

  /// Creates a counter that starts at 0.
  public init() {}

  /// A button labelled with the count.
  public var body: some View {
    Button {
      likes += 1
    } label: {
      Text("\(likes)")
    }
  }
}

/// The seed's `AnyView` screen: a plain function erases two *different* types.
///
/// The `true` branch wraps a counter with a foreground style and a background, the `false`
/// branch a counter with a foreground style only. Toggling changes the wrapped type.
public struct SeedErasedScreen: View {
  @State var condition = true

  /// Creates the screen; `condition` starts `true`.
  public init() {}

  /// The erased counter, then a `toggle` button.
  public var body: some View {
    VStack {
      content()
      Button("toggle") { condition.toggle() }
    }
  }

  /// The counter, erased: blue on yellow when `condition` holds, red otherwise.
  /// - Returns: `AnyView` of `LikeCounter().foregroundStyle(.blue).background(.yellow)`, or
  ///   `AnyView` of `LikeCounter().foregroundStyle(.red)`.
  public func content() -> AnyView {
    if condition {
      AnyView(LikeCounter().foregroundStyle(.blue).background(.yellow))
    } else {
      AnyView(LikeCounter().foregroundStyle(.red))
    }
  }
}

/// The seed's `AnyView` screen, fixed: both branches erase the *same* type.
///
/// Both branches apply a foreground style and a background; only the colors differ. The
/// wrapped type never changes, so the counter keeps its identity and its count.
public struct MatchedErasedScreen: View {
  @State var condition = true

  /// Creates the screen; `condition` starts `true`.
  public init() {}

  /// The erased counter, then a `toggle` button.
  public var body: some View {
    VStack {
      content()
      Button("toggle") { condition.toggle() }
    }
  }

  /// The counter, erased: blue on yellow when `condition` holds, red on clear otherwise.
  /// - Returns: `AnyView` of `LikeCounter().foregroundStyle(.blue).background(.yellow)`, or
  ///   `AnyView` of `LikeCounter().foregroundStyle(.red).background(.clear)`.
  public func content() -> AnyView {
    if condition {
      AnyView(LikeCounter().foregroundStyle(.blue).background(.yellow))
    } else {
      AnyView(LikeCounter().foregroundStyle(.red).background(.clear))
    }
  }
}

/// A `@ViewBuilder` function that erases both branches of its `if`/`else` to `AnyView`.
///
/// Both branches wrap the same type, yet the builder still turns the `if`/`else` into a
/// `ConditionalContent<AnyView, AnyView>`: two branches, two identities.
public struct BuilderErasedScreen: View {
  @State var condition = true

  /// Creates the screen; `condition` starts `true`.
  public init() {}

  /// The erased counter, then a `toggle` button.
  public var body: some View {
    VStack {
      content()
      Button("toggle") { condition.toggle() }
    }
  }

  /// The counter in a builder `if`/`else`, each branch erased: blue when `condition` holds,
  /// red otherwise.
  /// - Returns: A `ConditionalContent<AnyView, AnyView>` built by ``ViewBuilder``.
  @ViewBuilder
  public func content() -> some View {
    if condition {
      AnyView(LikeCounter().foregroundStyle(.blue))
    } else {
      AnyView(LikeCounter().foregroundStyle(.red))
    }
  }
}
