import Observation
import Testing
import ViewGraph

// The form of a body run's line: the type name `_printChanges()` starts it with, the order of
// several reasons, and the views it leaves out. What SwiftUI prints is in OpenSwiftUI's
// compatibility tests (run against Apple's SwiftUI) and its `changedBodyProperties`.

/// An enclosing type, as `ChangedBodyPropertyCompatibilityTests` is for its views.
enum Outline {
  struct Heading: View {
    let title: String

    var body: some View {
      Text(title)
    }
  }

  private struct Hidden: View {
    var body: some View {
      Text("hidden")
    }
  }

  /// A private type: `String(reflecting:)` names its scope with an address.
  static var hidden: some View { Hidden() }
}

struct Boxed<Value>: View {
  let value: Value

  var body: some View {
    Text("\(value)")
  }
}

/// A stand-in for a SwiftUI primitive, as the course's `VStack` is.
struct Column<Content: View>: SwiftUIPrimitive {
  let content: Content

  init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  var body: some View {
    Stack(axis: .vertical, content: content)
  }
}

@Observable final class Meter {
  var level = 0
}

/// A child whose parent gives it a new label and whose body reads the meter.
struct MeterLine: View {
  let label: String
  let meter: Meter

  var body: some View {
    Text("\(label): \(meter.level)")
  }
}

struct MeterScreen: View {
  @State var presses = 0
  let meter: Meter

  var body: some View {
    Stack {
      MeterLine(label: "presses \(presses)", meter: meter)
      Button("both") {
        presses += 1
        meter.level += 1
      }
    }
  }
}

/// Two states written in the opposite order to their declarations.
struct TwoStates: View {
  @State var first = 0
  @State var second = 0

  var body: some View {
    Button("\(first) \(second)") {
      second += 1
      first += 1
    }
  }
}

/// A child that reads the parent's state through a binding and gets a label made from it.
struct BoundLabel: View {
  let label: String
  @Binding var count: Int

  var body: some View {
    Stack {
      Text("bound \(count)")
      Button(label) { count += 1 }
    }
  }
}

struct BindingParent: View {
  @State var count = 0

  var body: some View {
    BoundLabel(label: "count \(count)", count: $count)
  }
}

@Suite("The _printChanges() line: the names and order SwiftUI prints")
@MainActor
struct PrintedLineTests {
  @Test("A nested view is named with its enclosing type and without its module")
  func nestedName() {
    let host = ViewHost(Outline.Heading(title: "a"))
    #expect(host.lastUpdate.bodies.map(\.description) == ["Outline.Heading: @self changed."])
    #expect(host.lastUpdate.bodies[0].path == "Heading", "paths keep the engine's short names")
  }

  @Test("A private view's name has no scope or address in it")
  func privateName() {
    let host = ViewHost(Outline.hidden)
    #expect(host.lastUpdate.bodies.map(\.typeName) == ["Outline.Hidden"])
  }

  @Test("A view declared in a function is named by the type around the function, as SwiftUI does")
  func localName() {
    struct Local: View {
      var body: some View {
        Text("local")
      }
    }
    let host = ViewHost(Local())
    #expect(host.lastUpdate.bodies.map(\.description) == ["PrintedLineTests.Local: @self changed."])
  }

  @Test("A generic view shows its arguments, each without its module")
  func genericName() {
    #expect(ViewHost(Boxed(value: 3)).lastUpdate.bodies.map(\.typeName) == ["Boxed<Int>"])
    #expect(
      ViewHost(Boxed(value: [Outline.Heading?.none])).lastUpdate.bodies.map(\.typeName) == [
        "Boxed<Array<Optional<Outline.Heading>>>"
      ])
  }

  @Test("@dependencies comes before @self, as in the one published SwiftUI log with both")
  func dependenciesBeforeSelf() throws {
    let host = ViewHost(MeterScreen(meter: Meter()))
    try host.tap("both")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "MeterScreen: _presses changed.", "MeterLine: @dependencies, @self changed.",
      ])
  }

  @Test("@self comes before property names, as OpenSwiftUI's changedBodyProperties lists them")
  func selfBeforeProperties() throws {
    let host = ViewHost(BindingParent())
    try host.tap("count 0")
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "BindingParent: _count changed.", "BoundLabel: @self, _count changed.",
      ])
  }

  @Test("Property names follow the declaration order, not the order of the writes")
  func propertiesInDeclarationOrder() throws {
    let host = ViewHost(TwoStates())
    try host.tap("0 0")
    #expect(host.lastUpdate.bodies.map(\.description) == ["TwoStates: _first, _second changed."])
  }

  @Test("A SwiftUIPrimitive's body runs, but prints no line: its children are still compared")
  func primitiveStandIn() throws {
    let host = ViewHost(CountingColumn())
    #expect(
      host.lastUpdate.bodies.map(\.description) == [
        "CountingColumn: @self, @identity, _count changed.", "FixedTitle: @self changed.",
      ])
    try host.tap("+1")
    #expect(host.lastUpdate.bodies.map(\.description) == ["CountingColumn: _count changed."])
    #expect(host.render().contains(#"Text "count 1""#), "the column's body ran: new content")
  }
}

/// `CountingParent` with its stack in a ``Column``.
struct CountingColumn: View {
  @State var count = 0

  var body: some View {
    Column {
      Text("count \(count)")
      FixedTitle(title: "fixed")
      Button("+1") { count += 1 }
    }
  }
}
