import Testing
import ViewGraph

/// One test per event, so that `list` and the class table count each prediction on its own.
@Suite("9.4 Reading _printChanges()")
@MainActor
struct PrintChangesTests {
  @Test("The mount: your predicted lines are the ones the engine prints")
  func mount() throws {
    try expectPrediction(after: .mount)
  }

  @Test("A tap on +1: your predicted lines are the ones the engine prints")
  func tapPlusOne() throws {
    try expectPrediction(after: .tapPlusOne)
  }

  @Test("A tap on bump: your predicted lines are the ones the engine prints")
  func tapBump() throws {
    try expectPrediction(after: .tapBump)
  }

  @Test("A tap on note, a view in a new branch: your predicted lines are the engine's")
  func tapNote() throws {
    try expectPrediction(after: .tapNote)
  }

  @Test("updateAll(), every body: your predicted lines are the ones the engine prints")
  func updateAll() throws {
    try expectPrediction(after: .updateAll)
  }

  /// Compares the learner's lines for an event with the engine's, `_printChanges()`'s words,
  /// and names the rules a wrong prediction shows on its face.
  private func expectPrediction(after event: ReasonEvent) throws {
    // `nil` is "not predicted yet"; an empty list is a prediction: no body runs.
    guard let predicted = ChangeLog.predictedLines(after: event) else {
      Issue.record(
        "\(event): predict first. Read the screen in the lesson and write the lines you expect")
      return
    }
    let actual = try printed(after: event)
    #expect(
      predicted == actual,
      """
      \(event): the engine printed, in order:
      \(actual.joined(separator: "\n"))
      """)
    guard predicted != actual else { return }
    // A line for a stand-in of a SwiftUI primitive, or `@identity` for a new view that has no
    // state.
    if predicted.contains(where: { $0.hasPrefix("VStack:") }) {
      Issue.record("Your VStack stands for SwiftUI's, which has no body: it prints no line.")
    }
    for line in predicted where line.contains("@identity") && !actual.contains(line) {
      let view = line.prefix { $0 != ":" }
      if actual.contains(where: { $0.hasPrefix("\(view): @self") && !$0.contains("@identity") }) {
        Issue.record(
          "\(view) has no state, so it never prints @identity: @self alone, new or kept.")
      }
    }
    // A line for the TallyLine that got the same object again, or for the screen after bump.
    let tallyLineRan = actual.contains { $0.hasPrefix("TallyLine:") }
    if !tallyLineRan && predicted.contains(where: { $0.hasPrefix("TallyLine: @self") }) {
      Issue.record(
        """
        TallyLine got the same Tally object again, the same input: its new value compares equal \
        to the old one, so its body does not run and it prints no line.
        """)
    }
    if event == .tapBump && predicted.contains(where: { $0.hasPrefix("ReasonScreen:") }) {
      Issue.record(
        """
        An action is not a body: bump's action wrote tally.value, which ReasonScreen's body \
        never reads, so the screen's body does not run; only TallyLine's body read it.
        """)
    }
  }

  /// The lines the engine prints after an event.
  private func printed(after event: ReasonEvent) throws -> [String] {
    let host = ViewHost(ReasonScreen(tally: Tally()))
    switch event {
    case .mount: break
    case .tapPlusOne: try host.tap("+1")
    case .tapBump: try host.tap("bump")
    case .tapNote: try host.tap("note")
    case .updateAll: host.updateAll()
    }
    return host.lastUpdate.bodies.map(\.description)
  }
}
