import Testing
import ViewGraph

@Suite("4.2 buildEither and ConditionalContent")
@MainActor
struct ConditionalContentTests {
  /// A word in one of two branches of the same type, then a button that flips them.
  private struct FlipScreen: View {
    @State var isOn = true

    var body: some View {
      VStack {
        if isOn {
          Text("on")
        } else {
          Text("off")
        }
        Button("flip") { isOn.toggle() }
      }
    }
  }

  @ViewBuilder private func word(_ isOn: Bool) -> some View {
    if isOn {
      Text("on")
    } else {
      Text("off")
    }
  }

  @ViewBuilder private func mixed(_ isOn: Bool) -> some View {
    if isOn {
      Text("on")
    } else {
      Color.red
    }
  }

  @Test(
    "if/else builds ConditionalContent, and the branch that ran is the active one",
    arguments: [(true, 0, "on"), (false, 1, "off")])
  func activeBranch(isOn: Bool, branch: Int, text: String) {
    let view: any View = word(isOn)
    let branching = view as? any BranchingView
    #expect(
      String(describing: type(of: view)) == "ConditionalContent<Text, Text>",
      "buildEither(first:) and buildEither(second:) both return ConditionalContent<T, F>")
    #expect(
      branching?.activeBranch == branch,
      "the if branch is branch 0 (buildEither(first:)), the else branch is branch 1")
    #expect(
      (branching?.activeContent as? Text)?.content == text,
      "activeContent is the view stored by the branch that ran")
  }

  @Test("Branches of different types give ConditionalContent<Text, Color>")
  func differentTypes() {
    let on = mixed(true)
    let branches = [on, mixed(false)].compactMap { $0 as? any BranchingView }
    #expect(
      String(describing: type(of: on)) == "ConditionalContent<Text, Color>",
      "the type names the if branch first and the else branch second")
    #expect(
      branches.count == 2 && branches[0].activeContent is Text
        && branches[1].activeContent is Color && branches[1].activeBranch == 1,
      "each value holds one branch: a Text when the condition held, a Color when it did not")
  }

  @Test("Same-type branches are still two identities: flipping replaces the Text")
  func sameTypeTwoIdentities() throws {
    let host = ViewHost(FlipScreen())
    try host.tap("flip")
    let trace = host.lastUpdate
    #expect(
      trace.removed.map(\.path) == [
        "FlipScreen › body › VStack › body › Stack › [0] › branch 0 › Text"
      ],
      "both branches are Text, but the slot differs: branch 0 leaves the tree")
    #expect(
      trace.inserted.map(\.path) == [
        "FlipScreen › body › VStack › body › Stack › [0] › branch 1 › Text"
      ],
      "the else branch's Text is a new view at branch 1, not the old one updated")
    #expect(
      trace.kept.map(\.path).contains(
        "FlipScreen › body › VStack › body › Stack › [0] › ConditionalContent"),
      "the ConditionalContent itself keeps its type and position: only its branch changes")
    #expect(
      host.render().contains("Text \"off\""), "the else branch's view is shown after the flip")
  }

  @Test("Flipping back is a third identity change: branch 0 comes back as a new view")
  func flipBack() throws {
    let host = ViewHost(FlipScreen())
    try host.tap("flip")
    try host.tap("flip")
    #expect(
      host.lastUpdate.inserted.map(\.path) == [
        "FlipScreen › body › VStack › body › Stack › [0] › branch 0 › Text"
      ] && host.render().contains("Text \"on\""),
      "the engine does not remember old branches: returning to branch 0 inserts it again")
  }
}
