/// Swift source read as far as the runner needs to say a test's comments: its comments, its
/// string literals with their interpolations, its brackets, and the expectations of a test file.
///
/// Not a parser: enough of Swift's lexical rules to find a call's arguments and the literal a
/// comment is written as, which is what keys a test's words in another language.
package enum SwiftSource {
  /// An expectation of a test file (`#expect`, `#require` or `Issue.record`) and its comment.
  package struct Expectation: Hashable, Sendable {
    /// The line of the call's first character, from 1.
    package var line: Int
    /// The column of the call's first character, from 1.
    package var column: Int
    /// Whether the call passes a comment.
    package var hasComment: Bool
    /// The string literals the comment is made of, in order: one for a comment written as a
    /// literal, two for `condition ? "a" : "b"`, none when the comment is not written as one.
    package var comments: [SwiftStringLiteral]
  }

  /// The expectations of a test file, in source order.
  package static func expectations(in source: String) -> [Expectation] {
    let scalars = Array(source.unicodeScalars)
    var lineStarts = [0]
    for (index, scalar) in scalars.enumerated() where scalar == "\n" {
      lineStarts.append(index + 1)
    }
    var expectations: [Expectation] = []
    var index = 0
    while index < scalars.count {
      if let end = endOfCommentOrLiteral(in: scalars, at: index) {
        index = end
        continue
      }
      guard let call = expectationCall(in: scalars, at: index) else {
        index += 1
        continue
      }
      let line = lineStarts.lastIndex { $0 <= index } ?? 0
      let arguments = self.arguments(in: scalars, from: call.open)
      let comment = commentArgument(of: arguments, macro: call.isMacro)
      expectations.append(
        Expectation(
          line: line + 1, column: index - lineStarts[line] + 1, hasComment: comment != nil,
          comments: comment?.literals ?? []))
      index = call.open + 1
    }
    return expectations
  }

  /// The literal that starts at `start` and where it ends (just past its closing delimiter), or
  /// `nil` when none starts there. Raw (`#"…"#`) and multi-line (`"""…"""`) literals count.
  static func literal(
    in scalars: [Unicode.Scalar], at start: Int
  ) -> (literal: SwiftStringLiteral, end: Int)? {
    guard let first = read(scalars, at: start, indent: 0) else { return nil }
    guard first.multiline else { return (first.literal, first.end) }
    // A multi-line literal's lines lose the indentation of its closing delimiter.
    let closing = first.end - first.delimiter
    var lineStart = closing
    while lineStart > start, scalars[lineStart - 1] != "\n" { lineStart -= 1 }
    guard let second = read(scalars, at: start, indent: closing - lineStart) else { return nil }
    return (second.literal, second.end)
  }

  /// The `)` that closes the `(` at `open`, or `nil` when the source ends first; parentheses in
  /// comments and string literals do not count.
  static func closingParenthesis(in scalars: [Unicode.Scalar], from open: Int) -> Int? {
    var depth = 0
    var index = open
    while index < scalars.count {
      if let end = endOfCommentOrLiteral(in: scalars, at: index) {
        index = end
        continue
      }
      if scalars[index] == "(" { depth += 1 }
      if scalars[index] == ")" {
        depth -= 1
        if depth == 0 { return index }
      }
      index += 1
    }
    return nil
  }

  // MARK: Literals

  /// What reading a literal found.
  private struct Reading {
    var literal: SwiftStringLiteral
    var end: Int
    var multiline: Bool
    /// The length of the closing delimiter.
    var delimiter: Int
  }

  /// Reads a literal, removing `indent` whitespace characters at the start of each line of a
  /// multi-line one.
  private static func read(_ scalars: [Unicode.Scalar], at start: Int, indent: Int) -> Reading? {
    var index = start
    while index < scalars.count, scalars[index] == "#" { index += 1 }
    let hashes = index - start
    guard index < scalars.count, scalars[index] == "\"" else { return nil }
    let multiline = scalars[index...].starts(with: ["\"", "\"", "\""])
    let closing =
      Array(repeating: Unicode.Scalar("\""), count: multiline ? 3 : 1)
      + Array(repeating: Unicode.Scalar("#"), count: hashes)
    let escape = [Unicode.Scalar("\\")] + Array(repeating: Unicode.Scalar("#"), count: hashes)
    index += multiline ? 3 : 1
    var pieces: [SwiftStringLiteral.Piece] = []
    var text = String.UnicodeScalarView()
    var atLineStart = false
    if multiline {
      // The content starts on the line after the opening delimiter.
      while index < scalars.count, scalars[index] != "\n" { index += 1 }
      index += 1
      atLineStart = true
    }
    while index < scalars.count {
      if atLineStart {
        var skipped = 0
        while skipped < indent, index < scalars.count,
          scalars[index] == " " || scalars[index] == "\t"
        {
          index += 1
          skipped += 1
        }
        atLineStart = false
        continue
      }
      if scalars[index...].starts(with: closing) {
        // The line break before a multi-line literal's closing delimiter is not content.
        if multiline, text.last == "\n" { text.removeLast() }
        pieces.append(.text(String(text)))
        return Reading(
          literal: SwiftStringLiteral(pieces), end: index + closing.count, multiline: multiline,
          delimiter: closing.count)
      }
      if scalars[index...].starts(with: escape), index + escape.count < scalars.count {
        let after = index + escape.count
        index = after + 1
        switch scalars[after] {
        case "(":
          // An interpolation that never closes runs to the end of the file, as the compiler
          // reads it.
          let close = closingParenthesis(in: scalars, from: after) ?? scalars.count
          pieces += [
            .text(String(text)),
            .interpolation(String(String.UnicodeScalarView(scalars[(after + 1)..<close]))),
          ]
          text = String.UnicodeScalarView()
          index = close + 1
        case "n": text.append("\n")
        case "t": text.append("\t")
        case "r": text.append("\r")
        case "0": text.append("\0")
        case "u" where after + 1 < scalars.count && scalars[after + 1] == "{":
          let digits = scalars[(after + 1)...].prefix { $0 != "}" }.dropFirst()
          if let value = UInt32(String(String.UnicodeScalarView(digits)), radix: 16),
            let scalar = Unicode.Scalar(value)
          {
            text.append(scalar)
          }
          index = after + 1 + digits.count + 2
        case "\n" where multiline:
          atLineStart = true  // A line continuation: no line break.
        default: text.append(scalars[after])  // `\\`, `\"`, `\'`
        }
        continue
      }
      if scalars[index] == "\n" {
        // An unclosed literal ends with its line, as the compiler reads it.
        guard multiline else { break }
        atLineStart = true
      }
      text.append(scalars[index])
      index += 1
    }
    // Unclosed: the literal runs to the end of its line, or of a multi-line one's file.
    return Reading(
      literal: SwiftStringLiteral(pieces + [.text(String(text))]), end: min(index, scalars.count),
      multiline: multiline, delimiter: 0)
  }

  /// Where a comment or a string literal that starts at `index` ends, or `nil` when none starts
  /// there.
  private static func endOfCommentOrLiteral(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
    let next = index + 1 < scalars.count ? scalars[index + 1] : nil
    if scalars[index] == "/", next == "/" {
      return scalars[index...].firstIndex(of: "\n") ?? scalars.count
    }
    if scalars[index] == "/", next == "*" {
      return SwiftCode.endOfBlockComment(in: scalars, from: index)
    }
    if scalars[index] == "\"" || scalars[index] == "#",
      let end = literal(in: scalars, at: index)?.end
    {
      return end
    }
    return nil
  }

  // MARK: Calls

  /// The expectation call that starts at `index`: where its `(` is, and whether it is a macro.
  private static func expectationCall(
    in scalars: [Unicode.Scalar], at index: Int
  ) -> (open: Int, isMacro: Bool)? {
    if index > 0, isIdentifier(scalars[index - 1]) || scalars[index - 1] == "." { return nil }
    for (name, isMacro) in [("#expect", true), ("#require", true), ("Issue.record", false)] {
      let spelled = Array(name.unicodeScalars)
      guard scalars[index...].starts(with: spelled) else { continue }
      var open = index + spelled.count
      while open < scalars.count, scalars[open] == " " || scalars[open] == "\n" { open += 1 }
      if open < scalars.count, scalars[open] == "(" { return (open, isMacro) }
    }
    return nil
  }

  /// One argument of a call: its label, if any, and the string literals written at its top
  /// level.
  private struct Argument {
    var label: String?
    var literals: [SwiftStringLiteral] = []
  }

  /// The arguments of the call whose `(` is at `open`.
  ///
  /// Commas inside brackets, parentheses and generic arguments (`Pair<A, B>`) do not separate
  /// arguments; a `<` opens generic arguments when a name comes right before it, as Swift's
  /// formatting writes them (`a < b` has spaces).
  private static func arguments(in scalars: [Unicode.Scalar], from open: Int) -> [Argument] {
    var arguments: [Argument] = []
    var current = Argument()
    var depth = 0
    var angles = 0
    var start = open + 1
    var index = open
    func finish(at end: Int) {
      let text = String(String.UnicodeScalarView(scalars[start..<end]))
      let label = text.firstMatch(of: /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*:(?!:)/)
      current.label = label.map { String($0.output.1) }
      if !text.allSatisfy(\.isWhitespace) { arguments.append(current) }
      current = Argument()
      start = end + 1
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if depth == 1, let found = literal(in: scalars, at: index) {
        current.literals.append(found.literal)
        index = found.end
        continue
      }
      if let end = endOfCommentOrLiteral(in: scalars, at: index) {
        index = end
        continue
      }
      switch scalar {
      case "(", "[", "{": depth += 1
      case ")", "]", "}":
        depth -= 1
        if depth == 0 {
          finish(at: index)
          return arguments
        }
      case "<" where index > 0 && isIdentifier(scalars[index - 1]): angles += 1
      case ">" where angles > 0 && scalars[index - 1] != "-": angles -= 1
      case "," where depth == 1 && angles == 0: finish(at: index)
      default: break
      }
      index += 1
    }
    return arguments
  }

  /// The argument an expectation's comment is: a macro's second (its first is the condition or
  /// `throws:`), `Issue.record`'s only or second; the source location is never one.
  private static func commentArgument(of arguments: [Argument], macro: Bool) -> Argument? {
    let passed = arguments.filter { $0.label != "sourceLocation" && $0.label != "performing" }
    let position = macro || passed.count > 1 ? 1 : 0
    return position < passed.count ? passed[position] : nil
  }

  /// Letters, digits and the underscore: the characters of a name.
  private static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }
}
