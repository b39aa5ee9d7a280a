import Testing
import ViewGraph

@Suite("5.3 buildLimitedAvailability and the cost of erasure")
@MainActor
struct LimitedAvailabilityTests {
  @Test("An if #available block without else becomes an Optional<AnyView> of the block")
  func availableWithoutElse() {
    @ViewBuilder var content: some View {
      if #available(macOS 10.15, *) {
        Text("new")
      }
    }
    #expect(
      content is AnyView?,
      """
      buildLimitedAvailability returns AnyView; buildIf then makes it Optional<AnyView>. If the \
      type is still Optional<Text>, the block was never erased: the compiler does not call a \
      misspelled buildLimitedAvailability, so check its name and signature
      """)
    let wrapped = (content as? AnyView?)??.erasedContent
    #expect(
      wrapped is Text,
      """
      the AnyView must wrap the block's own view (a Text here), not a placeholder; if wrapped \
      is nil, there is no AnyView at all: see the type in the expectation above
      """)
  }

  @Test("With an else, only the if #available block is erased")
  func availableWithElse() {
    @ViewBuilder var content: some View {
      if #available(macOS 10.15, *) {
        Text("new")
      } else {
        Color.gray
      }
    }
    #expect(
      content is ConditionalContent<AnyView, Color>,
      """
      the else branch keeps its type: the compiler erases only the #available block. If the \
      type is ConditionalContent<Text, Color>, the block was never erased: the compiler does \
      not call a misspelled buildLimitedAvailability, so check its name and signature
      """)
    #expect(
      ViewHost(content).render() == "Text \"new\"",
      "on Linux `*` makes the check true, so the first branch is shown: the erased Text")
  }

  @Test("A block of two views is combined first, then erased as one TupleView")
  func erasesTheCombinedBlock() {
    @ViewBuilder var content: some View {
      if #available(macOS 10.15, *) {
        Text("a")
        Text("b")
      }
    }
    let wrapped = (content as? AnyView?)??.erasedContent
    #expect(
      wrapped is TupleView<(Text, Text)>,
      """
      the compiler calls buildBlock on the block, then buildLimitedAvailability on its result. \
      If wrapped is nil, the block was never erased into an AnyView: the compiler does not call \
      a misspelled buildLimitedAvailability, so check its name and signature
      """)
  }

  @Test("State inside an if #available block survives updates: the wrapped type is stable")
  func erasedStateSurvives() throws {
    let host = ViewHost(AvailableCounterScreen())
    try host.tap("0")
    try host.tap("refresh")
    try host.tap("refresh")
    #expect(
      host.stateValues(of: Tally.self, "count", as: Int.self) == [1],
      "every update builds a new AnyView, yet it wraps the same type: the identity is kept")
    #expect(
      host.lastUpdate.removedCount == 0 && host.lastUpdate.insertedCount == 0,
      "an update that changes nothing inside the erased block removes and inserts nothing")
  }

  @Test("In the engine, an erased conditional rebuilds what the concrete one does, plus 2 nodes")
  func erasedConditionalCostsTheSame() throws {
    let concrete = ViewHost(ConcretePanelScreen())
    let erased = ViewHost(ErasedPanelScreen())
    try concrete.tap("toggle")
    try erased.tap("toggle")
    let (plain, boxed) = (concrete.lastUpdate, erased.lastUpdate)
    #expect(
      boxed.removedCount == plain.removedCount && boxed.insertedCount == plain.insertedCount,
      """
      the erased block wraps ConditionalContent<A, B> on every update: its type never changes, \
      so switching branches rebuilds exactly what the concrete tree rebuilds \
      (concrete: \(plain.summary); erased: \(boxed.summary))
      """)
    #expect(
      erased.nodeCount == concrete.nodeCount + 2,
      """
      the erased tree has two more nodes: the Optional from buildIf and the AnyView box. With \
      only one more, the AnyView box is missing and the block was never erased: the compiler \
      does not call a misspelled buildLimitedAvailability, so check its name and signature
      """)
    #expect(
      erased.render().split(separator: "\n").dropFirst()
        == concrete.render().split(separator: "\n").dropFirst(),
      "erasure changes the identity tree, not what is shown")
  }
}

/// A button that counts its taps, for this suite only.
private struct Tally: View {
  @State var count = 0

  var body: some View {
    Button("\(count)") { count += 1 }
  }
}

/// A counter inside an `if #available` block, and a button that only forces an update.
private struct AvailableCounterScreen: View {
  @State var refreshes = 0

  var body: some View {
    VStack {
      if #available(macOS 10.15, *) {
        Tally()
      }
      Button("refresh") { refreshes += 1 }
    }
  }
}

/// A small panel with state, so that a rebuild shows in the counts.
private struct Panel: View {
  let title: String

  var body: some View {
    VStack {
      Text(title)
      Tally()
    }
  }
}

/// Two branches of a builder `if`/`else`, concrete.
private struct ConcretePanelScreen: View {
  @State var expanded = false

  var body: some View {
    VStack {
      if expanded {
        Panel(title: "details").padding(16)
      } else {
        Panel(title: "summary")
      }
      Button("toggle") { expanded.toggle() }
    }
  }
}

/// The same two branches inside an `if #available` block: erased by the builder.
private struct ErasedPanelScreen: View {
  @State var expanded = false

  var body: some View {
    VStack {
      if #available(macOS 10.15, *) {
        if expanded {
          Panel(title: "details").padding(16)
        } else {
          Panel(title: "summary")
        }
      }
      Button("toggle") { expanded.toggle() }
    }
  }
}
