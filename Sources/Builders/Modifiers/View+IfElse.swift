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
  public func `if`<Transformed: View>(
    _ condition: Bool, then: (Self) -> Transformed, else otherwise: (Self) -> Transformed
  ) -> Transformed {
    if condition {
      then(self)
    } else {
      otherwise(self)
    }
  }
}
