import ViewGraph

/// A note of a notes app. Its `id` never changes; its title and text may.
public struct Note: Hashable, Identifiable, Sendable {
  /// The note's stable identity, kept through every edit.
  public let id: Int
  /// The note's title, which the user may rename.
  public var title: String
  /// The note's text, the starting point of a draft.
  public var text: String

  /// Creates a note.
  /// - Parameters:
  ///   - id: The stable identity.
  ///   - title: The title.
  ///   - text: The text.
  public init(id: Int, title: String, text: String) {
    self.id = id
    self.title = title
    self.text = text
  }

  /// Three notes to pick from, in order.
  public static let samples = [
    Note(id: 1, title: "Groceries", text: "Milk"),
    Note(id: 2, title: "Ideas", text: "A kata on ids"),
    Note(id: 3, title: "Trip", text: "Pack"),
  ]
}

extension Note: CustomStringConvertible {
  /// The note as `Note(id: 1, title: "Groceries", text: "Milk")`: what the default description
  /// shows, without the module's name, so traces read the same in every module.
  public var description: String {
    "Note(id: \(id), title: \(title.debugDescription), text: \(text.debugDescription))"
  }
}

/// The detail screen of a note: its title, and a draft of its text that the user edits.
///
/// The draft is `@State` seeded from the note in `init`. Like every initial value of `@State`,
/// the seed is used once per identity: when the parent later passes another note to the same
/// editor, the title (a plain property) follows and the draft (state) does not. Whether the
/// editor starts over is the parent's choice, made with `.id(_:)`.
public struct NoteEditor: View {
  /// The note shown; a plain property, so it is always the parent's latest value.
  let note: Note
  /// The user's draft, seeded from the note's text when this identity is inserted.
  @State private var draft: String

  /// Creates an editor whose draft starts as the note's text.
  /// - Parameter note: The note to edit.
  public init(note: Note) {
    self.note = note
    _draft = State(initialValue: note.text)
  }

  /// The title, the draft, and a `type` button that adds to the draft.
  public var body: some View {
    VStack {
      Text(note.title)
      Text(draft)
      Button("type") { draft += " (edited)" }
    }
  }
}
