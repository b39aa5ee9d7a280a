import ViewGraph

extension ViewBuilder {
  /// Turns the result of an `if` without `else` into an optional view.
  ///
  /// SwiftUI spells this method `buildIf`; the compiler calls `buildOptional` when a builder has
  /// one and `buildIf` otherwise. The engine treats `Optional` as a view with two branches:
  /// `some` is branch 0, `nil` is branch 1 and shows nothing.
  ///
  /// - Parameter content: The `if` block's view when the condition held, or `nil` when it did
  ///   not.
  /// - Returns: The same optional view: `if` without `else` is `Optional<Content>`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? {
    // TODO: Kata 4.1. Return the optional view you are given.
    // Lessons/04-conditionals/4.1-optional-content.md
    nil
  }
}
