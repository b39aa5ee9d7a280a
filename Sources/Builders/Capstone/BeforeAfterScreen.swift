import ViewGraph

/// The after side's two designs as one modifier: plain (gray, padded by 4) or bold (orange,
/// padded by 12).
///
/// Both designs are the same modifier type with different values, and its body applies the
/// same modifiers in both: switching designs changes values, never the type or the position
/// of the view it styles, so that view keeps its identity and its state.
///
/// ```swift
/// let plain = ReviewCounter("after").modifier(DesignStyle(isBold: false))
/// let bold = ReviewCounter("after").modifier(DesignStyle(isBold: true))
/// // Both are ModifiedContent<ReviewCounter, DesignStyle>.
/// ```
public struct DesignStyle: ViewModifier {
  /// Whether to draw the bold design rather than the plain one.
  public let isBold: Bool

  /// Creates the style of one design.
  /// - Parameter isBold: `true` for the bold design, `false` for the plain one.
  public init(isBold: Bool) {
    self.isBold = isBold
  }

  /// The content padded by 12 and tinted orange when bold; padded by 4 and tinted gray
  /// otherwise.
  /// - Parameter content: The placeholder for the styled view.
  public func body(content: Content) -> some View {
    content
      .padding(isBold ? 12 : 4)
      .foregroundStyle(isBold ? .orange : .gray)
  }
}

/// A before/after comparison whose after side switches between two designs without losing
/// any state.
///
/// A ``CompareView`` shows a `before` counter on the leading side and the after side on the
/// trailing side, under a ``ReviewPin``. The after side shows a `NEW` banner in the bold
/// design only, above an `after` counter styled by ``DesignStyle``. Below the comparison, a
/// `votes` counter is tinted with the design's color, and a `switch design` button flips the
/// design. Switching keeps every counter's count and the pin.
public struct BeforeAfterScreen: View {
  /// Whether the after side shows the bold design; starts with the plain one.
  @State var isBold = false

  /// Creates the screen in the plain design.
  public init() {}

  /// The comparison, the `votes` counter, then the `switch design` button.
  public var body: some View {
    VStack {
      CompareView {
        ReviewCounter("before")
        afterSide().modifier(ReviewPin())
      }
      ReviewCounter("votes").foregroundStyle(isBold ? .orange : .gray)
      Button("switch design") { isBold.toggle() }
    }
  }

  /// The after side in the current design: the `NEW` banner when bold, then the counter.
  ///
  /// The banner is an `if` without `else`, one `Optional` child that holds position 0 whether
  /// or not it shows, so the counter stays at position 1; the design is a value of one
  /// modifier, so the counter's type never changes.
  func afterSide() -> some View {
    VStack(spacing: 0) {
      if isBold {
        Text("NEW")
      }
      ReviewCounter("after").modifier(DesignStyle(isBold: isBold))
    }
  }
}
