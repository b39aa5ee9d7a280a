import Testing
import ViewGraph

@Suite("9.3 @Observable: what a body read, and only that")
@MainActor
struct ObservableShelfTests {
  private func bodies(_ host: ViewHost) -> [String] {
    host.lastUpdate.bodies.map(\.description)
  }

  /// Requires a `BookRow` view of its own in the tree, just after the mount (which runs every
  /// body): rows whose title is read in the `ForEach`'s closure have no body to run.
  private func requireBookRow(_ host: ViewHost) throws {
    try #require(
      host.lastUpdate.bodies.contains { $0.typeName == "BookRow" },
      """
      there is no BookRow view in the tree: a title read in the ForEach's closure, as in \
      Text($0.title), counts for the ForEach, which builds every row again on a rename, and no \
      body runs; show ForEach(shelf.books) { BookRow(book: $0) }. The screen renders:
      \(host.render())
      """)
  }

  @Test("The shelf shows a row per book, the first book's favorite button and add")
  func showsShelf() {
    let host = ViewHost(ShelfView(shelf: Shelf(titles: ["Dune", "Emma"])))
    #expect(
      host.render().contains(#"Text "Dune""#) && host.render().contains(#"Text "Emma""#)
        && host.buttonLabels == ["favorite Dune", "add"],
      "a VStack of ForEach(shelf.books) { BookRow(book:) }, FavoriteButton, add; got:\n\(host.render())"
    )
  }

  @Test("Renaming a book runs only its row: the shelf and the other rows did not read the title")
  func renameRunsOneRow() throws {
    let shelf = Shelf(titles: ["Dune", "Emma", "Ulysses"])
    let host = ViewHost(ShelfView(shelf: shelf))
    try requireBookRow(host)
    shelf.books[1].title = "Persuasion"
    host.update()
    #expect(
      host.lastUpdate.bodies.map(\.typeName) == ["BookRow"]
        && host.lastUpdate.bodies.first?.path.contains("id 1") == true,
      "BookRow's body read book.title; nothing else did; bodies: \(bodies(host))")
    #expect(host.render().contains(#"Text "Persuasion""#))
  }

  @Test("Adding a book runs the shelf, which read books, and the new row only")
  func addRunsShelf() throws {
    let host = ViewHost(ShelfView(shelf: Shelf(titles: ["Dune"])))
    try requireBookRow(host)
    try host.tap("add")
    let names = host.lastUpdate.bodies.map(\.typeName)
    #expect(
      names.first == "ShelfView" && names.filter { $0 == "BookRow" }.count == 1,
      """
      the shelf's body read shelf.books, which the append changed; the kept row is the same \
      book, the same input; bodies: \(bodies(host))
      """)
    #expect(host.render().contains(#"Text "Emma""#))
  }

  @Test("Marking a favorite runs no body: a read in a button's action is no dependency")
  func actionReadRunsNothing() throws {
    let shelf = Shelf(titles: ["Dune"])
    let host = ViewHost(ShelfView(shelf: shelf))
    try host.tap("favorite Dune")
    #expect(shelf.books[0].isFavorite, "the button toggles the book's isFavorite")
    expectNoBodyRuns(host)
  }

  /// Expects that no body ran after a change of `isFavorite`, and says what the bodies that
  /// ran show about the learner's code.
  private func expectNoBodyRuns(_ host: ViewHost) {
    let ran = bodies(host)
    if ran.contains(where: { $0.contains("@dependencies") }) {
      Issue.record(
        """
        a body read isFavorite (@dependencies): show the title alone in the label and read \
        the flag only in the action, where a read is no dependency; bodies: \(ran)
        """)
    } else {
      #expect(
        host.lastUpdate.bodies.isEmpty,
        """
        only isFavorite changed, and no body reads it: the button reads it in its action, \
        outside any body; bodies: \(ran)
        """)
    }
  }

  @Test("The whole-object store runs its holder for a change no view shows; @Observable does not")
  func wholeObjectAgainstObservable() throws {
    let store = ShelfStore(titles: ["Dune"])
    let storeHost = ViewHost(StoreShelfView(store: store))
    store.dustings += 1
    storeHost.update()
    let shelf = Shelf(titles: ["Dune"])
    let host = ViewHost(ShelfView(shelf: shelf))
    shelf.books[0].isFavorite = true
    host.update()
    #expect(
      storeHost.lastUpdate.bodies.map(\.typeName).first == "StoreShelfView",
      """
      an @ObservedObject holder depends on every @Published property, shown or not: \
      \(storeHost.lastUpdate.bodies)
      """)
    #expect(host.render().contains(#"Text "Dune""#), "the shelf shows its book's title")
    // An @Observable reader depends only on what its body read.
    expectNoBodyRuns(host)
  }
}
