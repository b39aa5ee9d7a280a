import Testing

@Suite("1.7 buildPartialBlock")
struct PipelineBuilderTests {
  @PipelineBuilder private var doubled: Pipeline<String, Int> {
    Pipeline("parse") { (text: String) in Int(text) }
    Pipeline("double") { (number: Int) in number * 2 }
  }

  @PipelineBuilder private var squared: Pipeline<String, String> {
    Pipeline("strip") { (text: String) in text.filter { $0 != " " } }
    Pipeline("parse") { (text: String) in Int(text) }
    Pipeline("square") { (number: Int) in number * number }
    Pipeline("describe") { (number: Int) in "squared: \(number)" }
  }

  @PipelineBuilder private var length: Pipeline<String, Int> {
    Pipeline("count") { (text: String) in text.count }
  }

  @PipelineBuilder private var nothing: Pipeline<Int, Int> {}

  @Test("Two steps chain: the second runs on the first's output", arguments: [21, -4, 0])
  func chainsTwoSteps(number: Int) {
    #expect(
      doubled.run(String(number)) == number * 2,
      """
      buildPartialBlock(accumulated:next:) must return a pipeline that runs accumulated, \
      then next on its output
      """)
  }

  @Test("Steps are folded from the left, in the order they are written")
  func foldsFromTheLeft() {
    #expect(
      squared.stepNames == ["strip", "parse", "square", "describe"],
      """
      the compiler calls buildPartialBlock(first:) on the first statement, then \
      buildPartialBlock(accumulated:next:) once per further statement: keep every step's name
      """)
    #expect(
      squared.run(" 1 2 ") == "squared: 144",
      "each call adds one step; the types change String -> String -> Int -> Int -> String")
  }

  @Test("A failing step stops the pipeline")
  func stopsAtAFailingStep() {
    #expect(
      doubled.run("12") == 24,
      "a valid input runs through both steps")
    #expect(
      doubled.run("twelve") == nil,
      "parse returns nil for \"twelve\": the next step must not run, and the pipeline gives nil")
  }

  @Test("A single statement goes through buildPartialBlock(first:) alone")
  func buildsOneStep() {
    #expect(
      length.run("four") == 4,
      "with one statement there is nothing to accumulate: buildPartialBlock(first:) returns it")
    #expect(length.stepNames == ["count"], "the single step keeps its name")
  }

  @Test("An empty block still calls buildBlock(): the identity pipeline")
  func emptyBlockIsIdentity() {
    #expect(
      nothing.run(7) == 7,
      """
      buildPartialBlock needs a first statement, so an empty block calls buildBlock(); a \
      pipeline with no steps returns its input
      """)
    #expect(nothing.stepNames.isEmpty, "the identity pipeline has no steps")
  }
}
