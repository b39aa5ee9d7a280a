import ViewGraph

extension ViewBuilder {
  /// Erases the content of an `if #available` block, so that the type of the body never names a
  /// view that only newer systems have.
  ///
  /// The compiler calls this on the block's result before it goes on to ``buildIf(_:)`` or
  /// `buildEither(first:)`. The erased content keeps its identity as long as its type stays
  /// the same.
  /// - Parameter content: The block's view, already combined by `buildBlock`.
  /// - Returns: The view, in an ``AnyView``.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    // TODO: Kata 5.3. Erase the block. Lessons/05-erasure/5.3-limited-availability.md
    AnyView(EmptyView())
  }
}
