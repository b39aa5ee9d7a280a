/// The small screens of kata 4.5: each shows a counter and a `toggle` button.
///
/// Their code is in the lesson and in the kata's tests. The test taps the counter twice, so it
/// shows 2, then taps `toggle` once, and asks whether a counter still shows 2.
public enum StateScenario: String, Sendable, CaseIterable {
  /// A `@ViewBuilder` `if`/`else` with `TapCounter()` in both branches.
  case sameViewInBothBranches
  /// One `TapCounter` whose modifier takes `isOn ? .blue : .red`.
  case ternaryInModifier
  /// A function without `@ViewBuilder` whose `if`/`else` expression has one type.
  case ifExpressionWithoutBuilder
  /// A banner in an `if` without `else`, above the counter in the same stack.
  case optionalBannerAbove
  /// One `TapCounter` with `.id(isOn)`.
  case explicitIDFromCondition
  /// The screen holds the count; a `@ViewBuilder` `if`/`else` shows it in a blue or red button.
  case stateAboveTheBranches
}

/// Your predictions for kata 4.5: which counters keep their value across the toggle.
public enum StatePrediction {
  /// Whether the scenario's counter still shows 2 after the toggle.
  ///
  /// - Parameter scenario: One of the screens of the lesson.
  /// - Returns: `true` when the state survives, `false` when it is discarded and the counter
  ///   starts again at 0; `nil` when you have not predicted yet.
  public static func keepsCount(_ scenario: StateScenario) -> Bool? {
    // TODO: Kata 4.5. Replace each nil by true or false.
    // Lessons/04-conditionals/4.5-predict-state.md
    switch scenario {
    case .sameViewInBothBranches: nil
    case .ternaryInModifier: nil
    case .ifExpressionWithoutBuilder: nil
    case .optionalBannerAbove: nil
    case .explicitIDFromCondition: nil
    case .stateAboveTheBranches: nil
    }
  }
}
