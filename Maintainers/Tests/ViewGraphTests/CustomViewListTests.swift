import Testing
import ViewGraph

/// A custom view is no container: its body is a list like any other, so a custom view whose body
/// is several views resolves to those views (Chris Eidhof, "SwiftUI Views are Lists": an `HStack`
/// of such a view puts its views on one line, a `VStack` one below the other). A custom view
/// whose body is exactly one view stays that one subview. Identity does not change: the custom
/// view keeps its node, its state and its `body` slot.
@Suite("Views are lists: a custom view whose body is several views resolves to them")
@MainActor
struct CustomViewListTests {
  @Test("A stack of a two-view custom view lays out two subviews, each padded by a modifier")
  func twoViewBodyJoinsTheList() {
    let host = ViewHost(
      Stack(.horizontal, spacing: 0) {
        Pair().padding(4)
      })
    #expect(
      host.render() == """
        Stack(horizontal, spacing: 0)
          Pair
            Text "a" [padding: 4]
            Text "b" [padding: 4]
        """,
      """
      Pair's body is two views, so the stack lays out two subviews and the padding lands on \
      each; Pair's own line only names them and takes no attribute
      """)
    #expect(
      host.identityTree() == """
        root: Stack<ModifiedContent<Pair, PaddingModifier>>
          content: ModifiedContent<Pair, PaddingModifier>
            content: Pair
              body: TestTuple<Pack{Text, Text}>
                [0]: Text
                [1]: Text
        """,
      "for identity nothing moves: Pair is one node with its body under it")
  }

  @Test("onAppear and opacity on a two-view custom view apply to each member, named in the trace")
  func modifiersApplyPerMember() {
    let log = Log()
    let host = ViewHost(
      Stack {
        Pair()
          .opacity(0.5)
          .onAppear { log.entries.append("appeared") }
      })
    #expect(log.entries == ["appeared", "appeared"], "one appear action per member of Pair's body")
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "Stack › ModifiedContent › ModifiedContent › Pair › body › [0] › Text",
        "Stack › ModifiedContent › ModifiedContent › Pair › body › [1] › Text",
      ],
      "inside a list, each appear event names the member it ran for")
    #expect(
      host.render() == """
        Stack(vertical)
          Pair
            Text "a" [opacity: 0.5, onAppear]
            Text "b" [opacity: 0.5, onAppear]
        """)
  }

  @Test("A custom view whose body is one view stays one subview: its own line and path")
  func oneViewBodyStaysItself() {
    let log = Log()
    let host = ViewHost(
      Stack {
        Single()
          .padding(4)
          .onAppear { log.entries.append("appeared") }
      })
    #expect(log.entries == ["appeared"])
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "Stack › ModifiedContent<ModifiedContent<Single, PaddingModifier>, OnAppearModifier>"
      ],
      "one view: the event names the modifier, as on any single view")
    #expect(
      host.render() == """
        Stack(vertical)
          Single [padding: 4, onAppear]
            Text "only"
        """,
      "one view: the modifier marks the custom view's line, not the body inside it")
  }

  @Test("A custom view whose body is an EmptyView resolves to no subview: a modifier marks nothing")
  func emptyBodyResolvesToNothing() {
    let log = Log()
    let host = ViewHost(
      Stack {
        Text("x")
        Blank()
          .padding(4)
          .onAppear { log.entries.append("appeared") }
      })
    #expect(log.entries.isEmpty, "no member, so onAppear never runs, as on an EmptyView")
    #expect(
      host.render() == """
        Stack(vertical)
          Text "x"
          Blank
        """,
      "Blank's line names it; it lays out nothing, so the padding has nowhere to go")
  }
}

private final class Log {
  var entries: [String] = []
}

private struct Pair: View {
  var body: some View {
    Text("a")
    Text("b")
  }
}

private struct Single: View {
  var body: some View {
    Text("only")
  }
}

private struct Blank: View {
  var body: some View {
    EmptyView()
  }
}
