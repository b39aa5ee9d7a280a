/// The pieces of state on the screens of kata 7.1: three counters and a pin.
///
/// The draft screen and your finished ``BeforeAfterScreen`` hold the same pieces. The tests tap
/// `before` once, `after` twice, `votes` once and `pin` once, then tap `switch design`, and ask
/// of each piece whether it still holds what was tapped in.
public enum ScreenPiece: String, Sendable, CaseIterable {
  /// The leading side's counter, labelled `before`.
  case beforeLikes
  /// The trailing side's counter, labelled `after`, drawn in the plain or the bold design.
  case afterLikes
  /// The reviewer's pin on the trailing side: the state of the ``ReviewPin`` modifier.
  case afterPin
  /// The footer's counter, labelled `votes`, tinted with the design's color.
  case votes
}

/// What one piece of state does when the design switches.
public enum StateFate: String, Sendable {
  /// The piece keeps its identity, so its state survives: the count is still there.
  case kept
  /// The piece gets a new identity: its state is discarded and starts again.
  case reset
}

/// Your predictions for the draft screen of kata 7.1, written before you run it.
public enum DraftPrediction {
  /// What tapping `switch design` does to one piece of the draft screen's state.
  ///
  /// - Parameter piece: A piece of state on the draft screen of the lesson.
  /// - Returns: ``StateFate/kept`` or ``StateFate/reset``; `nil` while you have not predicted.
  public static func fate(of piece: ScreenPiece) -> StateFate? {
    // TODO: Kata 7.1. Predict first: replace each nil by .kept or .reset.
    // Lessons/07-capstone/7.1-before-after.md
    switch piece {
    case .beforeLikes: nil
    case .afterLikes: nil
    case .afterPin: nil
    case .votes: nil
    }
  }
}
