import ViewGraph

extension View {
  /// Applies `transform` to this view when `condition` holds, and leaves the view alone
  /// otherwise: the popular conditional modifier, written with ``ViewBuilder``.
  ///
  /// ```swift
  /// TapCounter().if(isDimmed) { $0.opacity(0.3) }
  /// ```
  ///
  /// Its result is a ``ConditionalContent`` of the transformed view (branch 0) and this view
  /// (branch 1), whatever the condition: `ConditionalContent<Content, Self>`. The two branches
  /// are two identities, so when `condition` changes, the view leaves the tree and a new one
  /// takes its place, with fresh state.
  /// - Parameters:
  ///   - condition: Whether to apply `transform`.
  ///   - transform: Builds the modified view from this one.
  /// - Returns: `transform(self)` when `condition` holds, `self` otherwise, as the two branches
  ///   of one conditional.
  @ViewBuilder
  public func `if`<Content: View>(
    _ condition: Bool, transform: (Self) -> Content
  ) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }
}
