import ViewGraph

/// The seed's last screen: a counter colored with the builder-free `.if(_:then:else:)`, and a
/// button that flips the color.
///
/// Both closures return `ModifiedContent<TapCounter, ForegroundStyleModifier>`, so the counter
/// is one view of one type at one position: toggling keeps its count.
public struct IfElseScreen: View {
  /// Which color the counter has: `true` for blue, `false` for red.
  @State var condition = true

  /// Creates the screen, showing the blue counter.
  public init() {}

  /// The counter, blue or red through `.if(_:then:else:)`, then a button labelled `toggle`.
  public var body: some View {
    VStack {
      TapCounter()
        .if(condition) {
          $0.foregroundStyle(.blue)
        } else: {
          $0.foregroundStyle(.red)
        }
      Button("toggle") { condition.toggle() }
    }
  }
}

/// The screen of kata 6.2 rewritten without `.if`: the condition moves into the value of an
/// inert modifier, `.opacity(isDimmed ? 0.3 : 1)`, so the counter's identity never changes.
public struct InertDimScreen: View {
  /// Whether the counter is dimmed.
  @State var isDimmed = false

  /// Creates the screen, with the counter not dimmed.
  public init() {}

  /// The counter, at opacity 0.3 while `isDimmed` holds and 1 otherwise, then a button
  /// labelled `toggle`.
  public var body: some View {
    VStack {
      TapCounter().opacity(isDimmed ? 0.3 : 1)
      Button("toggle") { isDimmed.toggle() }
    }
  }
}
