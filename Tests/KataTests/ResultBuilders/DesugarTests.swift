import Testing

/// The bodies of the kata, compiled with the attribute: the compiler's own desugaring.
private enum Compiled {
  @TraceBuilder static func twoWords() -> CallTrace {
    "Hello"
    "builders"
  }

  @TraceBuilder static func greeting(formal: Bool) -> CallTrace {
    "Hello"
    if formal {
      "dear"
      "reader"
    }
  }

  @TraceBuilder static func timeOfDay(morning: Bool) -> CallTrace {
    if morning {
      "Good morning"
    } else {
      "Good"
      "evening"
    }
  }

  @TraceBuilder static func countdown(from start: Int) -> CallTrace {
    for n in stride(from: start, to: 0, by: -1) {
      "\(n)"
    }
    "liftoff"
  }

  @TraceBuilder static func agenda(items: [String], urgent: Bool) -> CallTrace {
    "Agenda"
    for item in items {
      if urgent {
        "urgent:"
      }
      item
    }
  }
}

@Suite("1.6 What the compiler writes")
struct DesugarTests {
  @Test("Expression statements: buildExpression each, one buildBlock, then buildFinalResult")
  func expressionStatements() {
    #expect(
      Desugared.twoWords() == Compiled.twoWords(),
      """
      each statement goes through buildExpression, the block's partial results go to one \
      buildBlock call, and buildFinalResult wraps the outermost block
      """)
  }

  @Test("An if without else becomes buildOptional", arguments: [true, false])
  func ifWithoutElse(formal: Bool) {
    #expect(
      Desugared.greeting(formal: formal) == Compiled.greeting(formal: formal),
      """
      the if's block gets its own buildBlock, and the result is passed to buildOptional; when \
      the condition is false the block never runs and buildOptional receives nil
      """)
  }

  @Test("An if/else becomes buildEither(first:) or buildEither(second:)", arguments: [true, false])
  func ifElse(morning: Bool) {
    #expect(
      Desugared.timeOfDay(morning: morning) == Compiled.timeOfDay(morning: morning),
      """
      only the branch that runs is built: its buildBlock goes into buildEither(first:) for the \
      then branch or buildEither(second:) for the else branch; the if is still one statement of \
      the outer block, so the outer buildBlock gets one argument
      """)
  }

  @Test("A for loop becomes one buildBlock per iteration and one buildArray", arguments: [0, 1, 3])
  func forLoop(start: Int) {
    #expect(
      Desugared.countdown(from: start) == Compiled.countdown(from: start),
      """
      each iteration's block is built with buildBlock and collected into an array; the array \
      goes to buildArray, even when it is empty
      """)
  }

  @Test(
    "Statements nest: an if inside a for",
    arguments: [
      (["plan"], true),
      (["plan", "build"], false),
      ([], true),
    ])
  func nested(items: [String], urgent: Bool) {
    #expect(
      Desugared.agenda(items: items, urgent: urgent)
        == Compiled.agenda(items: items, urgent: urgent),
      """
      the transform is recursive: inside each iteration the if becomes buildOptional and the \
      item buildExpression, both combined by that iteration's buildBlock
      """)
  }
}
