import Builders
import KataRunnerCore
import ViewGraph

extension Demo {
  /// Module 9: which bodies run after a change, and why, in `_printChanges()`'s words.
  @MainActor static let bodies = Demo(
    name: "bodies", kata: "9.1",
    summary: Message(
      """
      which bodies run after a tap, and why: a narrow input skips a body, a closure does not, \
      @Observable runs only the reader, the whole-object model every holder
      """)
  ) {
    let words = Stage.current.words
    let narrow = ViewHost(SessionScreen())
    let whole = ViewHost(WholeSessionScreen())
    try showBodies(words("SessionScreen: tap \"ping\" (the greeting takes the name)"), narrow) {
      try narrow.tap("ping")
    }
    try showBodies(
      words("WholeSessionScreen: tap \"ping\" (the greeting takes the session)"), whole
    ) {
      try whole.tap("ping")
    }
    let stepper = ViewHost(StepperScreen())
    try showBodies(words("StepperScreen: tap \"step\" (== leaves the closure out)"), stepper) {
      try stepper.tap("step")
    }
    let shelf = Shelf(titles: ["Dune", "Emma"])
    let shelfHost = ViewHost(ShelfView(shelf: shelf))
    try showBodies(words("ShelfView: rename the second book (@Observable)"), shelfHost) {
      shelf.books[1].title = "Persuasion"
      shelfHost.update()
    }
    try showBodies(words("ShelfView: tap \"favorite Dune\" (read in an action only)"), shelfHost) {
      try shelfHost.tap("favorite Dune")
    }
    let store = ShelfStore(titles: ["Dune", "Emma"])
    let storeHost = ViewHost(StoreShelfView(store: store))
    try showBodies(words("StoreShelfView: dust the shelf (@Published, shown nowhere)"), storeHost) {
      store.dustings += 1
      storeHost.update()
    }
  }

  /// Shows the screen as it is, then runs a change and prints the `_printChanges()` line of each
  /// body that ran: the room sees every view it is asked about before it predicts.
  @MainActor static func showBodies(
    _ title: String, _ host: ViewHost, change: () throws -> Void
  ) throws {
    let stage = Stage.current
    stage.begin(title)
    stage.show(indent(host.render()))
    stage.predict(stage.words("which bodies run?"))
    try change()
    let lines = host.lastUpdate.bodies.map(\.description)
    stage.show(
      indent(lines.isEmpty ? stage.words("no body ran") : lines.joined(separator: "\n")))
    stage.show("")
  }
}
