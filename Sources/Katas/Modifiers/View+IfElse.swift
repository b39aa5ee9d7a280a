import ViewGraph

extension View {
  /// Transforms this view with `then` when `condition` holds and with `otherwise` when it does
  /// not; both closures return one type, so the result is one view with one identity.
  ///
  /// ```swift
  /// TapCounter().if(isBlue) { $0.foregroundStyle(.blue) } else: { $0.foregroundStyle(.red) }
  /// ```
  ///
  /// There is no builder here: the body is an `if` expression (SE-0380), so the result's type
  /// is `Transformed` itself, not a conditional, and a change of `condition` only changes a
  /// value. The price is that both closures must produce exactly the same type.
  /// - Parameters:
  ///   - condition: Which closure to apply.
  ///   - then: Builds the view when `condition` holds.
  ///   - otherwise: Builds the view when `condition` does not hold; same type as `then`'s.
  /// - Returns: `then(self)` or `otherwise(self)`, a value of their one type, `Transformed`.
  public func `if`<ThenResult: View, ElseResult: View>(
    _ condition: Bool, then: (Self) -> ThenResult, else otherwise: (Self) -> ElseResult
  ) -> some View {
    // TODO: Kata 6.3. Replace the two generic parameters by one, `Transformed`, returned by both
    // closures and by the method; then return then(self) or otherwise(self) with an if
    // expression (no builder).
    // Lessons/06-modifiers/6.3-if-else-modifier.md
    Text("TODO")
  }
}
