import Builders
import KataRunnerCore
import ViewGraph

extension Demo {
  /// Kata 8.3's three ids for a note editor that seeds its draft from the note.
  @MainActor static let drafts = Demo(
    name: "drafts", kata: "8.3",
    summary: Message(
      """
      @State's seed is used once per identity: with no id the draft goes stale on another \
      note, .id(note.id) starts over, .id(note) also loses the draft on a rename
      """)
  ) {
    try showDrafts(StaleDraftScreen())
    try showDrafts(NoteIDScreen())
    try showDrafts(WholeNoteIDScreen())
  }

  /// Types into the draft, selects the next note, types again and renames it, printing each
  /// step's trace and the editor's lines of the render.
  ///
  /// - Parameter screen: A screen built on `NotePicker`.
  @MainActor static func showDrafts(_ screen: some View) throws {
    let stage = Stage.current
    let host = ViewHost(screen)
    stage.begin(
      stage.words(
        "{screen}: type, then \"next note\"; type, then \"rename\"",
        ["screen": "\(type(of: screen))"]))
    for (edit, action) in [("type", "next note"), ("type", "rename")] {
      try host.tap(edit)
      stage.predict(
        stage.words("after \"{action}\", what does the editor's draft hold?", ["action": action]))
      try host.tap(action)
      stage.show("  \(host.lastUpdate.summary)")
      let changes = host.lastUpdate.changes.description
      stage.show(
        indent(
          changes.isEmpty
            ? stage.words("nothing removed or inserted: the editor kept its identity") : changes))
      // Only the editor and its texts: the picker's line lists every note and is long.
      for line in host.render().split(separator: "\n") {
        let trimmed = line.trimmingPrefix(while: \.isWhitespace)
        if trimmed.hasPrefix("NoteEditor") { stage.show("    \(trimmed)") }
        if trimmed.hasPrefix("Text ") { stage.show("      \(trimmed)") }
      }
    }
    stage.show("")
  }
}
