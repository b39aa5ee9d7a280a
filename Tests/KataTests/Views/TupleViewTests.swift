import Testing
import ViewGraph

@Suite("2.1 TupleView and ViewBuilder")
@MainActor
struct TupleViewTests {
  @Test("A block of two views becomes a TupleView whose children are those views, in order")
  func twoViewsAreTwoChildren() {
    let pair = build {
      Text("a")
      Button("b") {}
    }
    #expect(
      typeNames(pair.children) == ["Text", "Button<Text>"],
      """
      buildBlock(c0, c1) gave TupleView<(Text, Button<Text>)>: its children are the tuple's \
      elements, first the Text, then the Button
      """)
  }

  @Test("Every overload from two to ten views keeps each view at its position", arguments: 2...10)
  func everyArityKeepsOrder(count: Int) {
    let texts = numberedTexts(count).compactMap { ($0 as? Text)?.content }
    let inOrder: [String] = (0..<count).map { String($0) }
    #expect(
      texts == inOrder,
      """
      a block of \(count) views is a TupleView over a \(count)-element tuple: children must \
      list all \(count) elements, element i at position i
      """)
  }

  @Test("The engine shows each child of the TupleView at its own position")
  func engineSeesPositions() {
    let host = ViewHost(TitledCounter())
    #expect(
      host.identityTree() == """
        root: TitledCounter
          body: TupleView<(Text, CounterView, Text)>
            [0]: Text
            [1]: CounterView (count = 0)
              body: Button<Text>
                label: Text
            [2]: Text
        """,
      """
      the engine asks a MultiChildView for its children and gives child i the slot [i]: \
      three views in the block, three slots
      """)
    #expect(
      host.render() == """
        TitledCounter
          Text "Title"
          CounterView (count = 0)
            Button "count 0"
          Text "Footer"
        """,
      "a TupleView has no line of its own: the renderer shows its children in order")
  }

  @Test("A child whose position and type stay the same keeps its state across an update")
  func stateSurvivesAtStablePosition() throws {
    let host = ViewHost(TitledCounter())
    try #require(
      host.buttonLabels == ["count 0"],
      "the counter's button must be in the tree: it is child [1] of the body's TupleView")
    try host.tap("count 0")
    #expect(
      host.stateValues(of: CounterView.self, "count", as: Int.self) == [1],
      "the tap re-evaluated the body; the CounterView is again child [1], so its state is kept")
    #expect(
      host.lastUpdate.inserted.isEmpty && host.lastUpdate.removed.isEmpty,
      """
      same types at the same positions: the update keeps every node, it inserts and removes \
      none (trace: \(host.lastUpdate.changes))
      """)
  }

  @Test("An empty block is an EmptyView and a one-view block is the view itself: one child each")
  func emptyAndSingleBlocks() {
    let host = ViewHost(Shapes())
    #expect(
      host.identityTree() == """
        root: Shapes
          body: TupleView<(Text, EmptyView, Text)>
            [0]: Text
            [1]: EmptyView
            [2]: Text
        """,
      """
      buildBlock() gives EmptyView, which still takes a position ([1]); buildBlock(_:) gives \
      the Text itself, not a tuple of one ([2])
      """)
    #expect(
      host.render() == """
        Shapes
          Text "a"
          Text "b"
        """,
      "an EmptyView occupies a slot but renders nothing")
  }

  @Test("A block nested in a block is one child, with its own children below it")
  func nestedBlockIsOneChild() {
    let host = ViewHost(Nested())
    #expect(
      host.identityTree() == """
        root: Nested
          body: TupleView<(Text, TupleView<(Text, Text)>)>
            [0]: Text
            [1]: TupleView<(Text, Text)>
              [0]: Text
              [1]: Text
        """,
      """
      the inner block was built first, into one TupleView: the outer block sees two views, \
      so the inner tuple is child [1] and its views are [0] and [1] below it
      """)
    #expect(
      host.render() == """
        Nested
          Text "a"
          Text "b"
          Text "c"
        """,
      "the renderer flattens both TupleViews: the texts appear in the order written")
  }

  @Test("An optional view in a block stays an Optional child", arguments: [true, false])
  func optionalChildKeepsItsType(isShown: Bool) {
    let maybe: Text? = isShown ? Text("b") : nil
    let block = build {
      Text("a")
      maybe
    }
    #expect(
      typeNames(block.children) == ["Text", "Optional<Text>"],
      """
      the tuple's element is a Text?, so the child must be the Optional itself (a view with \
      two branches), not the unwrapped Text: its type is part of its identity
      """)
  }
}

/// The block's result, built by the kata's ViewBuilder.
private func build<Content: View>(@ViewBuilder _ content: () -> Content) -> Content {
  content()
}

/// The children of the TupleView that the kata's ViewBuilder built from the block.
private func children<Content: MultiChildView>(
  @ViewBuilder _ content: () -> Content
) -> [any View] {
  content().children
}

private func typeNames(_ views: [any View]) -> [String] {
  views.map { String(describing: type(of: $0)) }
}

/// A block of `count` texts, "0" to "count - 1", built by the overload for that many views.
private func numberedTexts(_ count: Int) -> [any View] {
  switch count {
  case 2:
    return children {
      Text("0")
      Text("1")
    }
  case 3:
    return children {
      Text("0")
      Text("1")
      Text("2")
    }
  case 4:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
    }
  case 5:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
    }
  case 6:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
    }
  case 7:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
    }
  case 8:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
    }
  case 9:
    return children {
      Text("0")
      Text("1")
      Text("2")
      Text("3")
      Text("4")
      Text("5")
      Text("6")
      Text("7")
      Text("8")
    }
  default:
    return children {
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
    }
  }
}

private struct CounterView: View {
  @State var count = 0

  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

private struct TitledCounter: View {
  var body: some View {
    Text("Title")
    CounterView()
    Text("Footer")
  }
}

private struct Shapes: View {
  var body: some View {
    Text("a")
    nothing()
    single()
  }

  @ViewBuilder func nothing() -> some View {}

  @ViewBuilder func single() -> some View {
    Text("b")
  }
}

private struct Nested: View {
  var body: some View {
    Text("a")
    pair()
  }

  @ViewBuilder func pair() -> some View {
    Text("b")
    Text("c")
  }
}
