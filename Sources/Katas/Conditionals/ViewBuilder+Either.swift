import ViewGraph

extension ViewBuilder {
  /// Wraps the view of the `if` branch of an `if`/`else` (or of a left subtree of a longer
  /// chain or `switch`).
  ///
  /// - Parameter first: The view that the `if` branch built.
  /// - Returns: A conditional content showing its true branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    first: TrueContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    // TODO: Kata 4.2. Store `first` as the true branch.
    // Lessons/04-conditionals/4.2-conditional-content.md
    ConditionalContent()
  }

  /// Wraps the view of the `else` branch of an `if`/`else` (or of a right subtree of a longer
  /// chain or `switch`).
  ///
  /// - Parameter second: The view that the `else` branch built.
  /// - Returns: A conditional content showing its false branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    // TODO: Kata 4.2. Store `second` as the false branch.
    // Lessons/04-conditionals/4.2-conditional-content.md
    ConditionalContent()
  }
}
