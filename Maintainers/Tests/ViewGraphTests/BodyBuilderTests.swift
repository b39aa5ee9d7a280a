import Testing
import ViewGraph

@Suite("body is a view builder, as in SwiftUI: an if/else there is two identities")
@MainActor
struct BodyBuilderTests {
  @Test("An if/else written directly in body resets the counter on toggle")
  func bodyBranchesReset() throws {
    let host = ViewHost(BodyBranchScreen())
    try host.tap("0")
    try host.tap("1")
    try host.tap("2")
    #expect(
      host.identityTree().contains("  [0]: TestConditional<"),
      "the builder inferred from View.body turned the if/else into buildEither's conditional")
    try host.tap("toggle")
    #expect(
      host.stateValues(of: CounterView.self, "counter", as: Int.self) == [0],
      "each branch of the body's if/else is its own identity, though both are one type")
    let trace = host.lastUpdate
    #expect(trace.discardedState.map(\.stateValue) == ["3"])
    #expect(
      trace.removed.map(\.path) == [
        "BodyBranchScreen › body › [0] › branch 0 › "
          + "ModifiedContent<CounterView, ForegroundStyleModifier>"
      ])
    #expect(
      trace.inserted.map(\.path) == [
        "BodyBranchScreen › body › [0] › branch 1 › "
          + "ModifiedContent<CounterView, ForegroundStyleModifier>"
      ])
  }

  @Test(
    "A body's if/else resets state; an explicit return or a ternary keeps it",
    arguments: TintBody.allCases)
  func tintBodies(_ tint: TintBody) throws {
    let host = ViewHost(tint.view(isBlue: true))
    try host.tap("0")
    try host.tap("1")
    host.setRoot(tint.view(isBlue: false))
    #expect(host.render().contains("[foregroundStyle: red]"))
    let counters = host.stateValues(of: CounterView.self, "counter", as: Int.self)
    if tint.hasBranches {
      #expect(counters == [0], "\(tint): the builder made two branches, two identities")
      #expect(host.lastUpdate.removed.map(\.path).first?.contains("body › branch 0") == true)
      #expect(host.lastUpdate.inserted.map(\.path).first?.contains("body › branch 1") == true)
    } else {
      #expect(counters == [2], "\(tint): one expression of one type is one identity")
      #expect(host.lastUpdate.removed.isEmpty)
      #expect(host.lastUpdate.inserted.isEmpty)
    }
  }

  @Test(
    "ViewModifier.body(content:) is a builder too: its if/else resets the content's state",
    arguments: [true, false])
  func modifierBodies(returnsExplicitly: Bool) throws {
    func counter(isBlue: Bool) -> any View {
      returnsExplicitly
        ? CounterView().modifier(ReturnedTintModifier(isBlue: isBlue))
        : CounterView().modifier(BranchingTintModifier(isBlue: isBlue))
    }
    let host = ViewHost(counter(isBlue: true))
    try host.tap("0")
    try host.tap("1")
    host.setRoot(counter(isBlue: false))
    #expect(host.render().contains("CounterView (counter = \(returnsExplicitly ? 2 : 0))"))
    if returnsExplicitly {
      #expect(host.lastUpdate.removed.isEmpty, "return turns the builder off: one identity")
    } else {
      #expect(
        host.lastUpdate.removed.map(\.path) == [
          "ModifiedContent › body › branch 0 › "
            + "ModifiedContent<ViewModifierContent, ForegroundStyleModifier>"
        ])
      #expect(host.lastUpdate.discardedState.map(\.stateValue) == ["2"])
    }
  }
}

/// The ways of writing a body that tints a counter blue or red, by a value its parent passes.
enum TintBody: String, CaseIterable, CustomTestStringConvertible {
  case ifElse = "if/else in body"
  case returnedIf = "return if-expression"
  case returnedTernary = "return ternary"
  case ternary = "ternary without return"

  var testDescription: String { rawValue }

  /// Whether the builder turns this body into branches.
  var hasBranches: Bool { self == .ifElse }

  @MainActor
  func view(isBlue: Bool) -> any View {
    switch self {
    case .ifElse: BranchingTint(isBlue: isBlue)
    case .returnedIf: ReturnedIfTint(isBlue: isBlue)
    case .returnedTernary: ReturnedTernaryTint(isBlue: isBlue)
    case .ternary: TernaryTint(isBlue: isBlue)
    }
  }
}
