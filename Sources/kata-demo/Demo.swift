import Builders
import KataRunnerCore
import ViewGraph

/// One projector demonstration: a screen from the reference solutions, driven through the
/// engine, with the render and the trace printed.
struct Demo {
  /// The word that selects the demo on the command line.
  var name: String
  /// The kata whose idea the demo shows.
  var kata: String
  /// One line on what the demo shows, said in the instructor's language.
  var summary: Message
  /// Runs the demo and prints what the engine saw.
  var run: @MainActor () throws -> Void

  /// Every demo, in the order of the course.
  @MainActor static let all: [Demo] = [
    Demo(
      name: "toggle", kata: "4.3",
      summary: Message(
        """
        the seed's counter and toggle: a builder if/else resets the count, even written \
        directly in body; an if expression in a plain helper and a ternary keep it
        """)
    ) {
      try showToggle(BuilderToggleScreen(), counter: "0", taps: 3)
      try showToggle(ExpressionToggleScreen(), counter: "0", taps: 3)
      try showToggle(BodyToggleScreen(), counter: "0", taps: 3)
      try showToggle(TernaryToggleScreen(), counter: "0", taps: 3)
    },
    Demo(
      name: "erasure", kata: "5.2",
      summary: Message(
        """
        AnyView: a different wrapped type resets the count, the same type keeps it, and a \
        builder if/else resets it before the box is even looked at
        """)
    ) {
      try showToggle(SeedErasedScreen(), counter: "0", taps: 1)
      try showToggle(MatchedErasedScreen(), counter: "0", taps: 1)
      try showToggle(BuilderErasedScreen(), counter: "0", taps: 1)
    },
    Demo(
      name: "if-modifier", kata: "6.2",
      summary: Message(
        """
        the @ViewBuilder .if modifier resets the count on a flip; .if(_:then:else:) and a \
        ternary opacity keep it: its value shows as changed
        """)
    ) {
      try showToggle(IfModifierScreen(), counter: "0", taps: 3)
      try showToggle(IfElseScreen(), counter: "0", taps: 3)
      try showToggle(InertDimScreen(), counter: "0", taps: 3)
    },
    motion,
    Demo(
      name: "compare", kata: "3.1",
      summary: Message(
        """
        CompareView: exactly two views, each in its labelled pane; a Group side stays in its \
        pane, where a bare HStack lays out three columns
        """)
    ) {
      let stage = Stage.current
      let host = ViewHost(
        CompareView {
          Text("Before").foregroundStyle(.gray)
          Text("After").foregroundStyle(.blue)
        })
      stage.begin(stage.words("CompareView with two texts: its render and its identity tree"))
      stage.show(indent(host.render()))
      stage.show("")
      stage.show(indent(host.identityTree()))
      stage.show(
        "  "
          + stage.words(
            "One view or three do not compile: `./kata-runner lesson 3.1` has the compiler's errors."
          ))
      stage.show("")
      // Views are lists: the group's members join whatever container holds the side.
      stage.begin(
        stage.words("a Group of two as the after side, in CompareView's pane and in a bare HStack"))
      stage.predict(stage.words("how many columns does each lay out?"))
      stage.show(
        ViewHost(
          CompareView {
            Text("Before")
            Group {
              Text("After")
              Text("Extra")
            }
          }
        ).render())
      stage.show(
        ViewHost(
          HStack(spacing: 0) {
            Text("Before")
            Group {
              Text("After")
              Text("Extra")
            }
          }
        ).render())
    },
    foreach,
    indexAsID,
    drafts,
    bodies,
  ]

  /// Taps a screen's counter, then its `toggle` button, printing the render before and after
  /// and the toggle's trace.
  ///
  /// - Parameters:
  ///   - screen: The screen to mount.
  ///   - counter: The counter's label before the first tap.
  ///   - taps: How many times to tap the counter before the toggle.
  @MainActor static func showToggle(_ screen: some View, counter: String, taps: Int) throws {
    let stage = Stage.current
    let host = ViewHost(screen)
    let screenName = "\(type(of: screen))"
    stage.begin(
      taps == 1
        ? stage.words("{screen}: tap the counter once, then \"toggle\"", ["screen": screenName])
        : stage.words(
          "{screen}: tap the counter {taps} times, then \"toggle\"",
          ["screen": screenName, "taps": "\(taps)"]))
    for count in 0..<taps {
      try host.tap(count == 0 ? counter : "\(count)")
    }
    stage.show(indent(host.render()))
    stage.predict(
      stage.words("after \"toggle\", does the counter show {taps} or 0?", ["taps": "\(taps)"]))
    try host.tap("toggle")
    stage.show("  \(host.lastUpdate.summary)")
    let changes = host.lastUpdate.changes.description
    stage.show(
      indent(
        changes.isEmpty
          ? stage.words("nothing removed or inserted: every node kept its identity") : changes))
    stage.show(indent(host.render()))
    stage.show("")
  }

  static func indent(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { "    \($0)" }
      .joined(separator: "\n")
  }
}
