/// A result builder that records, as text, which branch methods the compiler called.
///
/// Each branch body is one word, such as `"A"`. Every ``buildEither(first:)`` and
/// ``buildEither(second:)`` call wraps what it receives in `first(...)` or `second(...)`, and
/// ``buildOptional(_:)`` writes `some(...)` or `none`. The text is the path from the top of the
/// tree the compiler built down to the branch that ran:
///
/// ```swift
/// @BranchTraceBuilder func trace(_ n: Int) -> String {
///   if n == 1 {
///     "A"
///   } else if n == 2 {
///     "B"
///   } else {
///     "C"
///   }
/// }
/// // trace(1) == "first(first(A))", trace(2) == "first(second(B))", trace(3) == "second(C)"
/// ```
@resultBuilder
public enum BranchTraceBuilder {
  /// Joins the words of one block with single spaces (given: you wrote this in kata 1.1).
  ///
  /// - Parameter words: The block's statements, or the trace of a nested `if` or `switch`.
  /// - Returns: The words separated by one space.
  public static func buildBlock(_ words: String...) -> String {
    words.joined(separator: " ")
  }

  /// Records that an `if` without `else` ran its block, or did not.
  ///
  /// - Parameter component: The trace of the block when its condition held, or `nil`.
  /// - Returns: `some(` + the trace + `)`, or `none` when the block did not run.
  public static func buildOptional(_ component: String?) -> String {
    if let component {
      "some(\(component))"
    } else {
      "none"
    }
  }

  /// Records that the first branch of a two-way choice ran.
  ///
  /// - Parameter component: The trace of the branch that ran.
  /// - Returns: `first(` + the trace + `)`.
  public static func buildEither(first component: String) -> String {
    "first(\(component))"
  }

  /// Records that the second branch of a two-way choice ran.
  ///
  /// - Parameter component: The trace of the branch that ran.
  /// - Returns: `second(` + the trace + `)`.
  public static func buildEither(second component: String) -> String {
    "second(\(component))"
  }
}
