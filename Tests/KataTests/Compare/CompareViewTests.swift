import Testing
import ViewGraph

/// A screen whose trailing side is an optional view, switched by a button.
///
/// The side is an `Optional` value, not an `if` without `else`: that `if` goes through
/// `buildIf`, which is kata 4.1's, so its version of this screen is tested there.
private struct OptionalSideScreen: View {
  @State var showsAfter = false

  var body: some View {
    VStack {
      Button("toggle") { showsAfter.toggle() }
      CompareView {
        Text("before")
        showsAfter ? Text("after") : nil
      }
    }
  }
}

/// One way of filling the two sides, and the type it must give. Its description is the
/// closure's views, as code: it names the failing case in any language.
struct CompareCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let expectedType: String
  let make: @MainActor @Sendable () -> any View

  static let all: [CompareCase] = [
    CompareCase(
      testDescription: "Text, Text", expectedType: "CompareView<Text, Text>",
      make: {
        CompareView {
          Text("before")
          Text("after")
        }
      }),
    CompareCase(
      testDescription: "Text, Color.red", expectedType: "CompareView<Text, Color>",
      make: {
        CompareView {
          Text("before")
          Color.red
        }
      }),
    CompareCase(
      testDescription: "Text, EmptyView()", expectedType: "CompareView<Text, EmptyView>",
      make: {
        CompareView {
          Text("before")
          EmptyView()
        }
      }),
    CompareCase(
      testDescription: "Text, if without else",
      expectedType: "CompareView<Text, Optional<Text>>",
      make: {
        CompareView {
          Text("before")
          if Bool.random() {
            Text("after")
          }
        }
      }),
  ]
}

@Suite("3.1 CompareView")
@MainActor
struct CompareViewTests {
  @Test("Two views become a leading and a trailing pane, labelled, side by side")
  func twoPanes() {
    let host = ViewHost(
      CompareView {
        Text("before")
        Text("after")
      })
    #expect(
      host.render() == """
        CompareView
          HStack
            Stack(horizontal, spacing: 0)
              ComparePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Leading" [foregroundStyle: gray]
                    Text "before"
              ComparePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Trailing" [foregroundStyle: gray]
                    Text "after"
        """,
      """
      the first view of the closure is the leading side and the second the trailing one: \
      an HStack(spacing: 0) of two ComparePanes, each a VStack(spacing: 0) of a grey label \
      and the view, padded by 8
      """)
  }

  @Test(
    "The two views become the generic arguments Leading and Trailing", arguments: CompareCase.all)
  func sidesAreTypes(_ sides: CompareCase) {
    let comparison = sides.make()
    #expect(
      String(describing: type(of: comparison)) == sides.expectedType,
      """
      the closure's type is TupleView<(Leading, Trailing)>: the compiler matches the two \
      views' types against Leading and Trailing, so this closure gives \(sides.expectedType)
      """)
  }

  @Test("Both sides are the same kind of pane, at positions 0 and 1 of the horizontal stack")
  func panesArePositions() {
    let host = ViewHost(
      CompareView {
        Text("before")
        Color.red
      })
    let tree = host.identityTree()
    #expect(
      tree.contains("    content: TupleView<(ComparePane<Text>, ComparePane<Color>)>"),
      """
      the HStack's content is a TupleView of two ComparePanes, one per side, in order; \
      got:\n\(tree)
      """)
    #expect(
      tree.contains("      [0]: ComparePane<Text>")
        && tree.contains("      [1]: ComparePane<Color>"),
      "the leading pane is child [0] and the trailing pane child [1]; got:\n\(tree)")
  }

  @Test("An EmptyView counts as a side: its pane shows only its label")
  func emptySide() {
    let host = ViewHost(
      CompareView {
        Text("before")
        EmptyView()
      })
    #expect(
      host.render().hasSuffix(
        """
              ComparePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Trailing" [foregroundStyle: gray]
        """),
      """
      EmptyView() is the second view, so the closure still has two; an EmptyView resolves to \
      no subview at all, so it is the pane, built for every side, that keeps the trailing \
      column and shows its label over nothing; got:\n\(host.render())
      """)
  }

  @Test("An optional side fills the trailing pane only while it holds a view")
  func optionalSide() throws {
    let host = ViewHost(OptionalSideScreen())
    #expect(
      !host.render().contains("Text \"after\"")
        && host.render().contains("Text \"Trailing\" [foregroundStyle: gray]"),
      """
      while the second side is nil, the trailing pane shows its label and nothing else; \
      got:\n\(host.render())
      """)
    try host.tap("toggle")
    #expect(
      host.render().hasSuffix(
        """
                          Text "Trailing" [foregroundStyle: gray]
                          Text "after"
        """),
      """
      an Optional<Text> is one view: once it holds Text("after"), the trailing pane shows \
      it; got:\n\(host.render())
      """)
  }

  @Test("A Group side type-checks as one view; its pane keeps the two columns")
  func groupSideStaysInItsPane() {
    let host = ViewHost(
      CompareView {
        Text("before")
        Group {
          Text("after")
          Text("extra")
        }
      })
    #expect(
      host.render().hasSuffix(
        """
              ComparePane
                VStack [padding: 8]
                  Stack(vertical, spacing: 0)
                    Text "Trailing" [foregroundStyle: gray]
                    Text "after"
                    Text "extra"
        """),
      """
      the closure has two statements, so it compiles; but a Group is a list, not one view: \
      its two texts join whatever container holds them. Put directly in the HStack they would \
      make three columns; inside the trailing ComparePane they become two rows of that pane, \
      and the comparison keeps two columns; got:\n\(host.render())
      """)
  }
}
