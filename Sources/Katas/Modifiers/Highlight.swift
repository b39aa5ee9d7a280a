import ViewGraph

/// A custom modifier that marks a view with a colored background, and adds a button that turns
/// the mark off and on again.
///
/// ```swift
/// TapCounter().modifier(Highlight(color: .yellow))
/// TapCounter().highlighted(.yellow)  // the same, through the convenience extension
/// ```
///
/// The modifier has state of its own, `isOn`: the engine keeps it per identity, beside the
/// modified view's state, for as long as the modified view's type and position stay the same.
public struct Highlight: ViewModifier {
  /// The color behind the modified view while the highlight is on.
  public let color: Color
  /// Whether the highlight shows; the `highlight` button toggles it.
  @State var isOn = true

  /// Creates a highlight.
  /// - Parameter color: The color behind the modified view while the highlight is on.
  public init(color: Color = .yellow) {
    self.color = color
  }

  /// A vertical stack: the modified view, padded, on the highlight's color (or `clear` while the
  /// highlight is off), then a button labelled `highlight` that toggles it.
  /// - Parameter content: The placeholder for the modified view.
  /// - Returns: The stack.
  public func body(content: Content) -> some View {
    // TODO: Kata 6.1. A VStack of `content` with padding(4) and a background of `color` while
    // `isOn` (clear otherwise), then Button("highlight") toggling `isOn`.
    // Lessons/06-modifiers/6.1-custom-modifier.md
    Text("TODO")
  }
}

extension View {
  /// Highlights this view with a ``Highlight`` modifier.
  /// - Parameter color: The color behind the view while the highlight is on.
  /// - Returns: This view with the modifier applied, a `ModifiedContent<Self, Highlight>`.
  public func highlighted(_ color: Color = .yellow) -> some View {
    // TODO: Kata 6.1. Apply Highlight(color: color) with modifier(_:).
    // Lessons/06-modifiers/6.1-custom-modifier.md
    Text("TODO")
  }
}
