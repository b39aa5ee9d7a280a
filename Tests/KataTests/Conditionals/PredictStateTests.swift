import Testing
import ViewGraph

@Suite("4.5 Predict what survives")
@MainActor
struct PredictStateTests {
  /// Mounts the scenario, taps its counter twice, then taps `toggle` once.
  private func run(_ scenario: StateScenario) throws -> ViewHost {
    let host =
      switch scenario {
      case .sameViewInBothBranches: ViewHost(SameViewInBothBranches())
      case .ternaryInModifier: ViewHost(TernaryInModifier())
      case .ifExpressionWithoutBuilder: ViewHost(IfExpressionWithoutBuilder())
      case .optionalBannerAbove: ViewHost(OptionalBannerAbove())
      case .explicitIDFromCondition: ViewHost(ExplicitIDFromCondition())
      case .stateAboveTheBranches: ViewHost(StateAboveTheBranches())
      }
    try host.tap("0")
    try host.tap("1")
    try host.tap("toggle")
    return host
  }

  @Test("Your prediction matches the engine", arguments: StateScenario.allCases)
  func predictionMatches(scenario: StateScenario) throws {
    let host = try run(scenario)
    let kept = host.buttonLabels.contains("2")
    let prediction = StatePrediction.keepsCount(scenario)
    #expect(
      prediction != nil,
      "\(scenario): predict first. Read the scenario in the lesson and return true or false")
    #expect(
      prediction == nil || prediction == kept,
      """
      \(scenario): keepsCount returned \(prediction.map(String.init) ?? "nil"), but the \
      engine says \(kept). What the toggle did:
      \(host.lastUpdate.changes)
      """)
  }

  @Test("Your predictions name both outcomes")
  func bothOutcomes() {
    let predictions = StateScenario.allCases.compactMap(StatePrediction.keepsCount)
    #expect(
      predictions.count == StateScenario.allCases.count && Set(predictions) == [true, false],
      "some of these counters survive the toggle and some do not: predict every scenario")
  }
}

// The scenarios, as the lesson shows them. Each has a counter labelled with its count and a
// button labelled "toggle".

private struct SameViewInBothBranches: View {
  @State var isOn = true

  var body: some View {
    VStack {
      counter()
      Button("toggle") { isOn.toggle() }
    }
  }

  @ViewBuilder func counter() -> some View {
    if isOn {
      TapCounter()
    } else {
      TapCounter()
    }
  }
}

private struct TernaryInModifier: View {
  @State var isOn = true

  var body: some View {
    VStack {
      TapCounter().foregroundStyle(isOn ? .blue : .red)
      Button("toggle") { isOn.toggle() }
    }
  }
}

private struct IfExpressionWithoutBuilder: View {
  @State var isOn = true

  var body: some View {
    VStack {
      counter()
      Button("toggle") { isOn.toggle() }
    }
  }

  func counter() -> some View {
    if isOn {
      TapCounter().padding(8)
    } else {
      TapCounter().padding(0)
    }
  }
}

private struct OptionalBannerAbove: View {
  @State var isOn = true

  var body: some View {
    VStack {
      if isOn {
        Text("New!")
      }
      TapCounter()
      Button("toggle") { isOn.toggle() }
    }
  }
}

private struct ExplicitIDFromCondition: View {
  @State var isOn = true

  var body: some View {
    VStack {
      TapCounter().id(isOn)
      Button("toggle") { isOn.toggle() }
    }
  }
}

private struct StateAboveTheBranches: View {
  @State var isOn = true
  @State var count = 0

  var body: some View {
    VStack {
      label()
      Button("toggle") { isOn.toggle() }
    }
  }

  @ViewBuilder func label() -> some View {
    if isOn {
      Button("\(count)") { count += 1 }.foregroundStyle(.blue)
    } else {
      Button("\(count)") { count += 1 }.foregroundStyle(.red)
    }
  }
}
