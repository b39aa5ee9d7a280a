/// A primitive view that fills its space with a named color; also used by color modifiers.
public struct Color: View, Sendable, Hashable {
  /// The color's name, as the renderer prints it.
  public let name: String

  /// Creates a color with the given name.
  /// - Parameter name: The name the renderer prints, such as `"teal"`.
  public init(name: String) {
    self.name = name
  }

  /// Color is a primitive: it has no body.
  public typealias Body = Never

  /// Red.
  public static let red = Color(name: "red")
  /// Orange.
  public static let orange = Color(name: "orange")
  /// Yellow.
  public static let yellow = Color(name: "yellow")
  /// Green.
  public static let green = Color(name: "green")
  /// Blue.
  public static let blue = Color(name: "blue")
  /// Purple.
  public static let purple = Color(name: "purple")
  /// Gray.
  public static let gray = Color(name: "gray")
  /// Black.
  public static let black = Color(name: "black")
  /// White.
  public static let white = Color(name: "white")
  /// No color at all.
  public static let clear = Color(name: "clear")
}

extension Color: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .color(name))
  }
}
