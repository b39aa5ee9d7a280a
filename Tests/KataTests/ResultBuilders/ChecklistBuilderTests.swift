import Testing

/// A packing list with one line per item, from a `for` loop.
@ChecklistBuilder private func packing(_ items: [String]) -> [String] {
  "Packing list"
  for item in items {
    "[ ] \(item)"
  }
}

/// A checklist whose loop body has several statements and an `if` without `else`.
@ChecklistBuilder private func tasks(_ tasks: [(name: String, done: Bool)]) -> [String] {
  for task in tasks {
    "[\(task.done ? "x" : " ")] \(task.name)"
    if !task.done {
      "    due today"
    }
  }
}

/// A table written as nested loops, one line per cell.
@ChecklistBuilder private func cells(rows: Int, columns: [String]) -> [String] {
  for row in 0..<rows {
    "Row \(row + 1)"
    for column in columns {
      "  \(column)\(row + 1)"
    }
  }
}

// Loop shapes, recorded by LoopTraceBuilder.

@LoopTraceBuilder private func letters(_ words: [String]) -> String {
  for word in words {
    word
  }
}

@LoopTraceBuilder private func evens(upTo n: Int) -> String {
  for i in 1...n {
    if i.isMultiple(of: 2) {
      "\(i)"
    }
  }
}

@LoopTraceBuilder private func grid(rows: Int) -> String {
  for row in 1...rows {
    for column in ["a", "b"] {
      "\(row)\(column)"
    }
  }
}

@Suite("1.4 buildArray")
struct ChecklistBuilderTests {
  @Test("A for loop adds the lines of every iteration, in order")
  func loopAddsEveryIteration() {
    #expect(
      packing(["Tent", "Map", "Torch"]) == ["Packing list", "[ ] Tent", "[ ] Map", "[ ] Torch"],
      """
      the loop body is built once per item, and buildArray receives [["[ ] Tent"], \
      ["[ ] Map"], ["[ ] Torch"]]: join them in iteration order
      """)
  }

  @Test("A loop over an empty collection adds no lines")
  func emptyLoopAddsNothing() {
    #expect(
      packing([]) == ["Packing list"],
      "a loop that never runs still calls buildArray, with an empty array: that is no lines")
  }

  @Test("An iteration may add several lines, and an if inside the loop may add none")
  func loopBodyWithIf() {
    let lines = tasks([("Pack", true), ("Charge phone", false), ("Lock door", true)])
    #expect(
      lines == ["[x] Pack", "[ ] Charge phone", "    due today", "[x] Lock door"],
      """
      each iteration's block is a whole block, built by buildBlock with its own \
      buildOptional: buildArray receives one [String] per iteration, of any length
      """)
  }

  @Test("Nested loops flatten into one list of lines")
  func nestedLoopsFlatten() {
    #expect(
      cells(rows: 2, columns: ["A", "B"]) == ["Row 1", "  A1", "  B1", "Row 2", "  A2", "  B2"],
      """
      the inner loop calls buildArray for each row, and the outer loop calls it once more with \
      the rows: both must concatenate
      """)
  }

  @Test("buildArray concatenates the iterations' lines, in order")
  func buildArrayDirectly() {
    #expect(
      ChecklistBuilder.buildArray([["a"], [], ["b", "c"]]) == ["a", "b", "c"],
      "buildArray gets one [String] per iteration, some possibly empty: concatenate them")
  }

  @Test(
    "buildArray receives one element per iteration",
    arguments: [
      (["a"], "[a]"), (["a", "b", "c"], "[a, b, c]"), ([], "[]"),
    ])
  func traceOfSimpleLoop(words: [String], trace: String) {
    #expect(
      letters(words) == trace,
      """
      the compiler collects the block of each iteration into an array and calls buildArray \
      once, after the loop: write the elements in brackets, separated by ", "
      """)
  }

  @Test("An iteration whose if did not run is still an element")
  func traceOfLoopWithIf() {
    #expect(
      evens(upTo: 5) == "[none, some(2), none, some(4), none]",
      """
      every iteration's block is built, even when its if does not run: buildArray receives \
      buildOptional(nil) for those iterations, five elements in all
      """)
  }

  @Test("Nested loops call buildArray once per loop run")
  func traceOfNestedLoops() {
    #expect(
      grid(rows: 2) == "[[1a, 1b], [2a, 2b]]",
      """
      the inner loop's buildArray runs for each outer iteration, and its result is the element \
      of the outer loop's array
      """)
  }
}
