import Testing
import ViewGraph

/// `ForEach` gives each element the explicit identity of its id (WWDC21 10022): state follows the
/// id through insertions, removals and reorders, and a container lays out each element's views.
@Suite("ForEach: explicit identity from the data's ids")
@MainActor
struct ForEachTests {
  private let milk = Item(id: 1, name: "milk")
  private let eggs = Item(id: 2, name: "eggs")
  private let jam = Item(id: 3, name: "jam")
  private let tea = Item(id: 4, name: "tea")

  /// The taps of every row, by the name its button shows, read from the host's state in tree order.
  private func taps(_ host: ViewHost, _ items: [Item]) -> [String: Int] {
    let values = host.stateValues(of: ItemRow.self, "taps", as: Int.self)
    return Dictionary(uniqueKeysWithValues: zip(items.map(\.name), values))
  }

  @Test("Each element is its own subview in the stack, under the slot of its id")
  func elementsAreSubviews() {
    let host = ViewHost(ItemList(items: [milk, eggs]))
    #expect(
      host.render() == """
        ItemList
          Stack(vertical)
            ItemRow (taps = 0)
              Button "milk"
            ItemRow (taps = 0)
              Button "eggs"
        """,
      "a ForEach adds no layout: the stack lays out one row per element")
    #expect(
      host.identityTree().contains(
        "    content: ForEach<Array<Item>, Int, ItemRow>\n      id 1: ItemRow (taps = 0)\n"),
      "each element's row lives at `id <its id>` under the ForEach: \(host.identityTree())")
    #expect(
      host.lastUpdate.createdState.map(\.path) == [
        "ItemList › body › Stack › ForEach › id 1 › ItemRow",
        "ItemList › body › Stack › ForEach › id 2 › ItemRow",
      ])
  }

  @Test("Inserting at the front keeps every row's state with its id and inserts one row")
  func insertAtFront() throws {
    let host = ViewHost(ItemList(items: [milk, eggs]))
    try host.tap("eggs")
    host.setRoot(ItemList(items: [tea, milk, eggs]))
    let trace = host.lastUpdate
    #expect(
      trace.inserted.map(\.path) == ["ItemList › body › Stack › ForEach › id 4 › ItemRow"],
      "only the new element's id is new, so only its row is inserted")
    #expect(trace.removed.isEmpty && trace.moved.isEmpty, "the other rows kept their order")
    #expect(
      taps(host, [tea, milk, eggs]) == ["tea": 0, "milk": 0, "eggs": 1],
      "the tap stays with eggs, now the third row")
  }

  @Test("Removing an element removes its row and discards only its state")
  func removeOne() throws {
    let host = ViewHost(ItemList(items: [milk, eggs, jam]))
    try host.tap("milk")
    try host.tap("jam")
    host.setRoot(ItemList(items: [eggs, jam]))
    let trace = host.lastUpdate
    #expect(trace.removed.map(\.path) == ["ItemList › body › Stack › ForEach › id 1 › ItemRow"])
    #expect(trace.discardedState.map(\.stateValue) == ["1"], "milk's one tap goes with its row")
    #expect(trace.inserted.isEmpty && trace.moved.isEmpty)
    #expect(taps(host, [eggs, jam]) == ["eggs": 0, "jam": 1])
  }

  @Test("Reordering keeps every row and names the fewest moves: the last row to the front")
  func reorder() throws {
    let host = ViewHost(ItemList(items: [milk, eggs, jam]))
    try host.tap("jam")
    host.setRoot(ItemList(items: [jam, milk, eggs]))
    let trace = host.lastUpdate
    #expect(trace.inserted.isEmpty && trace.removed.isEmpty, "no id is new and none is gone")
    #expect(
      trace.moved.map(\.path) == ["ItemList › body › Stack › ForEach › id 3 › ItemRow"],
      "milk and eggs keep their relative order: only jam moved")
    #expect(
      trace.description.contains(
        "kept             ItemList › body › Stack › ForEach › id 3 › ItemRow\n"
          + "moved            ItemList › body › Stack › ForEach › id 3 › ItemRow"),
      "a move follows the row's kept line: \(trace)")
    #expect(taps(host, [jam, milk, eggs]) == ["jam": 1, "milk": 0, "eggs": 0])
  }

  @Test("A new value at the same id is the same row: renaming keeps its state")
  func renameKeepsState() throws {
    let host = ViewHost(ItemList(items: [milk, eggs]))
    try host.tap("milk")
    host.setRoot(ItemList(items: [Item(id: 1, name: "oat milk"), eggs]))
    #expect(host.lastUpdate.inserted.isEmpty && host.lastUpdate.removed.isEmpty)
    #expect(host.stateValues(of: ItemRow.self, "taps", as: Int.self) == [1, 0])
    #expect(host.render().contains("Button \"oat milk\""))
  }

  @Test("Indices as ids: on an insertion at the front, state stays at the position")
  func indicesAsIDs() throws {
    let host = ViewHost(IndexedList(items: [milk, eggs]))
    try host.tap("milk")
    host.setRoot(IndexedList(items: [tea, milk, eggs]))
    let trace = host.lastUpdate
    #expect(
      trace.inserted.map(\.path) == ["IndexedList › body › Stack › ForEach › id 2 › ItemRow"],
      "ids 0 and 1 still exist, so the only new id is 2, the last index")
    #expect(
      taps(host, [tea, milk, eggs]) == ["tea": 1, "milk": 0, "eggs": 0],
      "milk's tap stays with index 0, which now shows tea")
  }

  @Test("ForEach over a constant range uses the offsets as ids")
  func rangeOffsets() {
    let host = ViewHost(Stack { ForEach(0..<3) { Text("row \($0)") } })
    #expect(
      host.render() == "Stack(vertical)\n  Text \"row 0\"\n  Text \"row 1\"\n  Text \"row 2\"")
    #expect(
      host.identityTree().contains("id 0: Text\n    id 1: Text\n    id 2: Text"),
      "\(host.identityTree())")
  }

  @Test("A constant range is read once: a new range is reported and not shown, as in SwiftUI")
  func constantRangeReadOnce() {
    let host = ViewHost(RangeList(count: 2))
    host.setRoot(RangeList(count: 3))
    let issue =
      "RangeList › body › Stack › ForEach: the range 0..<3 is not the initial 0..<2; "
      + "ForEach(_:content:) reads only the initial range, so the engine, like SwiftUI (which "
      + "logs a warning), still shows 0..<2: for data that changes, give ids with "
      + "ForEach(_:id:content:) or Identifiable"
    #expect(host.issues == [issue])
    #expect(host.lastUpdate.inserted.isEmpty, "the third row is not built")
    #expect(host.render() == "RangeList\n  Stack(vertical)\n    Text \"row 0\"\n    Text \"row 1\"")
    host.setRoot(RangeList(count: 2))
    #expect(host.issues.count == 1, "back at the initial range, nothing to report")
  }

  @Test("Each element's views are separate subviews; a modifier applies to each member")
  func membersAndModifiers() {
    let log = Log()
    let host = ViewHost(
      Stack {
        ForEach([milk, eggs]) { item in
          Text(item.name)
          Text("×")
        }
        .padding(2)
        .onAppear { log.entries.append("appeared") }
      })
    #expect(
      host.render() == """
        Stack(vertical)
          Text "milk" [padding: 2, onAppear]
          Text "×" [padding: 2, onAppear]
          Text "eggs" [padding: 2, onAppear]
          Text "×" [padding: 2, onAppear]
        """,
      "two elements of two views each are four rows, each with the ForEach's modifier")
    #expect(log.entries.count == 4, "onAppear runs once per member: \(log.entries)")
  }

  @Test("A duplicate id is reported in the trace and the host's issues, never merged silently")
  func duplicateIDs() {
    let host = ViewHost(NameList(names: ["Sam", "Ada", "Sam", "Sam"]))
    let issue =
      "NameList › body › Stack › ForEach: the id \"Sam\" is used by elements 0, 2 and 3; "
      + "ids must be unique (SwiftUI logs a warning and its behaviour is undefined): "
      + "the engine shows element 0 only"
    #expect(host.issues == [issue])
    #expect(host.lastUpdate.issues == [issue])
    #expect(host.lastUpdate.description.hasSuffix("\nissue            " + issue))
    #expect(
      host.render() == "NameList\n  Stack(vertical)\n    Text \"Sam\"\n    Text \"Ada\"",
      "the rows whose id is taken are left out, so the problem shows in the render too")
  }
}

private struct Item: Identifiable, Hashable {
  let id: Int
  var name: String
}

private struct ItemRow: View {
  let item: Item
  @State var taps = 0

  var body: some View {
    Button(item.name) { taps += 1 }
  }
}

private struct ItemList: View {
  let items: [Item]

  var body: some View {
    Stack {
      ForEach(items) { item in
        ItemRow(item: item)
      }
    }
  }
}

private struct IndexedList: View {
  let items: [Item]

  var body: some View {
    Stack {
      ForEach(items.indices, id: \.self) { index in
        ItemRow(item: items[index])
      }
    }
  }
}

private struct RangeList: View {
  let count: Int

  var body: some View {
    Stack {
      ForEach(0..<count) { Text("row \($0)") }
    }
  }
}

private struct NameList: View {
  let names: [String]

  var body: some View {
    Stack {
      ForEach(names, id: \.self) { Text($0) }
    }
  }
}

private final class Log {
  var entries: [String] = []
}
