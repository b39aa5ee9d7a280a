import Testing
import ViewGraph

@Suite("9.1 Narrow what a view takes")
@MainActor
struct NarrowInputTests {
  /// The type names of the bodies that ran in the last update, in order.
  private func bodies(_ host: ViewHost) -> [String] {
    host.lastUpdate.bodies.map(\.typeName)
  }

  /// Whether the render has a `Greeting` view of its own, not only its text.
  private func hasGreetingView(_ host: ViewHost) -> Bool {
    host.render().split(separator: "\n").contains { $0.drop { $0 == " " } == "Greeting" }
  }

  /// Expects a `Greeting` view of its own: one shown from a computed property or a helper
  /// cannot pass.
  private func expectGreetingView(_ host: ViewHost) {
    #expect(
      hasGreetingView(host),
      """
      there is no Greeting view in the tree: a computed property or a helper that returns \
      some View is part of the screen's body, with nothing to compare or skip; show \
      Greeting(name: session.name). The screen renders:
      \(host.render())
      """)
  }

  @Test("The screen greets the session's user and counts the pings")
  func greetsAndCounts() throws {
    let host = ViewHost(SessionScreen())
    #expect(
      host.render().contains(#"Text "Hello, Ada""#) && host.render().contains(#"Text "pings 0""#),
      "a VStack of Greeting(name: session.name) and Text(\"pings \\(session.pings)\"); got:\n\(host.render())"
    )
    expectGreetingView(host)
    try host.tap("ping")
    #expect(host.render().contains(#"Text "pings 1""#), "ping adds one to session.pings")
  }

  @Test("A ping runs the screen's body, not the greeting's: its input, the name, is the same")
  func pingSkipsGreeting() throws {
    let host = ViewHost(SessionScreen())
    try host.tap("ping")
    #expect(
      host.lastUpdate.bodies.first?.description == "SessionScreen: _session changed.",
      "the screen's body read session, which the ping changed")
    expectGreetingView(host)
    #expect(
      !bodies(host).contains("Greeting"),
      """
      Greeting(name:) gets the same name again: the same input, so its body does not run. If \
      it runs anyway, every stored property of Greeting is compared, not only name: look for one \
      that differs each time, such as a Date() or a UUID(); bodies that ran: \(bodies(host))
      """)
  }

  @Test("A rename is a new input for the greeting: its body runs, with the reason @self")
  func renameRunsGreeting() throws {
    let host = ViewHost(SessionScreen())
    try host.tap("rename")
    expectGreetingView(host)
    #expect(
      host.lastUpdate.bodies.map(\.description).contains("Greeting: @self changed."),
      """
      rename sets session.name to "Grace": a new name is a new input; bodies: \(bodies(host))
      """)
    #expect(host.render().contains(#"Text "Hello, Grace""#))
  }

  @Test("The greeting that takes the whole session runs on every ping; the narrow one does not")
  func wholeAgainstNarrow() throws {
    let whole = ViewHost(WholeSessionScreen())
    let narrow = ViewHost(SessionScreen())
    try whole.tap("ping")
    try narrow.tap("ping")
    #expect(
      bodies(whole).contains("SessionGreeting") && !bodies(narrow).contains("Greeting"),
      """
      a view runs when any input it takes changes, shown or not: the whole session ran \
      \(bodies(whole)), the name alone \(bodies(narrow))
      """)
  }
}
