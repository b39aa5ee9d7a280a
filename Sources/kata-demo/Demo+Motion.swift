import Builders
import KataRunnerCore
import ViewGraph

extension Demo {
  /// Kata 6.4: the plan SwiftUI would follow for one flip of an emphasis, written with `.if`
  /// and written with values.
  @MainActor static let motion = Demo(
    name: "motion", kata: "6.4",
    summary: Message(
      """
      animations versus transitions: an .if emphasis fades the counter out and a new one in; \
      the same emphasis in the modifiers' values animates padding and opacity
      """)
  ) {
    try showMotion(IfEmphasisScreen())
    try showMotion(EmphasisScreen())
  }

  /// Taps a screen's counter twice, then `emphasize`, printing the trace's changes and the
  /// motion plan that SwiftUI would follow inside `withAnimation`.
  @MainActor static func showMotion(_ screen: some View) throws {
    let stage = Stage.current
    let host = ViewHost(screen)
    stage.begin(
      stage.words(
        "{screen}: tap the counter twice, then \"emphasize\"", ["screen": "\(type(of: screen))"]))
    try host.tap("0")
    try host.tap("1")
    stage.predict(stage.words("does the counter fade out and in, or animate? Does it keep its 2?"))
    try host.tap("emphasize")
    stage.show("  \(host.lastUpdate.summary)")
    stage.show("  " + stage.words("trace:"))
    stage.show(indent(host.lastUpdate.changes.description))
    // The engine interpolates nothing: the plan is what SwiftUI would do with this update.
    stage.show("  " + stage.words("plan:"))
    stage.show(indent(MotionPlan(host.lastUpdate).description))
    stage.show("")
  }
}

/// Kata 6.4's screen as its stub gives it: the emphasis written with two `.if`s.
private struct IfEmphasisScreen: View {
  @State var isEmphasized = false

  var body: some View {
    VStack {
      TapCounter()
        .if(isEmphasized) { $0.padding(12) }
        .if(!isEmphasized) { $0.opacity(0.5) }
      Button("emphasize") { isEmphasized.toggle() }
    }
  }
}
