import Testing
import ViewGraph

/// The engine against four results of OpenSwiftUI's compatibility tests, which run the same
/// source on Apple's SwiftUI (`AppearanceActionModifierCompatibilityTests`,
/// `IDViewCompatibilityTests`, `StateCompatibilityTests`).
@Suite("Appear and disappear in SwiftUI's order")
@MainActor
struct AppearOrderTests {
  @Test("After an .id change the new identity appears before the old one disappears: AAD")
  func newIdentityAppearsFirst() throws {
    let log = AppearLog()
    let host = ViewHost(IDToggle(log: log))
    try host.tap("toggle")
    #expect(log.text == "AAD", "SwiftUI: \"AADD\" once its window closes")
    #expect(host.lastUpdate.events(.appeared).count == 1)
  }

  @Test("onAppear outside .id does not run again for a new id; onAppear inside it does")
  func outsideIDAppearsOnce() throws {
    let outside = AppearLog()
    let inside = AppearLog()
    let host = ViewHost(IDPlacement(outside: outside, inside: inside))
    try host.tap("next")
    #expect(outside.text == "A", "the view outside .id is the same view all along")
    #expect(inside.text == "AA", "inside .id, a new id is a new view that appears")
  }

  @Test("onAppear on AnyView(EmptyView()) as the root's body runs once and writes its state")
  func rootIsOneView() {
    let log = AppearLog()
    let host = ViewHost(EmptyRoot(log: log))
    #expect(log.text == "A", "the host's root is one view, even when it shows nothing")
    #expect(host.stateValues(of: EmptyRoot.self, "appeared", as: Bool.self) == [true])
    #expect(host.updates.count == 1, "the body never reads the state: no body runs again")
  }

  @Test("In a stack, an EmptyView still resolves to no subview: its onAppear never runs")
  func emptyInStackStillNothing() {
    let log = AppearLog()
    _ = ViewHost(Stack { EmptyView().onAppear { log.text += "A" } })
    #expect(log.text == "")
  }
}

private final class AppearLog {
  var text = ""
}

private struct IDToggle: View {
  let log: AppearLog
  @State var toggle = false

  var body: some View {
    Stack {
      Color.red
        .onAppear { log.text += "A" }
        .onDisappear { log.text += "D" }
        .id(toggle)
      Button("toggle") { toggle.toggle() }
    }
  }
}

private struct IDPlacement: View {
  let outside: AppearLog
  let inside: AppearLog
  @State var id = 0

  var body: some View {
    Stack {
      Color.red.id(id).onAppear { outside.text += "A" }
      Color.blue.onAppear { inside.text += "A" }.id(id)
      Button("next") { id += 1 }
    }
  }
}

private struct EmptyRoot: View {
  let log: AppearLog
  @State var appeared = false

  var body: some View {
    TestErased(EmptyView())
      .onAppear {
        appeared.toggle()
        // The action reads its own write back, as SwiftUI's compatibility test does.
        log.text += appeared ? "A" : "?"
      }
  }
}
