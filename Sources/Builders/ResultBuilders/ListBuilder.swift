/// A result builder that collects the lines of a list, converting each statement to lines.
///
/// Every expression statement in a `@ListBuilder` body first goes through one of the
/// `buildExpression(_:)` overloads, which decide the statement types a list accepts and how
/// each becomes lines. ``buildBlock(_:)`` then concatenates the converted statements:
///
/// ```swift
/// @ListBuilder var groceries: [String] {
///   "Groceries"
///   12
///   ["Milk", "Eggs"]
/// }
/// // groceries == ["Groceries", "12", "Milk", "Eggs"]
/// ```
///
/// A statement of any other type, such as a `Double`, does not compile.
@resultBuilder
public enum ListBuilder {
  /// Converts a string statement into one line, unchanged.
  ///
  /// - Parameter line: The text of the statement.
  /// - Returns: A list holding `line` as its only line.
  public static func buildExpression(_ line: String) -> [String] {
    [line]
  }

  /// Converts an integer statement into one line holding its decimal digits.
  ///
  /// - Parameter number: The value of the statement.
  /// - Returns: A list holding one line, `number` written in base 10 (for example `"-42"`).
  public static func buildExpression(_ number: Int) -> [String] {
    [String(number)]
  }

  /// Accepts a statement that is already a list, such as a call to another list builder.
  ///
  /// - Parameter lines: The lines of the nested list.
  /// - Returns: The same lines, so that the block flattens them into its own list.
  public static func buildExpression(_ lines: [String]) -> [String] {
    lines
  }

  /// Concatenates the converted statements of one block, in order.
  ///
  /// - Parameter components: The result of a `buildExpression(_:)` overload for each statement
  ///   of the block; there may be none.
  /// - Returns: All the lines of all the components, in the order they were written.
  public static func buildBlock(_ components: [String]...) -> [String] {
    components.flatMap { $0 }
  }
}
