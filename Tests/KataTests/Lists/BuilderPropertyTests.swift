import Testing
import ViewGraph

// The memberwise initializers of kata 8.4 are internal, as every memberwise initializer is:
// these tests reach them the way a test target reaches internal code.
#if SOLUTIONS
  @testable import Builders
#else
  @testable import Katas
#endif

@Suite("8.4 Builder closures as stored properties")
@MainActor
struct BuilderPropertyTests {
  @Test("The seed's view lays out one view per closure side by side")
  func evenComparison() {
    let host = ViewHost(
      ClosureCompareView(
        leading: { Text("before") },
        trailing: { Text("after") }))
    #expect(
      host.render() == """
        ClosureCompareView
          HStack
            Stack(horizontal)
              Text "before"
              Text "after"
        """,
      "the body is the seed's: an HStack that calls leading() and then trailing()")
  }

  @Test("Two views in one closure compile, and the stack lays out three columns")
  func unevenComparison() {
    let comparison = ClosureCompareView(
      leading: { Text("before") },
      trailing: {
        Text("after")
        Text("extra")
      })
    #expect(
      String(describing: type(of: comparison))
        == "ClosureCompareView<Text, TupleView<(Text, Text)>>",
      """
      the memberwise initializer's parameter carries the property's @ViewBuilder (SE-0289), so \
      the trailing closure's two views become one TupleView
      """)
    let host = ViewHost(comparison)
    #expect(
      host.render().hasSuffix(
        """
            Stack(horizontal)
              Text "before"
              Text "after"
              Text "extra"
        """),
      """
      the HStack lays out its resolved subviews: the trailing TupleView's two views join the \
      list, three equal columns for a comparison of one against two; got:\n\(host.render())
      """)
    #expect(
      host.identityTree().contains("      [1]: TupleView<(Text, Text)>"),
      "for identity, the trailing side is still one position, [1], holding two views")
  }

  @Test("Stored closures run each time body is evaluated, not when the view is made")
  func closuresRunInBody() {
    let calls = CallCount()
    let comparison = ClosureCompareView(
      leading: { calls.text("before") },
      trailing: { Text("after") })
    #expect(calls.value == 0, "creating the view stores the closure; nothing calls it yet")
    let host = ViewHost(comparison)
    #expect(calls.value == 1, "mounting evaluates body, which calls leading() once")
    host.updateAll()
    #expect(calls.value == 2, "every evaluation of body calls the stored closure again")
    #expect(host.render().contains("Text \"before\""), "the closure's view is shown")
  }

  @Test("Stored views are built once, by the initializer, and never again")
  func viewsBuiltInInit() {
    let calls = CallCount()
    let comparison = BuiltCompareView(
      leading: { calls.text("before") },
      trailing: { Text("after") })
    #expect(
      calls.value == 1,
      """
      @ViewBuilder on a stored property of type Leading gives a memberwise parameter that is a \
      builder closure, called by the initializer (SE-0289)
      """)
    let host = ViewHost(comparison)
    host.updateAll()
    #expect(calls.value == 1, "body uses the stored view: evaluating it again calls nothing")
    #expect(
      host.render() == """
        BuiltCompareView
          HStack
            Stack(horizontal)
              Text "before"
              Text "after"
        """,
      "the body is the same HStack of leading and then trailing, with the stored views")
  }

  @Test("Either way the state below is kept: identity comes from types and positions")
  func sameIdentity() throws {
    let calls = CallCount()
    let closures = ViewHost(
      ClosureCompareView(
        leading: { calls.tally() },
        trailing: { Text("after") }))
    let views = ViewHost(
      BuiltCompareView(
        leading: { Tally() },
        trailing: { Text("after") }))
    for host in [closures, views] {
      try host.tap("0")
      try host.tap("1")
      host.updateAll()
    }
    #expect(
      calls.value == 2,
      """
      the closure built a new Tally value each time body ran: the mount and updateAll() (a tap \
      runs only the body of the Tally it changed)
      """)
    #expect(
      closures.stateValues(of: Tally.self, "count", as: Int.self) == [2]
        && views.stateValues(of: Tally.self, "count", as: Int.self) == [2],
      "a new Tally value at the same position with the same type is the same view: count kept")
    #expect(
      closures.identityTree().split(separator: "\n").dropFirst()
        == views.identityTree().split(separator: "\n").dropFirst(),
      """
      below the root, both trees have the same slots and types: when the view was built does \
      not enter its identity; got:\n\(closures.identityTree())\n\(views.identityTree())
      """)
  }
}

/// Counts the calls of the closures it makes views for.
private final class CallCount {
  var value = 0

  func text(_ content: String) -> Text {
    value += 1
    return Text(content)
  }

  func tally() -> Tally {
    value += 1
    return Tally()
  }
}

/// A button that counts its taps in state.
private struct Tally: View {
  @State var count = 0

  var body: some View {
    Button("\(count)") { count += 1 }
  }
}
