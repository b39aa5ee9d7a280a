import Observation
import ViewGraph

/// A tally kept in an `@Observable` model.
@Observable public final class Tally {
  /// The count.
  public var value = 0

  /// Creates a tally at 0.
  public init() {}
}

/// A line of text: a view whose only input is its text.
public struct Caption: View {
  let text: String

  /// Creates the caption.
  /// - Parameter text: The text shown.
  public init(text: String) {
    self.text = text
  }

  /// The text.
  public var body: some View {
    Text(text)
  }
}

/// A line that shows the tally: it reads the model's `value` in its body.
public struct TallyLine: View {
  let tally: Tally

  /// Creates the line.
  /// - Parameter tally: The model.
  public init(tally: Tally) {
    self.tally = tally
  }

  /// `tally <value>`.
  public var body: some View {
    Text("tally \(tally.value)")
  }
}

/// The screen whose `_printChanges()` lines kata 9.4 predicts: a count in `@State`, a caption
/// of it, a tally in an `@Observable` model, a note that appears in a branch of its own, and a
/// button for each.
public struct ReasonScreen: View {
  @State var count = 0
  @State var showsNote = false
  let tally: Tally

  /// Creates the screen.
  /// - Parameter tally: The model its `TallyLine` reads.
  public init(tally: Tally) {
    self.tally = tally
  }

  /// A caption of the count, `+1`, `bump`, `note`, the note once shown, and the tally's line.
  ///
  /// `showsNote ? … : nil` is the optional view an `if` without `else` builds (kata 4.1), written
  /// as an expression so that this kata needs no `buildIf`.
  public var body: some View {
    VStack {
      Caption(text: "count \(count)")
      Button("+1") { count += 1 }
      Button("bump") { tally.value += 1 }
      Button("note") { showsNote = true }
      showsNote ? Caption(text: "noted") : nil
      TallyLine(tally: tally)
    }
  }
}

/// What happens to a mounted ``ReasonScreen``.
public enum ReasonEvent: CaseIterable, Sendable {
  /// The host mounts the screen: every body runs for the first time.
  case mount
  /// A tap on `+1`.
  case tapPlusOne
  /// A tap on `bump`.
  case tapBump
  /// A tap on `note`.
  case tapNote
  /// `updateAll()`, the whole-tree pass.
  case updateAll
}

/// Your predictions of the lines `Self._printChanges()` would print, one per body that runs, in
/// the order they run (a parent before its children).
public enum ChangeLog {
  /// The lines printed after an event.
  /// - Parameter event: What happened to the screen.
  /// - Returns: One line per body that ran, such as `Caption: @self changed.`; an empty list if
  ///   no body runs; `nil` while the event is not predicted yet.
  public static func predictedLines(after event: ReasonEvent) -> [String]? {
    switch event {
    case .mount:
      [
        "ReasonScreen: @self, @identity, _count, _showsNote changed.", "Caption: @self changed.",
        "TallyLine: @self changed.",
      ]
    case .tapPlusOne:
      ["ReasonScreen: _count changed.", "Caption: @self changed."]
    case .tapBump:
      ["TallyLine: @dependencies changed."]
    case .tapNote:
      ["ReasonScreen: _showsNote changed.", "Caption: @self changed."]
    case .updateAll:
      ["ReasonScreen: unchanged.", "Caption: unchanged.", "TallyLine: unchanged."]
    }
  }
}
