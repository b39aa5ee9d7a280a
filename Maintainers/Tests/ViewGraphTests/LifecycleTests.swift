import Testing
import ViewGraph

@Suite("Appear and disappear actions")
@MainActor
struct LifecycleTests {
  @Test("Removals come before insertions; the new view appears before the old one disappears")
  func eventOrder() throws {
    let log = EventLog()
    let host = ViewHost(LifecycleScreen(log: log))
    #expect(log.entries == ["first appeared"])
    try host.tap("toggle")
    #expect(log.entries == ["first appeared", "second appeared", "first disappeared"])
    let kinds = host.lastUpdate.events.map(\.kind).filter { $0 != .kept }
    #expect(kinds == [.removed, .inserted, .appeared, .disappeared])
    #expect(
      host.lastUpdate.disappeared.map(\.path) == [
        "LifecycleScreen › body › Stack › [0] › branch 0 › "
          + "ModifiedContent<ModifiedContent<Text, OnAppearModifier>, OnDisappearModifier>"
      ])
  }

  @Test("An action that changes state causes one more update")
  func actionTriggersUpdate() {
    let host = ViewHost(AppearCounter())
    #expect(host.updates.map(\.cause) == ["mount", "state changed during update 0"])
    #expect(
      host.render() == "AppearCounter (appearances = 1)\n  Text \"appeared 1 times\" [onAppear]")
    #expect(host.issues.isEmpty)
  }

  @Test("State that changes on every update stops after the pass limit with an issue")
  func endlessUpdatesStop() {
    let host = ViewHost(EndlessScreen())
    #expect(host.updates.count == ViewHost.maximumPasses)
    #expect(host.issues.count == 1)
    #expect(host.issues.first?.hasPrefix("stopped after 10 updates") == true)
  }
}

private final class EventLog {
  var entries: [String] = []
}

private struct LifecycleScreen: View {
  let log: EventLog
  @State var showsFirst = true

  var body: some View {
    Stack {
      if showsFirst {
        Text("first")
          .onAppear { log.entries.append("first appeared") }
          .onDisappear { log.entries.append("first disappeared") }
      } else {
        Text("second").onAppear { log.entries.append("second appeared") }
      }
      Button("toggle") { showsFirst.toggle() }
    }
  }
}

private struct AppearCounter: View {
  @State var appearances = 0

  var body: some View {
    Text("appeared \(appearances) times").onAppear { appearances += 1 }
  }
}

private struct EndlessScreen: View {
  @State var generation = 0

  var body: some View {
    Text("generation \(generation)").onAppear { generation += 1 }.id(generation)
  }
}
