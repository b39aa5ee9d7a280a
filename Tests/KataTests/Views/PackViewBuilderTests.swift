import Testing
import ViewGraph

@Suite("2.2 ViewBuilder with parameter packs")
@MainActor
struct PackViewBuilderTests {
  @Test("A block of two views becomes a PackTupleView whose children are those views, in order")
  func twoViewsAreTwoChildren() {
    let pair = build {
      Text("a")
      Button("b") {}
    }
    #expect(
      typeNames(pair.children) == ["Text", "Button<Text>"],
      """
      PackTupleView<Pack{Text, Button<Text>}> holds a Text then a Button: iterate the pack \
      with `for child in repeat each value` and append each element in order
      """)
  }

  @Test("There is no ten-view limit: twelve views are twelve children, in order")
  func twelveViews() {
    let twelve = build {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
      Text("9")
      Text("10")
      Text("11")
    }
    let texts = twelve.children.compactMap { ($0 as? Text)?.content }
    let inOrder: [String] = (0..<12).map { String($0) }
    #expect(
      texts == inOrder,
      """
      one variadic buildBlock accepts any number of views: all twelve must be children, \
      view i at position i
      """)
  }

  @Test("A pack of one view is one child, though its value is just that view")
  func onePackElement() {
    let single = PackTupleView(Text("a"))
    let value: Text = single.value
    #expect(
      typeNames(single.children) == ["Text"] && value.content == "a",
      """
      (repeat each Child) with one element is the element's type, not a tuple of one: value \
      is the Text itself, and `for child in repeat each value` still visits it once
      """)
  }

  @Test("The engine shows each child at its own position and keeps state at a stable one")
  func engineSeesPositions() throws {
    let host = ViewHost(PackScreen())
    #expect(
      host.identityTree() == """
        root: PackScreen
          body: PackTupleView<Pack{Text, EmptyView, Text, CounterView}>
            [0]: Text
            [1]: EmptyView
            [2]: Text
            [3]: CounterView (count = 0)
              body: Button<Text>
                label: Text
        """,
      """
      an empty block is EmptyView and a one-view block the view itself (the 0- and 1-view \
      overloads win over the pack); each is one child, at slots [1] and [2]
      """)
    try #require(
      host.buttonLabels == ["count 0"], "the counter must be in the tree as child [3]")
    try host.tap("count 0")
    #expect(
      host.stateValues(of: CounterView.self, "count", as: Int.self) == [1]
        && host.lastUpdate.inserted.isEmpty && host.lastUpdate.removed.isEmpty,
      """
      the counter is child [3] before and after the tap, so it keeps its state \
      (trace: \(host.lastUpdate.changes))
      """)
  }
}

/// The block's result, built by the kata's PackViewBuilder.
private func build<Content: View>(@PackViewBuilder _ content: () -> Content) -> Content {
  content()
}

private func typeNames(_ views: [any View]) -> [String] {
  views.map { String(describing: type(of: $0)) }
}

private struct CounterView: View {
  @State var count = 0

  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

private struct PackScreen: View {
  @PackViewBuilder var body: some View {
    Text("a")
    nothing()
    single()
    CounterView()
  }

  @PackViewBuilder func nothing() -> some View {}

  @PackViewBuilder func single() -> some View {
    Text("b")
  }
}
