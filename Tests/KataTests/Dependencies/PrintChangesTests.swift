import Testing
import ViewGraph

@Suite("9.4 Reading _printChanges()")
@MainActor
struct PrintChangesTests {
  /// The lines the engine prints after an event, `_printChanges()`'s words.
  private func printed(after event: ReasonEvent) throws -> [String] {
    let host = ViewHost(ReasonScreen(tally: Tally()))
    switch event {
    case .mount: break
    case .tapPlusOne: try host.tap("+1")
    case .tapBump: try host.tap("bump")
    case .updateAll: host.updateAll()
    }
    return host.lastUpdate.bodies.map(\.description)
  }

  @Test(
    "Your predicted lines are the ones the engine prints",
    arguments: ReasonEvent.allCases)
  func predictionMatches(event: ReasonEvent) throws {
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
  }
}
