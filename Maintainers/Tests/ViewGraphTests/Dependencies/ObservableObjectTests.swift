import Testing
import ViewGraph

@Suite("ObservableObject: a view depends on the whole object, not on what it read")
@MainActor
struct ObservableObjectTests {
  @Test("A @Published change runs the holder and the child whose input changed")
  func publishedChangeRunsHolder() {
    let switches = Switches()
    let host = ViewHost(SwitchPanel(model: switches))
    switches.first.toggle()
    host.update()
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "SwitchPanel: _model changed.", "SwitchRow: @self changed.",
      ])
    #expect(host.lastUpdate.bodies.last?.path.contains("[0]") == true)
  }

  @Test("A change of a property that is not @Published runs nothing, and the screen goes stale")
  func plainPropertyRunsNothing() {
    let switches = Switches()
    let host = ViewHost(SwitchPanel(model: switches))
    switches.second.toggle()
    host.update()
    #expect(host.lastUpdate.bodies.isEmpty)
    #expect(host.render().contains(#"Text "second off""#), "the old body is still shown")
    switches.objectWillChange.send()
    host.update()
    #expect(host.render().contains(#"Text "second on""#), "objectWillChange.send() announces it")
  }

  @Test("A view that read only one property still runs when another @Published one changes")
  func wholeObjectDependency() {
    let switches = Switches()
    let host = ViewHost(ThirdOnly(model: switches))
    switches.first.toggle()
    host.update()
    #expect(host.lastUpdate.bodies.map(\.description) == ["ThirdOnly: _model changed."])
  }
}

private final class Switches: ObservableObject {
  @Published var first = false
  var second = false
  @Published var third = false
}

private struct SwitchPanel: View {
  @ObservedObject var model: Switches

  var body: some View {
    Stack {
      SwitchRow(name: "first", isOn: model.first)
      SwitchRow(name: "second", isOn: model.second)
    }
  }
}

private struct SwitchRow: View {
  let name: String
  let isOn: Bool

  var body: some View {
    Text(name + (isOn ? " on" : " off"))
  }
}

private struct ThirdOnly: View {
  @ObservedObject var model: Switches

  var body: some View {
    Text(model.third ? "third on" : "third off")
  }
}
