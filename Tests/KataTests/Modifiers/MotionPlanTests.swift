import Testing
import ViewGraph

@Suite("6.4 Animations versus transitions")
@MainActor
struct MotionPlanTests {
  @Test("A kept view whose opacity changes is one animation, from the old value to the new")
  func keptValueAnimates() throws {
    let host = ViewHost(ValueDim())
    try host.tap("0")
    #expect(
      MotionPlan(host.lastUpdate).animations.isEmpty,
      "a tap that changes only the count changes no modifier's value: nothing to interpolate")
    try host.tap("toggle")
    let changed = try #require(host.lastUpdate.changed.first, "the engine reports the change")
    #expect(
      MotionPlan(host.lastUpdate).animations == [
        MotionPlan.Animation(path: changed.path, property: "opacity", from: "1.0", to: "0.3")
      ],
      """
      a .changed event is a kept identity with a new value: one animation, on the event's path, \
      with the change's name, from and to
      """)
    #expect(
      MotionPlan(host.lastUpdate).transitionsOut.isEmpty
        && MotionPlan(host.lastUpdate).transitionsIn.isEmpty,
      "nothing was removed or inserted: no transition, and the counter keeps its 1")
  }

  @Test("A change of branch is a transition out and a transition in, not an animation")
  func branchChangeTransitions() throws {
    let host = ViewHost(BranchDim())
    try host.tap("0")
    try host.tap("1")
    try host.tap("toggle")
    let plan = MotionPlan(host.lastUpdate)
    #expect(
      plan.animations.isEmpty,
      "no kept view changed a value: the dimmed counter is another identity, so nothing animates")
    #expect(
      plan.transitionsOut == [
        MotionPlan.Transition(
          path: host.lastUpdate.removed.first?.path ?? "a removed event", state: ["counter = 2"])
      ],
      """
      the .removed event is a transition out, and the state discarded right after it \
      ("name = value") is what goes out with it: the user's two taps
      """)
    #expect(
      plan.transitionsIn == [
        MotionPlan.Transition(
          path: host.lastUpdate.inserted.first?.path ?? "an inserted event",
          state: ["counter = 0"])
      ],
      "the .inserted event is a transition in, with the state created right after it: a fresh 0")
  }

  @Test("Each removed subtree loses its own state, in the trace's order")
  func stateGoesWithItsSubtree() throws {
    let host = ViewHost(TwoPanels())
    try host.tap("0", occurrence: 0)
    try host.tap("0", occurrence: 1)
    try host.tap("swap")
    let plan = MotionPlan(host.lastUpdate)
    #expect(
      plan.transitionsOut.map(\.path) == host.lastUpdate.removed.map(\.path),
      "one transition out per .removed event, in the trace's order")
    #expect(
      plan.transitionsOut.map(\.state) == [["counter = 1"], ["counter = 0", "counter = 1"]],
      """
      a state discarded event belongs to the removal just before it: the lone counter loses its \
      1, the pair loses both of its counts, and neither removal takes the other's
      """)
    #expect(
      plan.transitionsIn.map(\.state) == [[], []],
      "the two texts that come in have no state to start with")
  }

  @Test("One update can animate one view and transition another")
  func animationAndTransitionTogether() throws {
    let host = ViewHost(Badge())
    try host.tap("toggle")
    let shown = MotionPlan(host.lastUpdate)
    #expect(
      shown.animations.map(\.property) == ["opacity"] && shown.transitionsIn.count == 1,
      "the kept counter's opacity animates while the new badge, an inserted view, comes in")
    #expect(
      shown.transitionsOut.isEmpty,
      """
      the trace removes the EmptyView that stood for the nil badge, but an EmptyView draws \
      nothing (it resolves to no subview): nothing transitions out
      """)
    #expect(
      shown.description == """
        animate         Badge › body › VStack › body › Stack › [0] › \
        ModifiedContent<TapCounter, OpacityModifier> opacity 0.5 → 1.0
        transition in   Badge › body › VStack › body › Stack › [1] › branch 0 › Text
        """)
    try host.tap("toggle")
    let hidden = MotionPlan(host.lastUpdate)
    #expect(
      hidden.animations.map(\.from) == ["1.0"] && hidden.animations.map(\.to) == ["0.5"],
      "toggled back, the same kept counter animates back")
    let badge = "Badge › body › VStack › body › Stack › [1] › branch 0 › Text"
    #expect(hidden.transitionsOut.map(\.path) == [badge], "and the badge's text goes out")
    #expect(hidden.transitionsIn.isEmpty, "while the EmptyView that comes in shows nothing")
  }

  @Test("Each changed value of a kept view is its own animation, in the trace's order")
  func severalValues() throws {
    let host = ViewHost(Restyle())
    try host.tap("toggle")
    #expect(
      MotionPlan(host.lastUpdate).animations.map { "\($0.property) \($0.from) → \($0.to)" }
        == host.lastUpdate.changed.compactMap { event in
          event.change.map { "\($0.name) \($0.from) → \($0.to)" }
        },
      "every .changed event is one animation, even when one view changes two values")
    #expect(MotionPlan(host.lastUpdate).animations.count == 2)
  }
}

/// A counter dimmed through the opacity's value: one identity.
private struct ValueDim: View {
  @State var isDimmed = false

  var body: some View {
    VStack {
      TapCounter().opacity(isDimmed ? 0.3 : 1)
      Button("toggle") { isDimmed.toggle() }
    }
  }
}

/// A counter dimmed through a branch written directly in `body`: two identities.
private struct BranchDim: View {
  @State var isDimmed = false

  var body: some View {
    VStack {
      if isDimmed {
        TapCounter().opacity(0.3)
      } else {
        TapCounter()
      }
      Button("toggle") { isDimmed.toggle() }
    }
  }
}

/// Two panels that a swap replaces with texts: a counter and a pair of counters go out.
private struct TwoPanels: View {
  @State var isSwapped = false

  var body: some View {
    VStack {
      if isSwapped {
        Text("left")
      } else {
        TapCounter()
      }
      if isSwapped {
        Text("right")
      } else {
        CounterPair()
      }
      Button("swap") { isSwapped.toggle() }
    }
  }
}

private struct CounterPair: View {
  var body: some View {
    TapCounter()
    TapCounter()
  }
}

/// A counter that brightens while a badge appears next to it.
private struct Badge: View {
  @State var isNew = false

  var body: some View {
    VStack {
      TapCounter().opacity(isNew ? 1 : 0.5)
      if isNew {
        Text("new")
      }
      Button("toggle") { isNew.toggle() }
    }
  }
}

/// A counter whose color and padding change together.
private struct Restyle: View {
  @State var isQuiet = false

  var body: some View {
    VStack {
      TapCounter().foregroundStyle(isQuiet ? .gray : .blue).padding(isQuiet ? 2 : 8)
      Button("toggle") { isQuiet.toggle() }
    }
  }
}
