import Testing
import ViewGraph

/// One way of filling the four cells, and the type it must give. Its description is the
/// closure's views, as code: it names the failing case in any language.
struct QuadCase: Sendable, CustomTestStringConvertible {
  let testDescription: String
  let expectedType: String
  let make: @MainActor @Sendable () -> any View

  static let all: [QuadCase] = [
    QuadCase(
      testDescription: "Text, Text, Text, Text", expectedType: "QuadGrid<Text, Text, Text, Text>",
      make: {
        QuadGrid {
          Text("1")
          Text("2")
          Text("3")
          Text("4")
        }
      }),
    QuadCase(
      testDescription: "Text, Text, Color.red, Color.blue",
      expectedType: "QuadGrid<Text, Text, Color, Color>",
      make: {
        QuadGrid {
          Text("1")
          Text("2")
          Color.red
          Color.blue
        }
      }),
    QuadCase(
      testDescription: "Text, Text, Text, EmptyView()",
      expectedType: "QuadGrid<Text, Text, Text, EmptyView>",
      make: {
        QuadGrid {
          Text("1")
          Text("2")
          Text("3")
          EmptyView()
        }
      }),
  ]
}

@Suite("3.3 A builder that counts")
@MainActor
struct QuadGridTests {
  @Test("Four views fill two rows of two, in reading order")
  func twoRowsOfTwo() {
    let host = ViewHost(
      QuadGrid {
        Text("1")
        Text("2")
        Text("3")
        Text("4")
      })
    #expect(
      host.render() == """
        QuadGrid
          VStack
            Stack(vertical, spacing: 0)
              HStack
                Stack(horizontal, spacing: 0)
                  Text "1"
                  Text "2"
              HStack
                Stack(horizontal, spacing: 0)
                  Text "3"
                  Text "4"
        """,
      """
      the four views are read left to right, top to bottom: a VStack(spacing: 0) of two \
      HStack(spacing: 0) rows, the first two views above the last two
      """)
  }

  @Test("The four views become the four generic arguments, in order", arguments: QuadCase.all)
  func cellsAreTypes(_ cells: QuadCase) {
    let grid = cells.make()
    #expect(
      String(describing: type(of: grid)) == cells.expectedType,
      """
      the closure's type is TupleView<(TopLeading, TopTrailing, BottomLeading, \
      BottomTrailing)>: this closure gives \(cells.expectedType)
      """)
  }

  @Test("An EmptyView keeps its place in the type: the bottom row still has two positions")
  func emptyCell() {
    let host = ViewHost(
      QuadGrid {
        Text("1")
        Text("2")
        Text("3")
        EmptyView()
      })
    let tree = host.identityTree()
    #expect(
      tree.hasSuffix(
        """
                [1]: HStack<TupleView<(Text, EmptyView)>>
                  body: Stack<TupleView<(Text, EmptyView)>>
                    content: TupleView<(Text, EmptyView)>
                      [0]: Text
                      [1]: EmptyView
        """),
      """
      EmptyView() is the fourth view: the second row is an HStack of Text and EmptyView, and \
      the empty view keeps its position [1] in that row for identity (for layout it resolves \
      to no subview); got:\n\(tree)
      """)
  }
}
