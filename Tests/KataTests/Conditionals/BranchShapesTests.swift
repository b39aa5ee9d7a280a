import Testing
import ViewGraph

@Suite("4.4 else if and switch")
@MainActor
struct BranchShapesTests {
  @Test("A four-branch else-if chain is a balanced tree that leans left")
  func fourBranchShape() {
    let body: any View = Forecast(celsius: 20).body
    #expect(
      String(describing: type(of: body))
        == "ConditionalContent<ConditionalContent<Text, Text>, ConditionalContent<Text, Text>>",
      """
      four branches become CC<CC<A, B>, CC<C, D>>, not CC<A, CC<B, CC<C, D>>>: write a plain \
      else-if chain and let the compiler build the tree
      """)
  }

  @Test(
    "Each forecast sits at its own branch path",
    arguments: [
      (-5, "freezing", [0, 0]), (10, "cold", [0, 1]), (20, "mild", [1, 0]),
      (30, "hot", [1, 1]),
    ])
  func forecastPaths(celsius: Int, word: String, path: [Int]) {
    let body: any View = Forecast(celsius: celsius).body
    #expect(
      branchPath(of: body) == path,
      """
      \(celsius) °C shows \(word) at branch path \(path): every leaf of a four-branch chain is \
      two buildEither calls deep
      """)
  }

  @Test(
    "A switch of three cases has the shape of a three-branch chain",
    arguments: [(Signal.stop, [0, 0]), (.caution, [0, 1]), (.go, [1])])
  func switchShape(signal: Signal, path: [Int]) {
    let body: any View = SignalLamp(signal).body
    #expect(
      String(describing: type(of: body))
        == "ConditionalContent<ConditionalContent<Color, Color>, Color>",
      "three cases: the first two pair up on the left, the third is alone on the right")
    #expect(
      branchPath(of: body) == path,
      "\(signal) is at \(path): the third case is reached in one step, the others in two")
  }

  @Test(
    "A chain without a final else is wrapped whole in Optional",
    arguments: [(95, [0, 0]), (80, [0, 1]), (10, [1])])
  func chainWithoutElse(level: Int, path: [Int]) {
    let body: any View = LevelWarning(level: level).body
    #expect(
      String(describing: type(of: body)) == "Optional<ConditionalContent<Text, Text>>",
      "with no final else, buildIf wraps the whole tree once, not just the last branch")
    #expect(
      branchPath(of: body) == path,
      "level \(level): the Optional's branch comes first (0 = some, 1 = none), then the tree's")
  }

  @Test("branchPath of a view that does not branch is empty")
  func plainViewHasNoPath() {
    #expect(
      branchPath(of: Text("plain")).isEmpty
        && branchPath(of: Forecast(celsius: 30).body) == [1, 1],
      "walk activeContent only while the view is a BranchingView; a Text adds nothing")
  }

  @Test("Moving between two leaves of one pair replaces only the leaf")
  func neighbourLeaves() {
    let host = ViewHost(Forecast(celsius: 20))
    host.setRoot(Forecast(celsius: 30))
    #expect(
      host.lastUpdate.removed.map(\.path) == ["Forecast › body › branch 1 › branch 0 › Text"]
        && host.lastUpdate.inserted.map(\.path) == [
          "Forecast › body › branch 1 › branch 1 › Text"
        ],
      "mild [1, 0] and hot [1, 1] share the inner conditional at branch 1: only the leaf changes")
  }

  @Test("Crossing the root replaces the whole inner conditional")
  func crossingTheRoot() {
    let host = ViewHost(Forecast(celsius: 10))
    host.setRoot(Forecast(celsius: 20))
    #expect(
      host.lastUpdate.removed.map(\.path) == ["Forecast › body › branch 0 › ConditionalContent"]
        && host.lastUpdate.inserted.map(\.path) == [
          "Forecast › body › branch 1 › ConditionalContent"
        ],
      "cold [0, 1] and mild [1, 0] differ at the first step: the whole left subtree leaves")
    #expect(host.render() == "Forecast\n  Text \"mild\"", "20 °C is mild")
  }
}
