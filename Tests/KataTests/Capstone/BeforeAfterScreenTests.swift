import Testing
import ViewGraph

@Suite("7.1 A before/after screen")
@MainActor
struct BeforeAfterScreenTests {
  /// The label each piece's button shows after `review(_:)`, while its state is intact.
  private static let reviewedLabel: [ScreenPiece: String] = [
    .beforeLikes: "before: 1", .afterLikes: "after: 2", .afterPin: "unpin", .votes: "votes: 1",
  ]

  /// Taps `before` once, `after` twice, `votes` once and `pin`, then `switch design`.
  private func review(_ host: ViewHost) throws {
    try host.tap("before: 0")
    try host.tap("after: 0")
    try host.tap("after: 1")
    try host.tap("votes: 0")
    try host.tap("pin")
    try host.tap("switch design")
  }

  /// What the last update did to a piece: its reviewed label is still shown, or not.
  private func fate(of piece: ScreenPiece, in host: ViewHost) -> StateFate {
    host.buttonLabels.contains(Self.reviewedLabel[piece] ?? "") ? .kept : .reset
  }

  /// The render line just above the first button whose label starts with `name: `: the
  /// counter that owns the button, with its modifiers' attributes.
  private func counterLine(_ name: String, in host: ViewHost) -> String {
    let lines = host.render().split(separator: "\n").map(String.init)
    let button = "Button \"\(name): "
    guard let index = lines.firstIndex(where: { $0.drop { $0 == " " }.hasPrefix(button) }),
      index > 0
    else { return "(no button labelled \"\(name): ...\")" }
    return String(lines[index - 1].drop { $0 == " " })
  }

  // MARK: Part 1: predict the draft

  @Test("Your prediction for the draft screen matches the engine", arguments: ScreenPiece.allCases)
  func predictionMatches(piece: ScreenPiece) throws {
    let host = ViewHost(DraftScreen())
    try review(host)
    let actual = fate(of: piece, in: host)
    let predicted = DraftPrediction.fate(of: piece)
    #expect(
      predicted != nil,
      """
      \(piece): predict first. Read the draft screen in the lesson, and return .kept or .reset \
      from DraftPrediction.fate(of:)
      """)
    #expect(
      predicted == nil || predicted == actual,
      """
      \(piece): you predicted \(predicted.map { ".\($0)" } ?? "nil"), but the engine \
      says \(actual). Find the piece's path in what `switch design` did, and ask which \
      step of it changed: a branch, an erased type, or nothing at all:
      \(host.lastUpdate.changes)
      """)
  }

  @Test("Your predictions cover every piece and name both outcomes")
  func bothOutcomes() {
    let predictions = ScreenPiece.allCases.compactMap(DraftPrediction.fate(of:))
    #expect(
      predictions.count == ScreenPiece.allCases.count,
      "predict every piece of the draft before you change the screen")
    #expect(
      Set(predictions) == [.kept, .reset],
      """
      on the draft, some pieces keep their state across the switch and some lose it: the \
      switch touches only what sits below a changed branch or a changed erased type
      """)
  }

  // MARK: Part 2: the modifier

  @Test("DesignStyle draws both designs without changing the identity of what it styles")
  func designStyle() throws {
    let host = ViewHost(StyledCounter(isBold: false))
    try host.tap("after: 0")
    let plain = counterLine("after", in: host)
    #expect(
      plain.contains("padding: 4") && plain.contains("foregroundStyle: gray"),
      "the plain design pads by 4 and tints gray; the styled counter renders as: \(plain)")
    host.setRoot(StyledCounter(isBold: true))
    let bold = counterLine("after", in: host)
    #expect(
      bold.contains("padding: 12") && bold.contains("foregroundStyle: orange"),
      """
      the bold design pads by 12 and tints orange, and the count of 1 is still there; the \
      styled counter renders as: \(bold)
      """)
    #expect(
      host.lastUpdate.discardedState.isEmpty,
      """
      switching DesignStyle's value must not reset what it styles: an `if`/`else` in \
      body(content:), a view builder like body, puts the content in two branches, two \
      identities. Use one chain of modifiers whose values depend on isBold. What the switch did:
      \(host.lastUpdate.changes)
      """)
  }

  // MARK: Part 3: the screen

  @Test("The screen puts before and after side by side, with the pin, the votes and the switch")
  func layout() {
    let host = ViewHost(BeforeAfterScreen())
    #expect(
      host.buttonLabels == ["before: 0", "after: 0", "pin", "votes: 0", "switch design"],
      """
      expected a CompareView of `before` and the pinned after side, then `votes`, then \
      `switch design`; the buttons are \(host.buttonLabels)
      """)
    #expect(
      host.render().contains("CompareView") && host.render().contains("ReviewPin"),
      "the two sides go into your CompareView, and the after side under .modifier(ReviewPin())")
    #expect(
      !host.render().contains("Text \"NEW\""),
      "the plain design has no NEW banner: only the bold one shows it")
  }

  @Test("Switching designs keeps the state of every piece", arguments: ScreenPiece.allCases)
  func keepsState(piece: ScreenPiece) throws {
    let host = ViewHost(BeforeAfterScreen())
    try review(host)
    let kept = fate(of: piece, in: host) == .kept
    switch piece {
    case .beforeLikes:
      #expect(kept, "the leading side is not touched by the design: keep it out of any branch")
    case .afterLikes:
      #expect(
        kept,
        """
        the after counter must survive the switch: give both designs one type at one position \
        (DesignStyle(isBold:) or a same-type expression), not a builder if/else
        """)
    case .afterPin:
      #expect(
        kept,
        "the pin must wrap the whole after side, outside anything that depends on the design")
    case .votes:
      #expect(
        kept,
        """
        the votes counter must survive: tint it with a ternary, or erase the same type in both \
        designs; an AnyView of another type is a new hierarchy
        """)
    }
    #expect(
      kept,
      """
      \(piece) was not kept. The buttons now read \(host.buttonLabels); what the switch did:
      \(host.lastUpdate.changes)
      """)
  }

  @Test("Switching designs redraws the after side and the votes")
  func redraws() throws {
    let host = ViewHost(BeforeAfterScreen())
    try host.tap("switch design")
    let lines = host.render().split(separator: "\n").map(String.init)
    let banner = lines.firstIndex { $0.hasSuffix("Text \"NEW\"") }
    let counter = lines.firstIndex { $0.hasSuffix("Button \"after: 0\"") }
    let bannerAbove = if let banner, let counter { banner < counter } else { false }
    #expect(
      bannerAbove,
      "the bold design shows Text(\"NEW\") above the after counter:\n\(host.render())")
    let after = counterLine("after", in: host)
    #expect(
      after.contains("padding: 12") && after.contains("foregroundStyle: orange"),
      "the bold after counter is styled by DesignStyle(isBold: true); it renders as: \(after)")
    let votes = counterLine("votes", in: host)
    #expect(
      votes.contains("foregroundStyle: orange"),
      "in the bold design the votes counter is tinted orange; it renders as: \(votes)")
    try host.tap("switch design")
    #expect(
      !host.render().contains("Text \"NEW\"")
        && counterLine("votes", in: host).contains("foregroundStyle: gray"),
      "switching back shows the plain design again: no banner, votes tinted gray")
  }

  @Test("The switch inserts only the banner and discards no state")
  func trace() throws {
    let host = ViewHost(BeforeAfterScreen())
    try review(host)
    let update = host.lastUpdate
    #expect(
      update.discardedState.isEmpty && update.createdState.isEmpty,
      """
      a design switch should create and discard no state at all; this one did:
      \(update.changes)
      """)
    #expect(
      update.inserted.count == 1 && update.inserted.allSatisfy { $0.path.hasSuffix("› Text") },
      """
      the only new view in the bold design is the NEW banner, the `some` branch of an `if` \
      without `else`; this switch inserted:
      \(update.inserted.map(\.description).joined(separator: "\n"))
      """)
  }
}

/// A counter styled by `DesignStyle`, for testing the modifier on its own.
private struct StyledCounter: View {
  let isBold: Bool

  var body: some View {
    ReviewCounter("after").modifier(DesignStyle(isBold: isBold))
  }
}

/// The draft of the lesson: a first attempt at the screen, whose design switch resets some of
/// its state.
private struct DraftScreen: View {
  @State var isBold = false

  var body: some View {
    VStack {
      CompareView {
        ReviewCounter("before")
        afterSide().modifier(ReviewPin())
      }
      footer()
      Button("switch design") { isBold.toggle() }
    }
  }

  @ViewBuilder func afterSide() -> some View {
    if isBold {
      VStack(spacing: 0) {
        Text("NEW")
        ReviewCounter("after").padding(12).foregroundStyle(.orange)
      }
    } else {
      ReviewCounter("after").padding(4).foregroundStyle(.gray)
    }
  }

  func footer() -> AnyView {
    if isBold {
      AnyView(ReviewCounter("votes").foregroundStyle(.orange).background(.yellow))
    } else {
      AnyView(ReviewCounter("votes").foregroundStyle(.gray))
    }
  }
}
