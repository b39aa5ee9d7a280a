import Testing

/// Runs a `@ListBuilder` closure, so that each test can write its own block.
private func list(@ListBuilder _ content: () -> [String]) -> [String] {
  content()
}

/// A list built by another `@ListBuilder` function, used as one statement of an outer list.
@ListBuilder private func dairy() -> [String] {
  "Milk"
  "Butter"
}

@Suite("1.2 buildExpression")
struct ListBuilderTests {
  @Test("A String statement becomes one line, exactly as written")
  func stringIsOneLine() {
    let lines = list {
      "Milk"
      "Eggs"
    }
    #expect(
      lines == ["Milk", "Eggs"],
      """
      each expression statement goes through buildExpression first: the String overload makes \
      one line of it, and buildBlock concatenates the lines
      """)
  }

  @Test(
    "An Int statement becomes one line of decimal digits",
    arguments: [(0, "0"), (7, "7"), (42, "42"), (-13, "-13"), (1_000_000, "1000000")])
  func intIsFormatted(number: Int, line: String) {
    let lines = list {
      "Count:"
      number
    }
    #expect(
      lines == ["Count:", line],
      """
      an Int statement picks the Int overload of buildExpression, which writes the number in \
      base 10 as one line
      """)
  }

  @Test("A [String] statement is flattened into the surrounding list")
  func arrayIsFlattened() {
    let lines = list {
      "Groceries"
      ["Milk", "Eggs"]
      "Bread"
    }
    #expect(
      lines == ["Groceries", "Milk", "Eggs", "Bread"],
      """
      a [String] statement picks the [String] overload of buildExpression, which passes its \
      lines through; buildBlock then puts them between their neighbours, not nested
      """)
  }

  @Test("Another list builder's result is flattened like any [String]")
  func nestedBuilderIsFlattened() {
    let lines = list {
      "Fridge"
      dairy()
      3
    }
    #expect(
      lines == ["Fridge", "Milk", "Butter", "3"],
      """
      calling a @ListBuilder function is an expression statement of type [String]: it goes \
      through the [String] overload like an array literal
      """)
  }

  @Test("Statements of different types keep their order")
  func mixedTypesKeepOrder() {
    let lines = list {
      1
      "one"
      ["two", "three"]
      4
    }
    #expect(
      lines == ["1", "one", "two", "three", "4"],
      """
      buildExpression converts each statement on its own; buildBlock must keep the converted \
      statements in the order they were written
      """)
  }

  @Test("An empty block is an empty list")
  func emptyBlockIsEmpty() {
    let lines = list {}
    #expect(
      lines == [],
      "an empty block calls buildBlock() with no components: the list has no lines")
  }

  @Test("buildBlock receives statements that are already converted")
  func buildBlockConcatenates() {
    let lines = ListBuilder.buildBlock(["a"], [], ["b", "c"])
    #expect(
      lines == ["a", "b", "c"],
      """
      buildBlock's arguments are buildExpression's results, one [String] per statement, some \
      possibly empty: concatenate them all
      """)
  }
}
