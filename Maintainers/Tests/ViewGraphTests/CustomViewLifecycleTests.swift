import Testing
import ViewGraph

/// Appear and disappear actions on a custom view follow its resolved subviews: none for a body
/// that resolves to nothing, one per member for a body of several views, and the custom view
/// itself for a body of one view. A member is compared by the view it stands for, so a body that
/// grows from one view to two runs the actions for the new view only.
@Suite("Views are lists: lifecycle actions on a custom view run per resolved subview")
@MainActor
struct CustomViewLifecycleTests {
  @Test("A custom view whose body is an if without else resolves to zero or one subview")
  func ifWithoutElseResolvesToZeroOrOne() throws {
    let log = Log()
    let host = ViewHost(MaybeScreen(log: log))
    #expect(log.entries.isEmpty, "the condition is false: Maybe resolves to nothing")
    try host.tap("toggle")
    #expect(log.entries == ["appeared"], "the condition holds: Maybe's one view appears")
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "MaybeScreen › body › Stack › [0] › ModifiedContent › ModifiedContent<Maybe, OnAppearModifier>"
      ],
      "one view: the custom view stays itself, so the event names the modifier")
    try host.tap("toggle")
    #expect(log.entries == ["appeared", "disappeared"])
  }

  @Test("A body that grows from one view to two appears only for the new view")
  func growingBodyAppearsOnlyForTheNewView() throws {
    let log = Log()
    let host = ViewHost(GrowingScreen(log: log))
    #expect(log.entries == ["appeared"])
    try host.tap("grow")
    #expect(log.entries == ["appeared", "appeared"], "Text \"a\" stayed; only \"b\" is new")
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "GrowingScreen › body › Stack › [0] › ModifiedContent › ModifiedContent › Growing › body › "
          + "[1] › branch 0 › Text"
      ])
    try host.tap("grow")
    #expect(log.entries == ["appeared", "appeared", "disappeared"], "only \"b\" went away")
  }

  @Test("onAppear on a custom view whose body is if/else runs on every change, as on a Group")
  func branchingBodyAppearsOnEveryChange() throws {
    let log = Log()
    let host = ViewHost(SwitchScreen(log: log))
    try host.tap("switch")
    #expect(
      log.entries == ["appeared", "appeared", "disappeared"],
      """
      the body's one view is a new identity on each change, so the actions run for it again: \
      the new view appears, then the old one disappears
      """)
    #expect(
      host.lastUpdate.appeared.map(\.path) == [
        "SwitchScreen › body › Stack › [0] › ModifiedContent › ModifiedContent<Switch, OnAppearModifier>"
      ],
      "one view: the event still names the modifier")
  }
}

private final class Log {
  var entries: [String] = []
}

private struct Maybe: View {
  let isShown: Bool

  var body: some View {
    if isShown {
      Text("shown")
    }
  }
}

private struct MaybeScreen: View {
  let log: Log
  @State var isShown = false

  var body: some View {
    Stack {
      Maybe(isShown: isShown)
        .onAppear { log.entries.append("appeared") }
        .onDisappear { log.entries.append("disappeared") }
      Button("toggle") { isShown.toggle() }
    }
  }
}

private struct Growing: View {
  let isGrown: Bool

  var body: some View {
    Text("a")
    if isGrown {
      Text("b")
    }
  }
}

private struct GrowingScreen: View {
  let log: Log
  @State var isGrown = false

  var body: some View {
    Stack {
      Growing(isGrown: isGrown)
        .onAppear { log.entries.append("appeared") }
        .onDisappear { log.entries.append("disappeared") }
      Button("grow") { isGrown.toggle() }
    }
  }
}

private struct Switch: View {
  let isFirst: Bool

  var body: some View {
    if isFirst {
      Text("first")
    } else {
      Text("second")
    }
  }
}

private struct SwitchScreen: View {
  let log: Log
  @State var isFirst = true

  var body: some View {
    Stack {
      Switch(isFirst: isFirst)
        .onAppear { log.entries.append("appeared") }
        .onDisappear { log.entries.append("disappeared") }
      Button("switch") { isFirst.toggle() }
    }
  }
}
