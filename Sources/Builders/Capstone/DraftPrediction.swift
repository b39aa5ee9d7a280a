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
    switch piece {
    // The leading side is position 0 of CompareView's tuple; nothing on its path changes.
    case .beforeLikes: .kept
    // A builder `if`/`else`: the counter moves from branch 1 to branch 0, a new identity.
    case .afterLikes: .reset
    // The pin wraps the whole `ConditionalContent`: its state sits above the branches.
    case .afterPin: .kept
    // The `AnyView` keeps its place, but the type it wraps changes: a new hierarchy.
    case .votes: .reset
    }
  }
}
