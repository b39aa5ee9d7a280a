import Testing

@testable import KataRunnerCore

/// Reading a test file's expectations and the literals their comments are written as: the keys
/// of a test's comments in another language.
@Suite("Expectations and their comments, read from the source")
struct SwiftSourceTests {
  @Test("An expectation's comment is its second argument, after a condition with its own commas")
  func commentAfterCondition() {
    let source = #"""
      #expect(pair == ["a", "b"], "the pair keeps its order")
        #expect(
          content is ConditionalContent<AnyView, Color>,
          "the else branch keeps its type")
      try #require(first, sourceLocation: here)
      #expect(throws: ParseError.self, "a bad line throws") { try parse("x") }
      """#
    let found = SwiftSource.expectations(in: source)
    #expect(found.map(\.line) == [1, 2, 5, 6])
    #expect(found.map(\.column) == [1, 3, 5, 1])
    #expect(
      found.map { $0.comments.map(\.key) } == [
        ["the pair keeps its order"], ["the else branch keeps its type"], [],
        ["a bad line throws"],
      ])
    #expect(found.map(\.hasComment) == [true, true, false, true])
  }

  @Test("Issue.record's comment is its first argument; a ternary of literals gives both")
  func recordAndTernary() {
    let source = #"""
      Issue.record("\(event): predict first", sourceLocation: location)
      #expect(ok, isOn ? "on: \(value)" : "off")
      #expect(ok, message)
      // #expect(ok, "commented out")
      let text = "#expect(ok, \"in a literal\")"
      """#
    let found = SwiftSource.expectations(in: source)
    #expect(
      found.map { $0.comments.map(\.key) } == [
        ["\\(event): predict first"], ["on: \\(value)", "off"], [],
      ])
    #expect(
      found[2].hasComment, "a comment that is not a literal is still a comment: verify names it")
  }

  @Test("A multi-line comment loses its indentation and line continuations, not its line breaks")
  func multilineComment() throws {
    let source = #"""
          #expect(
            kept,
            """
            \(piece) was not kept. The buttons now read \
            \(host.buttonLabels); what the switch did:
              \(host.lastUpdate.changes)
            """)
      """#
    let comment = try #require(SwiftSource.expectations(in: source).first?.comments.first)
    #expect(
      comment.key
        == "\\(piece) was not kept. The buttons now read \\(host.buttonLabels); what the switch did:\n  \\(host.lastUpdate.changes)"
    )
    #expect(comment.interpolations == ["piece", "host.buttonLabels", "host.lastUpdate.changes"])
  }

  @Test("Escapes are resolved, a literal backslash is doubled in the key, and raw literals count")
  func escapes() throws {
    let source = ##"""
      #expect(ok, "Text(\"pings \\(session.pings)\")\t\u{2192} \(rows.joined(separator: "\n"))")
      #expect(ok, #"a "quoted" \#(name)"#)
      """##
    let found = SwiftSource.expectations(in: source)
    let first = try #require(found.first?.comments.first)
    #expect(
      first.key == #"Text("pings \\(session.pings)")"# + "\t→ "
        + #"\(rows.joined(separator: "\n"))"#)
    #expect(first.interpolations == [#"rows.joined(separator: "\n")"#])
    #expect(SwiftStringLiteral(key: first.key) == first, "a key reads back as the literal it keys")
    #expect(found.last?.comments.map(\.key) == [#"a "quoted" \(name)"#])
  }

  @Test("A rendered comment gives each interpolation's value, and the translation takes them")
  func valuesAndTranslation() throws {
    let english = SwiftStringLiteral(key: "\\(count) views, then \\(name):\n\\(trace)")
    let values = try #require(english.values(in: "3 views, then VStack: a, b:\n[0] kept\n[1] kept"))
    #expect(values == ["count": "3", "name": "VStack: a, b", "trace": "[0] kept\n[1] kept"])
    #expect(english.values(in: "3 views and VStack") == nil, "text that the literal cannot render")
    let japanese = SwiftStringLiteral(key: "\\(name) のビューが \\(count) 個:\n\\(trace)")
    #expect(japanese.rendered(with: values) == "VStack: a, b のビューが 3 個:\n[0] kept\n[1] kept")
    #expect(SwiftStringLiteral(key: "no values").values(in: "no values") == [:])
  }

  @Test("A text that almost renders a literal, or a text longer than any comment, is read at once")
  func hostileTextsAreCheap() {
    // Fault pass row 67: 21 KB that almost matched 7.1's comment took 133 s.
    let literal = SwiftStringLiteral(key: "tap \\(a), then \\(b):\n\\(c) changed")
    let almost = "tap " + String(repeating: "x, then y:\n", count: 1_300) + "unchanged"
    #expect(almost.unicodeScalars.count < SwiftStringLiteral.longestRendered)
    #expect(literal.values(in: almost) == nil)
    #expect(literal.values(in: "tap 1, then 2:\n3 changed") == ["a": "1", "b": "2", "c": "3"])
    let huge = "tap 1, then 2:\n" + String(repeating: "z", count: 20_000) + " changed"
    #expect(literal.values(in: huge) == nil, "longer than any comment: shown as it is")
  }

  @Test("A literal that never closes ends with its line, as the compiler reads it, and never traps")
  func unclosed() {
    let source = "#expect(ok, \"no end\n#expect(ok, \"next\")\nlet s = \"\\(a"
    let found = SwiftSource.expectations(in: source)
    #expect(found.map(\.line) == [1, 2])
    #expect(found.last?.comments.map(\.key) == ["next"])
    // The one scanner of literals serves SwiftCode's comparison key too: a quote inside an
    // interpolation does not end the literal.
    #expect(
      SwiftCode.essence(of: #"let a = "\(b ? "x // y" : "z")"  // gone"#)
        == #"let a="\(b ? "x // y" : "z")""#)
  }
}
