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
    // TODO: Kata 6.4. This screen works, but each .if below is two identities: a flip removes
    // the counter and inserts a new one, a fade where a padding and an opacity should animate,
    // and the count starts again at 0. Move both conditions into the modifiers' values.
    // Lessons/06-modifiers/6.4-animation-or-transition.md
    VStack {
      TapCounter()
        .if(isEmphasized) { $0.padding(12) }
        .if(!isEmphasized) { $0.opacity(0.5) }
      Button("emphasize") { isEmphasized.toggle() }
    }
  }
}
