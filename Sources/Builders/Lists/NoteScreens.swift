import ViewGraph

/// A notes app's split screen, reduced: the selected note's detail and two buttons.
///
/// `next note` selects the following note (after the last, the first again); `rename` changes
/// the selected note's title, as an edit made elsewhere in the app would. The detail is built by
/// the closure, once per update, from the selected note.
public struct NotePicker<Detail: View>: View {
  @State private var notes = Note.samples
  @State private var selection = 0
  private let detail: (Note) -> Detail

  /// Creates the screen.
  /// - Parameter detail: Builds the detail of the selected note.
  public init(detail: @escaping (Note) -> Detail) {
    self.detail = detail
  }

  /// The detail of the selected note, then the buttons `next note` and `rename`.
  public var body: some View {
    VStack {
      detail(notes[selection])
      Button("next note") { selection = (selection + 1) % notes.count }
      Button("rename") { notes[selection].title = notes[selection].title.uppercased() }
    }
  }
}

/// The editor with no explicit identity: one `NoteEditor` at one position, whatever the note.
///
/// Selecting another note keeps the editor and its state: the title follows the selection and
/// the draft stays the first note's, the stale-draft bug.
public struct StaleDraftScreen: View {
  /// Creates the screen.
  public init() {}

  /// A `NotePicker` whose detail is a `NoteEditor` of the selected note.
  public var body: some View {
    NotePicker { note in
      NoteEditor(note: note)
    }
  }
}

/// The editor identified by the note's `id`: another note is another editor.
///
/// Selecting another note removes the editor and inserts a new one, seeded from the new note;
/// renaming the selected note keeps the editor and the draft.
public struct NoteIDScreen: View {
  /// Creates the screen.
  public init() {}

  /// A `NotePicker` whose detail is a `NoteEditor` with `.id(note.id)`.
  public var body: some View {
    NotePicker { note in
      NoteEditor(note: note).id(note.id)
    }
  }
}

/// The editor identified by the whole note: any change to the note is another editor.
///
/// Selecting another note resets the draft, as it should; so does renaming the selected note,
/// which throws the user's draft away.
public struct WholeNoteIDScreen: View {
  /// Creates the screen.
  public init() {}

  /// A `NotePicker` whose detail is a `NoteEditor` with `.id(note)`.
  public var body: some View {
    NotePicker { note in
      NoteEditor(note: note).id(note)
    }
  }
}
