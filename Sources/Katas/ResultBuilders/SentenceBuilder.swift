/// A result builder that joins the words of a block into one sentence.
///
/// Each expression statement in a `@SentenceBuilder` body is one word. The compiler collects
/// them, in order, into a single call to ``buildBlock(_:)``:
///
/// ```swift
/// @SentenceBuilder var greeting: String {
///   "Hello"
///   "builders"
/// }
/// // greeting == "Hello builders"
/// ```
@resultBuilder
public enum SentenceBuilder {
  /// Joins the words of one block, in order, with single spaces.
  ///
  /// - Parameter words: The block's statements, one word each; there may be none.
  /// - Returns: The words separated by one space, or an empty string for an empty block.
  public static func buildBlock(_ words: String...) -> String {
    // TODO: Kata 1.1. Join `words` into one sentence. Lessons/01-result-builders/1.1-build-block.md
    "TODO"
  }
}
