import Testing
import ViewGraph

@Suite("8.3 Explicit identity and @State's initial value")
@MainActor
struct NoteDraftTests {
  /// The path of the editor inside a screen, up to the `NoteEditor`'s own slot.
  private static func editorPath(in screen: String) -> String {
    "\(screen) › body › NotePicker › body › VStack › body › Stack › [0] › "
  }

  private func drafts(_ host: ViewHost) -> [String] {
    host.stateValues(of: NoteEditor.self, "draft", as: String.self)
  }

  @Test("The editor seeds its draft from the note's text and shows the title above it")
  func seedsDraft() throws {
    let host = ViewHost(NoteEditor(note: Note.samples[0]))
    #expect(
      drafts(host) == ["Milk"],
      "init(note:) seeds `@State var draft` from the note's text: _draft = State(initialValue:)")
    #expect(
      host.render() == """
        NoteEditor (draft = "Milk")
          VStack
            Stack(vertical)
              Text "Groceries"
              Text "Milk"
              Button "type"
        """,
      "the body is a VStack of the title, the draft and a button labelled type")
    try host.tap("type")
    #expect(drafts(host) == ["Milk (edited)"], "the type button appends \" (edited)\" to the draft")
  }

  @Test("A parent passing another note keeps the editor: the title follows, the draft does not")
  func newNoteKeepsDraft() throws {
    let host = ViewHost(NoteEditor(note: Note.samples[0]))
    try host.tap("type")
    host.setRoot(NoteEditor(note: Note.samples[1]))
    #expect(
      host.lastUpdate.inserted.isEmpty && host.lastUpdate.createdState.isEmpty,
      "same type at the same position is the same identity: the editor is kept, no state created")
    #expect(
      drafts(host) == ["Milk (edited)"],
      """
      @State's initial value is used once per identity: the new note's text ("A kata on ids") \
      is ignored and the draft stays the first note's
      """)
    #expect(
      host.render().contains("    Text \"Ideas\"\n      Text \"Milk (edited)\""),
      """
      the title is a plain property, so it shows the new note; the draft is state, so it does \
      not; got:\n\(host.render())
      """)
  }

  @Test("Without an id, selecting another note keeps the old draft: the stale-draft bug")
  func staleDraft() throws {
    let host = ViewHost(StaleDraftScreen())
    try host.tap("type")
    try host.tap("next note")
    let trace = host.lastUpdate
    #expect(
      trace.removed.isEmpty && trace.inserted.isEmpty,
      "one NoteEditor at one position, whatever the note: the selection keeps it")
    #expect(
      trace.kept.map(\.path).contains(Self.editorPath(in: "StaleDraftScreen") + "NoteEditor"),
      "the editor is the first view of NotePicker's VStack, with no .id: write NoteEditor(note:)")
    #expect(
      drafts(host) == ["Milk (edited)"],
      "the kept editor keeps the Groceries draft while it shows the Ideas note")
    #expect(
      host.render().contains("Text \"Ideas\"\n              Text \"Milk (edited)\""),
      "the screen shows the second note's title over the first note's draft; got:\n\(host.render())"
    )
  }

  @Test(
    "With an id, selecting another note removes the editor and seeds a new one",
    arguments: ["NoteIDScreen", "WholeNoteIDScreen"])
  func selectionResets(screen: String) throws {
    let host =
      screen == "NoteIDScreen" ? ViewHost(NoteIDScreen()) : ViewHost(WholeNoteIDScreen())
    try host.tap("type")
    try host.tap("next note")
    let trace = host.lastUpdate
    #expect(
      trace.removed.count == 1 && trace.inserted.count == 1,
      "\(screen): another note is another id, so another identity: one removal, one insertion")
    #expect(
      trace.discardedState.map(\.stateValue) == ["\"Milk (edited)\""]
        && trace.createdState.map(\.stateValue) == ["\"A kata on ids\""],
      "\(screen): the old draft is discarded; the new editor's state is seeded from the new note")
    #expect(drafts(host) == ["A kata on ids"], "\(screen): the draft is the selected note's text")
  }

  @Test(".id(note.id): renaming the note keeps the editor and the draft, and shows the new title")
  func renameKeepsDraft() throws {
    let host = ViewHost(NoteIDScreen())
    try host.tap("type")
    try host.tap("rename")
    let trace = host.lastUpdate
    #expect(
      trace.kept.map(\.path).contains(
        Self.editorPath(in: "NoteIDScreen") + "ModifiedContent › id 1 › NoteEditor"),
      "the editor is NoteEditor(note:).id(note.id): its slot is `id 1`, the note's id")
    #expect(
      trace.removed.isEmpty && trace.inserted.isEmpty,
      "a rename changes the note but not its id: the identity, and the draft, are kept")
    #expect(drafts(host) == ["Milk (edited)"], "the user's draft survives the rename")
    #expect(
      host.render().contains("Text \"GROCERIES\"\n              Text \"Milk (edited)\""),
      "the title follows the rename, since it is a plain property; got:\n\(host.render())")
  }

  @Test(".id(note): renaming the note is a new identity too, and the user's draft is lost")
  func renameLosesDraft() throws {
    let host = ViewHost(WholeNoteIDScreen())
    try host.tap("type")
    try host.tap("rename")
    let trace = host.lastUpdate
    #expect(
      trace.removed.map(\.path) == [
        Self.editorPath(in: "WholeNoteIDScreen")
          + "ModifiedContent › id Note(id: 1, title: \"Groceries\", text: \"Milk\") › NoteEditor"
      ],
      "the id is the whole note: NoteEditor(note:).id(note); renaming changes it, so it is removed")
    #expect(
      trace.discardedState.map(\.stateValue) == ["\"Milk (edited)\""],
      "a new id is a new identity: the draft is discarded")
    #expect(drafts(host) == ["Milk"], "the new editor starts over from the note's text")
  }

  @Test("Coming back to a note does not bring its draft back: removed state is gone")
  func comingBack() throws {
    let host = ViewHost(NoteIDScreen())
    try host.tap("type")
    for _ in Note.samples {
      try host.tap("next note")
    }
    #expect(
      host.render().contains("Text \"Groceries\""), "three notes later, Groceries is shown again")
    #expect(
      drafts(host) == ["Milk"],
      "the Groceries editor was removed when the selection left it; its draft went with it")
  }
}
