import ViewGraph

/// A counter that a button emphasizes: more padding and full opacity while emphasized, dimmed
/// without padding otherwise.
///
/// Both conditions live in the modifiers' values, so the counter is one identity: a flip is
/// two changed values on a kept view, which SwiftUI animates, and the count survives it.
public struct EmphasisScreen: View {
  /// Whether the counter is emphasized.
  @State var isEmphasized = false

  /// Creates the screen, with the counter not emphasized.
  public init() {}

  /// The counter, with a padding of 12 and an opacity of 1 while emphasized and a padding of 0
  /// and an opacity of 0.5 otherwise, then a button labelled `emphasize` that flips it.
  public var body: some View {
    VStack {
      // Padding 0 and opacity 1 are inert: the modifiers are always there, only values move.
      TapCounter()
        .padding(isEmphasized ? 12 : 0)
        .opacity(isEmphasized ? 1 : 0.5)
      Button("emphasize") { isEmphasized.toggle() }
    }
  }
}
