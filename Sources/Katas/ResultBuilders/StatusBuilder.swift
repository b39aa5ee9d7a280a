/// A result builder for a status report whose lines depend on conditions.
///
/// A `@StatusBuilder` body may use `if`, `if let`, `if`/`else`, `else if` chains and `switch`.
/// An `if` without `else` goes through ``buildOptional(_:)``; every `if` with an `else`, and
/// every `switch`, goes through ``buildEither(first:)`` and ``buildEither(second:)``:
///
/// ```swift
/// @StatusBuilder func battery(level: Int, charging: Bool) -> [String] {
///   "Battery \(level)%"
///   if charging {
///     "Charging"
///   }
///   if level < 20 {
///     "Low"
///   } else {
///     "OK"
///   }
/// }
/// // battery(level: 15, charging: false) == ["Battery 15%", "Low"]
/// ```
@resultBuilder
public enum StatusBuilder {
  /// Converts a string statement into one line (given: you wrote this in kata 1.2).
  ///
  /// - Parameter line: The text of the statement.
  /// - Returns: A list holding `line` as its only line.
  public static func buildExpression(_ line: String) -> [String] {
    [line]
  }

  /// Concatenates the components of one block, in order (given: kata 1.2).
  ///
  /// - Parameter components: One list of lines for each statement of the block.
  /// - Returns: All the lines, in the order they were written.
  public static func buildBlock(_ components: [String]...) -> [String] {
    components.flatMap { $0 }
  }

  /// Turns the result of an `if` without `else` into lines.
  ///
  /// - Parameter component: The lines of the `if` block when its condition held, or `nil` when
  ///   it did not.
  /// - Returns: The block's lines, or no lines at all when the block did not run.
  public static func buildOptional(_ component: [String]?) -> [String] {
    // TODO: Kata 1.3. Return the lines, or no lines when the block did not run.
    // Lessons/01-result-builders/1.3-build-either.md
    ["TODO"]
  }

  /// Passes on the lines of the first branch of a two-way choice.
  ///
  /// - Parameter component: The lines of the branch that ran.
  /// - Returns: The same lines: in a list, both branches have the same type.
  public static func buildEither(first component: [String]) -> [String] {
    // TODO: Kata 1.3. Return the lines of the branch that ran.
    // Lessons/01-result-builders/1.3-build-either.md
    ["TODO"]
  }

  /// Passes on the lines of the second branch of a two-way choice.
  ///
  /// - Parameter component: The lines of the branch that ran.
  /// - Returns: The same lines: in a list, both branches have the same type.
  public static func buildEither(second component: [String]) -> [String] {
    // TODO: Kata 1.3. Return the lines of the branch that ran.
    // Lessons/01-result-builders/1.3-build-either.md
    ["TODO"]
  }
}
