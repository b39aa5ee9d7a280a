/// A result builder for a checklist whose items may come from `for` loops.
///
/// The compiler builds the body of a `for`...`in` loop once per iteration, collects the results
/// into an array, and passes that array to ``buildArray(_:)``:
///
/// ```swift
/// @ChecklistBuilder func packing(_ items: [String]) -> [String] {
///   "Packing list"
///   for item in items {
///     "[ ] \(item)"
///   }
/// }
/// // packing(["Tent", "Map"]) == ["Packing list", "[ ] Tent", "[ ] Map"]
/// ```
@resultBuilder
public enum ChecklistBuilder {
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

  /// Turns the result of an `if` without `else` into lines (given: kata 1.3).
  ///
  /// - Parameter component: The lines of the `if` block, or `nil` when it did not run.
  /// - Returns: The block's lines, or no lines.
  public static func buildOptional(_ component: [String]?) -> [String] {
    component ?? []
  }

  /// Combines the results of all the iterations of a `for`...`in` loop.
  ///
  /// - Parameter components: The lines built by the loop body, one element per iteration, in
  ///   iteration order; empty when the loop did not run.
  /// - Returns: The lines of every iteration, one after the other.
  public static func buildArray(_ components: [[String]]) -> [String] {
    // TODO: Kata 1.4. Join the lines of every iteration, in order.
    // Lessons/01-result-builders/1.4-build-array.md
    ["TODO"]
  }
}
