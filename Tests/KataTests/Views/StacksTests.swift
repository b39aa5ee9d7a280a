import Testing
import ViewGraph

@Suite("2.3 Containers that take a builder")
@MainActor
struct StacksTests {
  @Test(
    "VStack and HStack are the engine's Stack with their axis and spacing",
    arguments: [Axis.vertical, .horizontal], [nil, 0, 8])
  func axisAndSpacing(axis: Axis, spacing: Int?) {
    let host =
      axis == .vertical
      ? ViewHost(
        VStack(spacing: spacing) {
          Text("a")
          Text("b")
        })
      : ViewHost(
        HStack(spacing: spacing) {
          Text("a")
          Text("b")
        })
    let name = axis == .vertical ? "VStack" : "HStack"
    let spacingText = spacing.map(String.init) ?? "nil"
    let stack = spacing.map { "Stack(\(axis), spacing: \($0))" } ?? "Stack(\(axis))"
    #expect(
      host.render() == """
        \(name)
          \(stack)
            Text "a"
            Text "b"
        """,
      """
      \(name)(spacing: \(spacingText))'s body must be Stack(axis: \(axis), \
      spacing: \(spacingText), content: ...): pass the spacing through, nil included
      """)
  }

  @Test("A stack's children keep the order they were written in")
  func childrenInOrder() {
    let host = ViewHost(
      VStack {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
      })
    #expect(
      host.identityTree() == """
        root: VStack<TupleView<(Text, Text, Text, Text)>>
          body: Stack<TupleView<(Text, Text, Text, Text)>>
            content: TupleView<(Text, Text, Text, Text)>
              [0]: Text
              [1]: Text
              [2]: Text
              [3]: Text
        """,
      """
      the closure's four views are built into one TupleView, the Stack's content: VStack's \
      body is a vertical Stack over exactly that content
      """)
    #expect(
      host.render() == """
        VStack
          Stack(vertical)
            Text "1"
            Text "2"
            Text "3"
            Text "4"
        """,
      "the renderer shows the vertical Stack, then its children in the order written")
  }

  @Test("A stack with one view holds that view, not a tuple of one")
  func singleChild() {
    let host = ViewHost(HStack(spacing: 2) { Text("only") })
    #expect(
      host.identityTree() == """
        root: HStack<Text>
          body: Stack<Text>
            content: Text
        """,
      """
      a one-view closure is built by buildBlock(_:) into the view itself: HStack<Text>, whose \
      body is a horizontal Stack<Text>
      """)
    #expect(
      host.render().contains("Stack(horizontal, spacing: 2)"),
      "HStack's body is a horizontal Stack with the given spacing")
  }

  @Test("A stack inside a stack is one child of the outer stack")
  func nestedStacks() {
    let host = ViewHost(
      VStack(spacing: 8) {
        Text("Title")
        HStack(spacing: 4) {
          Text("left")
          Text("right")
        }
      })
    #expect(
      host.render() == """
        VStack
          Stack(vertical, spacing: 8)
            Text "Title"
            HStack
              Stack(horizontal, spacing: 4)
                Text "left"
                Text "right"
        """,
      """
      the inner HStack is child [1] of the outer stack's TupleView; its own body is a \
      horizontal Stack holding its two texts
      """)
  }

  @Test("A counter at a stable position in a stack keeps its state across updates")
  func stateSurvives() throws {
    let host = ViewHost(Scoreboard())
    try host.tap("count 0")
    try host.tap("count 1")
    #expect(
      host.render() == """
        Scoreboard
          VStack
            Stack(vertical)
              Text "Score"
              CounterView (count = 2)
                Button "count 2"
        """,
      """
      each tap evaluates Scoreboard's body again: the CounterView is child [1] of the same \
      vertical Stack both times, so its state is kept and reaches 2
      """)
    #expect(
      host.lastUpdate.inserted.isEmpty && host.lastUpdate.removed.isEmpty,
      """
      no node changes type or position, so none is inserted or removed \
      (trace: \(host.lastUpdate.changes))
      """)
  }

  @Test("A Group's views join the stack's rows: the Group is a position, not a row")
  func groupJoinsTheRows() {
    let host = ViewHost(
      VStack {
        Text("a")
        Group {
          Text("b")
          Text("c")
        }
      })
    #expect(
      host.render() == """
        VStack
          Stack(vertical)
            Text "a"
            Text "b"
            Text "c"
        """,
      """
      VStack's body must be a vertical Stack over the built content; the engine's Group \
      adds no layout, as in SwiftUI: its two texts are rows of the stack, three in all
      """)
    #expect(
      host.identityTree() == """
        root: VStack<TupleView<(Text, Group<TupleView<(Text, Text)>>)>>
          body: Stack<TupleView<(Text, Group<TupleView<(Text, Text)>>)>>
            content: TupleView<(Text, Group<TupleView<(Text, Text)>>)>
              [0]: Text
              [1]: Group<TupleView<(Text, Text)>>
                content: TupleView<(Text, Text)>
                  [0]: Text
                  [1]: Text
        """,
      """
      for identity the Group is still child [1] of the stack's TupleView, with its own \
      TupleView below it: only the layout flattens it
      """)
  }
}

private struct CounterView: View {
  @State var count = 0

  var body: some View {
    Button("count \(count)") { count += 1 }
  }
}

private struct Scoreboard: View {
  var body: some View {
    VStack {
      Text("Score")
      CounterView()
    }
  }
}
