import Testing
import ViewGraph

@Suite("Custom modifiers and their content placeholder")
@MainActor
struct CustomModifierTests {
  @Test("The placeholder resolves to the modified view, whose identity runs through the body")
  func placeholderResolves() throws {
    let host = ViewHost(CounterView().modifier(Card()))
    #expect(
      host.render() == """
        Card (isHighlighted = false)
          Stack(vertical)
            CounterView (counter = 0) [padding: 4, background: white]
              Button "0"
            Button "highlight"
        """)
    #expect(
      host.lastUpdate.createdState.map(\.description).last
        == "state created    ModifiedContent › body › Stack › [0] › "
        + "ModifiedContent › ModifiedContent › content › CounterView.counter = 0")
  }

  @Test("The modifier's own state and the content's state are kept side by side")
  func modifierState() throws {
    let host = ViewHost(CounterView().modifier(Card()))
    try host.tap("0")
    try host.tap("highlight")
    #expect(host.stateValues(of: Card.self, "isHighlighted", as: Bool.self) == [true])
    #expect(host.stateValues(of: CounterView.self, "counter", as: Int.self) == [1])
    #expect(host.render().contains("[padding: 4, background: yellow]"))
  }

  @Test("A modifier that applies another modifier to its content passes the content through")
  func nestedPlaceholders() throws {
    let host = ViewHost(Text("hello").modifier(Framed()))
    #expect(
      host.render() == """
        Framed
          Card (isHighlighted = false) [padding: 2]
            Stack(vertical)
              Text "hello" [padding: 4, background: white]
              Button "highlight"
        """)
  }
}

private struct Card: ViewModifier {
  @State var isHighlighted = false

  func body(content: Content) -> some View {
    Stack {
      content.padding(4).background(isHighlighted ? .yellow : .white)
      Button("highlight") { isHighlighted.toggle() }
    }
  }
}

private struct Framed: ViewModifier {
  func body(content: Content) -> some View {
    content.modifier(Card()).padding(2)
  }
}
