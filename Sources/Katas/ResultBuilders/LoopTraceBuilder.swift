/// A result builder that records, as text, what the compiler passes to `buildArray`.
///
/// ``buildArray(_:)`` writes the array it receives in brackets, so the trace shows one element
/// per iteration of a `for`...`in` loop, and ``buildOptional(_:)`` writes `some(...)` or `none`:
///
/// ```swift
/// @LoopTraceBuilder func evens(upTo n: Int) -> String {
///   for i in 1...n {
///     if i.isMultiple(of: 2) {
///       "\(i)"
///     }
///   }
/// }
/// // evens(upTo: 3) == "[none, some(2), none]"
/// ```
@resultBuilder
public enum LoopTraceBuilder {
  /// Joins the words of one block with single spaces (given: you wrote this in kata 1.1).
  ///
  /// - Parameter words: The block's statements, or the trace of a nested loop or `if`.
  /// - Returns: The words separated by one space.
  public static func buildBlock(_ words: String...) -> String {
    words.joined(separator: " ")
  }

  /// Records whether an `if` without `else` ran its block (given: kata 1.3).
  ///
  /// - Parameter component: The trace of the block when its condition held, or `nil`.
  /// - Returns: `some(` + the trace + `)`, or `none`.
  public static func buildOptional(_ component: String?) -> String {
    if let component {
      "some(\(component))"
    } else {
      "none"
    }
  }

  /// Records the array of iteration results that a `for`...`in` loop produced.
  ///
  /// - Parameter components: The trace of the loop body for each iteration, in order.
  /// - Returns: The traces separated by `", "` inside square brackets, such as `[a, b]`, or `[]`
  ///   when the loop did not run.
  public static func buildArray(_ components: [String]) -> String {
    // TODO: Kata 1.4. Write the traces as "[a, b]", or "[]" when empty.
    // Lessons/01-result-builders/1.4-build-array.md
    "TODO"
  }
}
