import Testing
import ViewGraph

extension MotionPlanTests {
  /// The changed values of the last update as `name from → to`, in any order: the order of the
  /// modifiers on the counter is the learner's choice.
  private func changedValues(_ host: ViewHost) -> Set<String> {
    Set(
      host.lastUpdate.changed.compactMap { event in
        event.change.map { "\($0.name) \($0.from) → \($0.to)" }
      })
  }

  @Test("Emphasizing animates the kept counter's padding and opacity, and keeps its count")
  func emphasisAnimates() throws {
    let host = ViewHost(EmphasisScreen())
    #expect(
      host.render().contains("padding: 0") && host.render().contains("opacity: 0.5"),
      """
      not emphasized is a padding of 0 and an opacity of 0.5: both modifiers are always there, \
      at a value, so that a flip only changes values
      """)
    try host.tap("0")
    try host.tap("1")
    try host.tap("emphasize")
    #expect(
      host.lastUpdate.removed.isEmpty && host.lastUpdate.inserted.isEmpty,
      """
      a flip must not remove or insert anything: each .if is two identities, so the counter \
      fades out and a new one fades in; move the conditions into the modifiers' values
      """)
    #expect(
      changedValues(host) == ["padding 0 → 12", "opacity 0.5 → 1.0"],
      "the kept counter changes two values, what SwiftUI interpolates: padding and opacity")
    #expect(host.counters() == [2], "one identity throughout: the counter keeps its 2 taps")
  }

  @Test("Emphasizing again animates both values back")
  func emphasisAnimatesBack() throws {
    let host = ViewHost(EmphasisScreen())
    try host.tap("0")
    try host.tap("emphasize")
    try host.tap("emphasize")
    #expect(
      host.lastUpdate.removed.isEmpty && host.lastUpdate.inserted.isEmpty,
      "the way back must keep the identity too")
    #expect(
      changedValues(host) == ["padding 12 → 0", "opacity 1.0 → 0.5"],
      "back to the values of the start: a padding of 0 and an opacity of 0.5")
    #expect(host.counters() == [1], "the counter keeps its tap across both flips")
  }
}
