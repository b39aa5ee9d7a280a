import Testing
import ViewGraph

/// SwiftUI's containers lay out resolved subviews, not declared children (WWDC24 10146): an
/// `EmptyView` or a `nil` resolves to none, a `Group` to its members. Identity does not change:
/// every declared child keeps its position in the type and in the identity tree.
@Suite("Views are lists: containers lay out resolved subviews")
@MainActor
struct ViewListTests {
  @Test("A Group's members join the stack's list: two declared children, three subviews")
  func groupJoinsTheList() {
    let host = ViewHost(
      Stack(.horizontal, spacing: 0) {
        Text("a")
        Group {
          Text("b")
          Text("c")
        }
      })
    #expect(
      host.render() == """
        Stack(horizontal, spacing: 0)
          Text "a"
          Text "b"
          Text "c"
        """,
      "a Group adds no layout: the stack shows three columns, not a column holding two")
    #expect(
      host.identityTree() == """
        root: Stack<TestTuple<Pack{Text, Group<TestTuple<Pack{Text, Text}>>}>>
          content: TestTuple<Pack{Text, Group<TestTuple<Pack{Text, Text}>>}>
            [0]: Text
            [1]: Group<TestTuple<Pack{Text, Text}>>
              content: TestTuple<Pack{Text, Text}>
                [0]: Text
                [1]: Text
        """,
      "for identity the Group is still one position, [1], with its members under it")
  }

  @Test("An EmptyView or a nil resolves to no subview but keeps its position for identity")
  func emptyResolvesToNothing() {
    let missing: Text? = nil
    let host = ViewHost(
      Stack(.horizontal) {
        Text("a")
        EmptyView()
        missing
      })
    #expect(host.render() == "Stack(horizontal)\n  Text \"a\"")
    #expect(
      host.identityTree() == """
        root: Stack<TestTuple<Pack{Text, EmptyView, Optional<Text>}>>
          content: TestTuple<Pack{Text, EmptyView, Optional<Text>}>
            [0]: Text
            [1]: EmptyView
            [2]: Optional<Text>
              branch 1: EmptyView
        """)
  }

  @Test("A modifier on a Group applies to each member")
  func modifierOnGroup() {
    let host = ViewHost(
      Stack {
        Group {
          Text("b")
          EmptyView()
          Text("c")
        }
        .padding(4)
      })
    #expect(
      host.render() == """
        Stack(vertical)
          Text "b" [padding: 4]
          Text "c" [padding: 4]
        """)
  }

  @Test("onAppear on Group { if c { A } else { B } } runs on every change of c")
  func onAppearOnGroupOfBranches() throws {
    let log = Log()
    let host = ViewHost(GroupAppearScreen(log: log))
    #expect(log.entries == ["appeared", "stack appeared"])
    try host.tap("toggle")
    try host.tap("toggle")
    #expect(
      log.entries == [
        "appeared", "stack appeared", "appeared", "disappeared", "appeared", "disappeared",
      ],
      """
      the actions apply to the group's member, a new identity on each toggle: the new member \
      appears before the old one disappears
      """)
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "GroupAppearScreen › body › [0] › ModifiedContent › ModifiedContent › Group › branch 0 › Text"
      ],
      "inside a list, the event names the member the action ran for")
  }

  @Test("onAppear on a single view names the modifier; on an EmptyView it never runs")
  func onAppearOnOneView() {
    let log = Log()
    let host = ViewHost(
      Stack {
        Text("a").onAppear { log.entries.append("text") }
        EmptyView().onAppear { log.entries.append("empty") }
        Group {
          Text("b")
          Text("c")
        }
        .onAppear { log.entries.append("member") }
      })
    #expect(log.entries == ["text", "member", "member"])
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "Stack › [0] › ModifiedContent<Text, OnAppearModifier>",
        "Stack › [2] › ModifiedContent › Group › [0] › Text",
        "Stack › [2] › ModifiedContent › Group › [1] › Text",
      ])
  }

  @Test("Learners' tuple, conditional and erased views resolve through the engine's protocols")
  func learnerTypesResolve() {
    let host = ViewHost(
      Stack(.horizontal) {
        TestErased(
          Group {
            Text("a")
            TestConditional<Text, Text>(storage: .second(Text("b")))
          })
        TestTuple(Text("c"), EmptyView(), Group { Text("d") })
      })
    #expect(
      host.render() == """
        Stack(horizontal)
          Text "a"
          Text "b"
          Text "c"
          Text "d"
        """)
  }
}

private final class Log {
  var entries: [String] = []
}

private struct GroupAppearScreen: View {
  let log: Log
  @State var isFirst = true

  var body: some View {
    Group {
      if isFirst {
        Text("first")
      } else {
        Text("second")
      }
    }
    .onAppear { log.entries.append("appeared") }
    .onDisappear { log.entries.append("disappeared") }
    Stack {
      Button("toggle") { isFirst.toggle() }
    }
    .onAppear { log.entries.append("stack appeared") }
  }
}
