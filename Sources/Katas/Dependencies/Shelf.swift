import Observation
import ViewGraph

/// A book on a shelf: an `@Observable` model, so a body depends only on the properties it read.
@Observable public final class Book: Identifiable {
  /// The book's stable identity.
  public let id: Int
  /// The title, shown in its row.
  public var title: String
  /// Whether the reader marked it; no body shows it.
  public var isFavorite = false

  /// Creates a book.
  /// - Parameters:
  ///   - id: The stable identity.
  ///   - title: The title.
  public init(id: Int, title: String) {
    self.id = id
    self.title = title
  }
}

/// The books, in order.
@Observable public final class Shelf {
  /// The books; a body that reads the array depends on insertions and removals, not on what
  /// changes inside a book.
  public var books: [Book]

  /// Creates a shelf.
  /// - Parameter titles: The titles, one book each, with ids from 0.
  public init(titles: [String]) {
    books = titles.enumerated().map { Book(id: $0.offset, title: $0.element) }
  }

  /// Adds a book at the end, with the next id.
  /// - Parameter title: Its title.
  public func add(_ title: String) {
    books.append(Book(id: books.count, title: title))
  }
}

/// The same books in the whole-object model: a change of any `@Published` property runs every
/// view that holds the store.
public final class ShelfStore: ObservableObject {
  /// The titles.
  @Published public var titles: [String]
  /// How often the shelf was dusted; no view shows it, yet its change runs every holder.
  @Published public var dustings = 0

  /// Creates a store.
  /// - Parameter titles: The titles.
  public init(titles: [String]) {
    self.titles = titles
  }
}

/// The store's shelf, for contrast: it holds the store in an `@ObservedObject`.
public struct StoreShelfView: View {
  @ObservedObject var store: ShelfStore

  /// Creates the view.
  /// - Parameter store: The store.
  public init(store: ShelfStore) {
    self.store = store
  }

  /// One text per title.
  public var body: some View {
    VStack {
      ForEach(store.titles, id: \.self) { Text($0) }
    }
  }
}

/// One book's row: its title.
public struct BookRow: View {
  /// The book; a reference, so the same book is the same input.
  let book: Book

  /// Creates the row.
  /// - Parameter book: The book.
  public init(book: Book) {
    self.book = book
  }

  /// The book's title.
  public var body: some View {
    // TODO: Kata 9.3. The book's title. Lessons/09-dependencies/9.3-observable-granularity.md
    Text("TODO")
  }
}

/// A button that marks a book as a favorite.
public struct FavoriteButton: View {
  let book: Book

  /// Creates the button.
  /// - Parameter book: The book to mark.
  public init(book: Book) {
    self.book = book
  }

  /// `favorite <title>`, toggling the book's `isFavorite` in its action.
  public var body: some View {
    // TODO: Kata 9.3. Button("favorite \(book.title)") that toggles the book's isFavorite.
    // Lessons/09-dependencies/9.3-observable-granularity.md
    Text("TODO")
  }
}

/// The shelf: a row per book, a favorite button for the first (a shelf is never empty), and an
/// `add` button.
public struct ShelfView: View {
  let shelf: Shelf

  /// Creates the view.
  /// - Parameter shelf: The shelf.
  public init(shelf: Shelf) {
    self.shelf = shelf
  }

  /// The rows, the first book's favorite button, and `add`.
  public var body: some View {
    // TODO: Kata 9.3. A VStack of a BookRow per book (ForEach), the first book's
    // FavoriteButton, and Button("add") that adds "Emma" to the shelf.
    // Lessons/09-dependencies/9.3-observable-granularity.md
    Text("TODO")
  }
}
