import ViewGraph

/// A counter that is dimmed with the `@ViewBuilder` `.if` modifier, and a button that flips
/// whether it is dimmed.
///
/// The counter sits in a `ConditionalContent`: dimmed in branch 0, plain in branch 1. Each
/// toggle moves it to the other branch, a new identity, so its count starts again at 0.
public struct IfModifierScreen: View {
  /// Whether the counter is dimmed.
  @State var isDimmed = false

  /// Creates the screen, with the counter not dimmed.
  public init() {}

  /// The counter, dimmed through `.if` while `isDimmed` holds, then a button labelled
  /// `toggle`.
  public var body: some View {
    // TODO: Kata 6.2. A VStack of a TapCounter dimmed with .if(isDimmed) { $0.opacity(0.3) },
    // then Button("toggle") toggling `isDimmed`. Lessons/06-modifiers/6.2-if-modifier.md
    Text("TODO")
  }
}
