/// A primitive view that displays a string.
public struct Text: View {
  /// The text this view displays.
  public let content: String

  /// Creates a view that displays the given string.
  /// - Parameter content: The text to display.
  public init(_ content: String) {
    self.content = content
  }

  /// Text is a primitive: it has no body.
  public typealias Body = Never
}

extension Text: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .text(content))
  }
}
