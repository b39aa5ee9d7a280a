import Observation
import ViewGraph

// One row's change in lists of 1,000 and 10,000 rows: `update()`, which runs only the bodies
// whose dependencies changed, against `updateAll()`, the whole-tree pass, after the same change
// in the same run. Two kinds of row state: a row's own `@State` (written through a binding, as a
// tap would, without `tap`'s search of the tree for a label) and an `@Observable` row model.

/// The rows' state, written through the binding each row hands over when it appears.
final class RowCounts {
  var bindings: [Binding<Int>] = []
}

struct StateRow: View {
  let number: Int
  let counts: RowCounts
  @State var count = 0

  var body: some View {
    Stack(axis: .horizontal, content: Pair(Text("row \(number)"), Text("\(count)")))
      .onAppear { counts.bindings.append($count) }
  }
}

struct StateList: View {
  let size: Int
  let counts: RowCounts

  var body: some View {
    Stack(axis: .vertical, content: ForEach(0..<size) { StateRow(number: $0, counts: counts) })
  }
}

@Observable final class RowModel: Identifiable {
  let id: Int
  var count = 0

  init(id: Int) {
    self.id = id
  }
}

struct ModelRow: View {
  let model: RowModel

  var body: some View {
    Stack(axis: .horizontal, content: Pair(Text("row \(model.id)"), Text("\(model.count)")))
  }
}

struct ModelList: View {
  let models: [RowModel]

  var body: some View {
    Stack(axis: .vertical, content: ForEach(models) { ModelRow(model: $0) })
  }
}

/// Two views side by side, without a learner's `ViewBuilder`.
struct Pair<First: View, Second: View>: MultiChildView {
  let first: First
  let second: Second

  init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  var children: [any View] { [first, second] }
}

struct Sample {
  var seconds: [Double] = []
  var bodies = 0

  var median: Double {
    let sorted = seconds.sorted()
    return sorted[sorted.count / 2]
  }
}

/// Changes one row, `rounds` times, and times the pass that applies each change.
@MainActor func measure(
  _ host: ViewHost, rounds: Int, change: (Int) -> Void, pass: (ViewHost) -> Void
) -> Sample {
  var sample = Sample()
  let clock = ContinuousClock()
  for round in 0..<rounds {
    change(round)
    let duration = clock.measure { pass(host) }
    let parts = duration.components
    sample.seconds.append(Double(parts.seconds) + Double(parts.attoseconds) * 1e-18)
    sample.bodies = host.lastUpdate.bodies.count
  }
  return sample
}

func milliseconds(_ seconds: Double) -> String {
  let value = seconds * 1000
  return value < 10 ? format2(value) : String(Int(value.rounded()))
}

func format2(_ value: Double) -> String {
  let hundredths = Int((value * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

@MainActor func report(_ name: String, size: Int, nodes: Int, changed: Sample, whole: Sample) {
  let ratio = whole.median / changed.median
  print(
    "| \(name) | \(size) | \(nodes) | \(changed.bodies) | \(milliseconds(changed.median)) ms "
      + "| \(whole.bodies) | \(milliseconds(whole.median)) ms | \(Int(ratio.rounded()))x |")
}

@MainActor func run() {
  let arguments = CommandLine.arguments.dropFirst()
  let configuration = arguments.first ?? "debug"
  print(
    "ViewGraph scale benchmark (\(configuration) build): one row's change, median of the rounds")
  print("")
  print(
    "| row state | rows | nodes | bodies run by update() | update() "
      + "| bodies run by updateAll() | updateAll() | ratio |")
  print("| --- | --- | --- | --- | --- | --- | --- | --- |")
  for size in [1_000, 10_000] {
    let rounds = size == 1_000 ? 21 : 7
    let counts = RowCounts()
    let stateHost = ViewHost(StateList(size: size, counts: counts))
    let bump: (Int) -> Void = { round in counts.bindings[(round * 7_919) % size].wrappedValue += 1 }
    let stateChanged = measure(stateHost, rounds: rounds, change: bump) { $0.update() }
    let stateWhole = measure(stateHost, rounds: rounds, change: bump) { $0.updateAll() }
    report(
      "`@State`", size: size, nodes: stateHost.nodeCount, changed: stateChanged, whole: stateWhole)

    let models = (0..<size).map(RowModel.init)
    let modelHost = ViewHost(ModelList(models: models))
    let touch: (Int) -> Void = { round in models[(round * 7_919) % size].count += 1 }
    let modelChanged = measure(modelHost, rounds: rounds, change: touch) { $0.update() }
    let modelWhole = measure(modelHost, rounds: rounds, change: touch) { $0.updateAll() }
    report(
      "`@Observable`", size: size, nodes: modelHost.nodeCount, changed: modelChanged,
      whole: modelWhole)
  }
}

MainActor.assumeIsolated { run() }
