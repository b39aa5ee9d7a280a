import Testing
import ViewGraph

@Suite("9.2 Inputs that defeat comparison, and Equatable")
@MainActor
struct EquatableInputTests {
  private func bodies(_ host: ViewHost) -> [String] {
    host.lastUpdate.bodies.map(\.typeName)
  }

  @Test("StepRow's == compares its label and leaves the closure out")
  func stepRowEquality() {
    #expect(
      StepRow(label: "step", onStep: {}) == StepRow(label: "step", onStep: {}),
      "two rows with one label show the same: ==, even with two different closures")
    #expect(StepRow(label: "step", onStep: {}) != StepRow(label: "skip", onStep: {}))
  }

  @Test("ParityBadge's == says equal when both numbers have the same parity")
  func parityEquality() {
    #expect(ParityBadge(number: 2) == ParityBadge(number: 4), "2 and 4 both show even")
    #expect(ParityBadge(number: 2) != ParityBadge(number: 3), "2 shows even, 3 odd")
  }

  @Test("A POD view is compared bit by bit even with an ==; .equatable() makes its == decide")
  func podNeedsEquatable() {
    let plain = ViewHost(ParityBadge(number: 2))
    plain.setRoot(ParityBadge(number: 4))
    let forced = ViewHost(ParityBadge(number: 2).equatable())
    forced.setRoot(ParityBadge(number: 4).equatable())
    #expect(
      bodies(plain) == ["ParityBadge"] && bodies(forced).isEmpty,
      """
      ParityBadge holds only an Int (POD): without .equatable() 2 and 4 differ bit by bit and \
      the body runs; with it, == says equal: got \(bodies(plain)) and \(bodies(forced))
      """)
  }

  @Test("A step runs the screen alone: the row compares equal by ==, the badge by .equatable()")
  func stepRunsScreenAlone() throws {
    let host = ViewHost(StepperScreen())
    try host.tap("step")
    #expect(host.render().contains(#"Text "value 2""#), "step adds 2; got:\n\(host.render())")
    #expect(
      !bodies(host).contains("StepRow") && !bodies(host).contains("ParityBadge"),
      """
      the row's new closure is left out by its ==, and 0 and 2 are both even: neither body runs; \
      bodies that ran: \(bodies(host))
      """)
    try host.tap("step")
    #expect(
      host.render().contains(#"Text "value 4""#),
      "the kept row's old closure still adds to the screen's state")
  }

  @Test("A nudge changes the parity: the badge is a new input and shows odd")
  func nudgeRunsBadge() throws {
    let host = ViewHost(StepperScreen())
    try host.tap("nudge")
    #expect(
      bodies(host).contains("ParityBadge") && host.render().contains(#"Text "odd""#),
      "nudge adds 1: 0 and 1 differ in parity, so == says changed; got:\n\(host.render())")
  }
}
