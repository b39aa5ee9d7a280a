import Testing
import ViewGraph

@Suite("5.1 AnyView from scratch")
@MainActor
struct AnyViewTests {
  @Test("The box keeps the view it wraps, with its dynamic type and its values")
  func wrapsTheView() {
    let erased = AnyView(Text("Hello"))
    #expect(
      (erased.erasedContent as? Text)?.content == "Hello",
      "erasedContent must be the wrapped view itself: the engine reads its dynamic type from it")
  }

  @Test(
    "Any kind of view fits in the same box",
    arguments: [
      "Text", "Color", "ModifiedContent<Text, PaddingModifier>", "Stack<Text>",
    ])
  func storesEveryKind(wrappedType: String) {
    let erased =
      switch wrappedType {
      case "Text": AnyView(Text("a"))
      case "Color": AnyView(Color.red)
      case "Stack<Text>": AnyView(Stack(axis: .vertical, content: Text("a")))
      default: AnyView(Text("a").padding(4))
      }
    #expect(
      String(describing: type(of: erased.erasedContent)) == wrappedType,
      "AnyView's own type is always AnyView; the wrapped view keeps its full type inside the box")
  }

  @Test("The engine renders what the box wraps")
  func rendersTheWrappedView() {
    let host = ViewHost(
      Stack(axis: .vertical, content: AnyView(Text("inside").foregroundStyle(.blue))))
    #expect(
      host.render() == "Stack(vertical)\n  Text \"inside\" [foregroundStyle: blue]",
      "a TypeErasingView is flattened into its content: the render shows the wrapped view")
  }

  @Test("The wrapped view's type is an identity step under the slot `erased`")
  func identityTreeShowsWrappedType() {
    let host = ViewHost(AnyView(Text("inside")))
    #expect(
      host.identityTree() == "root: AnyView\n  erased: Text",
      "the engine gives the wrapped view the slot `erased` and records its dynamic type")
  }

  @Test("State inside the box works: the wrapped view is a live identity")
  func stateLivesInsideTheBox() throws {
    let host = ViewHost(AnyView(Clicker()))
    try host.tap("0")
    try host.tap("1")
    #expect(
      host.stateValues(of: Clicker.self, "clicks", as: Int.self) == [2],
      "the counter inside AnyView keeps its count across updates: the wrapped type did not change")
  }

  @Test("Erasing an AnyView again does not put a box in a box", arguments: [1, 2, 5])
  func doesNotDoubleBox(extraWraps: Int) {
    var erased = AnyView(Text("once"))
    for _ in 0..<extraWraps {
      erased = AnyView(erased)
    }
    #expect(
      erased.erasedContent is Text,
      "AnyView(AnyView(x)) must wrap x itself, not another AnyView: unbox before you box")
    #expect(
      ViewHost(erased).nodeCount == 2,
      "one erasure is one node plus its content, however often the view was erased")
  }

  @Test("An optional AnyView is still an Optional: only AnyView itself is unboxed")
  func doesNotUnwrapOptionals() {
    let maybe: AnyView? = AnyView(Text("maybe"))
    let erased = AnyView(maybe)
    #expect(
      erased.erasedContent is AnyView?,
      """
      AnyView(Optional(AnyView(x))) must keep the Optional: `view as? AnyView` also succeeds \
      for Optional<AnyView>.some, so check the static type V == AnyView first
      """)
    #expect(
      ViewHost(erased).identityTree()
        == "root: AnyView\n  erased: Optional<AnyView>\n    branch 0: AnyView\n      erased: Text",
      "the Optional is a branching view with its own identity step: it must not vanish")
  }
}

/// A button that counts its taps, for this suite only.
private struct Clicker: View {
  @State var clicks = 0

  var body: some View {
    Button("\(clicks)") { clicks += 1 }
  }
}
