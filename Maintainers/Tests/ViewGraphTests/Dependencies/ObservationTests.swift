import Observation
import Testing
import ViewGraph

@Suite("@Observable: a body depends on the properties it read, through Swift's Observation")
@MainActor
struct ObservationTests {
  @Test("A changed title runs only the view that read it: pass-through views do not depend")
  func onlyTheReaderRuns() {
    let library = Library(titles: ["Dune", "Emma"])
    let host = ViewHost(LibraryView(library: library))
    library.books[0].title = "Dune Messiah"
    host.update()
    #expect(host.lastUpdate.bodies.map(\.description) == ["BookView: @dependencies changed."])
    #expect(host.lastUpdate.bodies.first?.path.contains("id 0") == true)
    #expect(host.render().contains(#"Text "Dune Messiah""#))
  }

  @Test("Appending a book runs the list's body and builds only the new row")
  func appendRunsTheList() {
    let library = Library(titles: ["Dune"])
    let host = ViewHost(LibraryView(library: library))
    library.books.append(Book(id: 1, title: "Emma"))
    host.update()
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "LibraryView: @dependencies changed.", "ItemView: @self changed.",
        "BookView: @self changed.",
      ])
    #expect(host.lastUpdate.inserted.map(\.path).allSatisfy { $0.contains("id 1") })
  }

  @Test("A read in a button's action is no dependency: writing what the action read runs nothing")
  func actionReadIsNoDependency() throws {
    let model = TwoCounts()
    let host = ViewHost(PairView(model: model))
    try host.tap("bump b")
    #expect(model.b == 1)
    #expect(host.lastUpdate.bodies.isEmpty, "the body read a; the action read and wrote b")
  }

  @Test("Tracking is armed again after each body: a second change runs the body again")
  func rearmedAfterEachBody() {
    let model = TwoCounts()
    let host = ViewHost(PairView(model: model))
    model.a = 1
    host.update()
    model.a = 2
    host.update()
    #expect(host.lastUpdate.bodies.map(\.typeName) == ["PairView"])
    #expect(host.render().contains(#"Text "a 2""#))
  }

  @Test("Each body is its own tracking scope: a parent does not depend on what a child read")
  func scopesDoNotMerge() {
    let model = TwoCounts()
    let host = ViewHost(PairParent(model: model))
    model.b = 5
    host.update()
    #expect(host.lastUpdate.bodies.map(\.typeName) == ["BReader"])
  }

  @Test("What the last body no longer reads is no dependency")
  func oldReadsAreForgotten() {
    let model = TwoCounts()
    let host = ViewHost(Switching(model: model))
    model.readsA = false
    host.update()
    #expect(host.render().contains(#"Text "b 0""#))
    model.a = 7
    host.update()
    #expect(host.lastUpdate.bodies.isEmpty, "the body that read a was replaced by one that did not")
  }
}

@Observable final class Book: Identifiable {
  let id: Int
  var title: String

  init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

@Observable final class Library {
  var books: [Book]

  init(titles: [String]) {
    books = titles.enumerated().map { Book(id: $0.offset, title: $0.element) }
  }
}

private struct LibraryView: View {
  let library: Library

  var body: some View {
    Stack {
      ForEach(library.books) { book in
        ItemView(book: book)
      }
    }
  }
}

private struct ItemView: View {
  let book: Book

  var body: some View {
    BookView(book: book)
  }
}

private struct BookView: View {
  let book: Book

  var body: some View {
    Text(book.title)
  }
}

@Observable final class TwoCounts {
  var a = 0
  var b = 0
  var readsA = true
}

private struct PairView: View {
  let model: TwoCounts

  var body: some View {
    Stack {
      Text("a \(model.a)")
      Button("bump b") { model.b += 1 }
    }
  }
}

private struct PairParent: View {
  let model: TwoCounts

  var body: some View {
    Stack {
      Text("a \(model.a)")
      BReader(model: model)
    }
  }
}

private struct BReader: View {
  let model: TwoCounts

  var body: some View {
    Text("b \(model.b)")
  }
}

private struct Switching: View {
  let model: TwoCounts

  var body: some View {
    Text(model.readsA ? "a \(model.a)" : "b \(model.b)")
  }
}

@Suite("A ForEach's rows: what its content closure reads")
@MainActor
struct ForEachReadTests {
  @Test("A title read in a ForEach's closure rebuilds that ForEach's rows and runs no body")
  func closureReadCountsForTheForEach() {
    let library = Library(titles: ["Dune", "Emma"])
    let host = ViewHost(TitleList(library: library))
    library.books[1].title = "Persuasion"
    host.update()
    #expect(host.lastUpdate.bodies.isEmpty, "the read was the ForEach's, not TitleList's body's")
    #expect(host.render().contains(#"Text "Persuasion""#), "the ForEach built its rows again")
  }
}

private struct TitleList: View {
  let library: Library

  var body: some View {
    Stack {
      ForEach(library.books) { Text($0.title) }
    }
  }
}
