import Testing
import ViewGraph

@Suite("Bindings")
@MainActor
struct BindingTests {
  @Test("A child writes its parent's state through a binding")
  func childWritesParentState() throws {
    let host = ViewHost(SettingsScreen())
    try host.tap("off")
    #expect(host.stateValues(of: SettingsScreen.self, "isOn", as: Bool.self) == [true])
    #expect(
      host.render() == """
        SettingsScreen (isOn = true)
          Stack(vertical)
            ToggleRow
              Button "on"
            Text "enabled"
        """)
  }

  @Test("A constant binding reads its value and ignores writes")
  func constantBinding() {
    let binding = Binding.constant(3)
    binding.wrappedValue = 4
    #expect(binding.wrappedValue == 3)
  }

  @Test("A binding made with get and set forwards both")
  func closureBinding() {
    final class Box { var value = "a" }
    let box = Box()
    let binding = Binding(get: { box.value }, set: { box.value = $0 })
    binding.wrappedValue = "b"
    #expect(box.value == "b")
    #expect(binding.wrappedValue == "b")
  }
}

private struct ToggleRow: View {
  @Binding var isOn: Bool

  var body: some View {
    Button(isOn ? "on" : "off") { isOn.toggle() }
  }
}

private struct SettingsScreen: View {
  @State var isOn = false

  var body: some View {
    Stack {
      ToggleRow(isOn: $isOn)
      Text(isOn ? "enabled" : "disabled")
    }
  }
}
