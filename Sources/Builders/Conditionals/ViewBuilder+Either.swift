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
    ConditionalContent(storage: .trueContent(first))
  }

  /// Wraps the view of the `else` branch of an `if`/`else` (or of a right subtree of a longer
  /// chain or `switch`).
  ///
  /// - Parameter second: The view that the `else` branch built.
  /// - Returns: A conditional content showing its false branch.
  public static func buildEither<TrueContent: View, FalseContent: View>(
    second: FalseContent
  ) -> ConditionalContent<TrueContent, FalseContent> {
    ConditionalContent(storage: .falseContent(second))
  }
}
