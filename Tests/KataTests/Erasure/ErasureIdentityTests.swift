import Testing
import ViewGraph

@Suite("5.2 Identity through AnyView")
@MainActor
struct ErasureIdentityTests {
  @Test("The seed's screen: a different wrapped type resets the counter")
  func differentWrappedTypeResets() throws {
    let host = ViewHost(SeedErasedScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(
      host.stateValues(of: LikeCounter.self, "likes", as: Int.self) == [0],
      """
      the true branch wraps ModifiedContent<..., BackgroundModifier>, the false branch does \
      not: the wrapped type changed, so the old counter and its state were discarded
      """)
    #expect(
      host.lastUpdate.discardedState.map(\.description).contains {
        $0.hasSuffix("LikeCounter.likes = 1")
      },
      "the trace must show the count of 1 being discarded with the old wrapped view")
    #expect(
      host.lastUpdate.removed.first?.path.hasSuffix(
        "erased › ModifiedContent<ModifiedContent<LikeCounter, ForegroundStyleModifier>, "
          + "BackgroundModifier>") == true,
      "what is removed is the old content of the box, under the slot `erased`: not the AnyView")
  }

  @Test("The seed's screen renders each branch's modifiers")
  func seedScreenRendersBothBranches() throws {
    let host = ViewHost(SeedErasedScreen())
    #expect(
      host.render().contains(
        "LikeCounter (likes = 0) [foregroundStyle: blue, background: yellow]"),
      "the true branch is a counter with .foregroundStyle(.blue).background(.yellow)")
    try host.tap("toggle")
    #expect(
      host.render().contains("LikeCounter (likes = 0) [foregroundStyle: red]"),
      "the false branch is a counter with .foregroundStyle(.red) only")
  }

  @Test("The same wrapped type keeps the counter, in both directions", arguments: [1, 2, 3])
  func sameWrappedTypeKeeps(toggles: Int) throws {
    let host = ViewHost(MatchedErasedScreen())
    try host.tap("0")
    for _ in 0..<toggles {
      try host.tap("toggle")
      #expect(
        host.lastUpdate.removedCount == 0 && host.lastUpdate.insertedCount == 0,
        """
        both branches wrap ModifiedContent<ModifiedContent<LikeCounter, ForegroundStyleModifier>, \
        BackgroundModifier>: the engine finds the same type under `erased` and keeps every node
        """)
    }
    #expect(
      host.stateValues(of: LikeCounter.self, "likes", as: Int.self) == [1],
      "AnyView does not reset state on every update: it resets only when the wrapped type changes")
  }

  @Test("The matched screen changes only colors")
  func matchedScreenRendersColors() throws {
    let host = ViewHost(MatchedErasedScreen())
    try host.tap("0")
    #expect(
      host.render().contains(
        "LikeCounter (likes = 1) [foregroundStyle: blue, background: yellow]"),
      "the true branch is a counter with .foregroundStyle(.blue).background(.yellow)")
    try host.tap("toggle")
    #expect(
      host.render().contains("LikeCounter (likes = 1) [foregroundStyle: red, background: clear]"),
      "the false branch needs a .background too (.clear), so that both wrap one type")
  }

  @Test("A builder if/else of AnyViews is a ConditionalContent<AnyView, AnyView>")
  func builderBranchesAreConditional() {
    #expect(
      BuilderErasedScreen().content() is ConditionalContent<AnyView, AnyView>,
      """
      mark content() with @ViewBuilder and erase each branch: the builder still calls \
      buildEither, so the result names two branches even though both are AnyView
      """)
  }

  @Test("Erasing both branches of a builder if/else does not keep the counter")
  func builderBranchesReset() throws {
    let host = ViewHost(BuilderErasedScreen())
    try host.tap("0")
    try host.tap("toggle")
    #expect(
      host.stateValues(of: LikeCounter.self, "likes", as: Int.self) == [0],
      "the branch index is part of the identity: branch 1 is a new counter, whatever it wraps")
    #expect(
      host.lastUpdate.removed.first?.path.hasSuffix("branch 0 › AnyView") == true,
      "the whole `branch 0` subtree, AnyView included, is removed; `branch 1` is inserted")
    #expect(
      host.render().contains("LikeCounter (likes = 0) [foregroundStyle: red]"),
      "the false branch is AnyView(LikeCounter().foregroundStyle(.red))")
  }
}
