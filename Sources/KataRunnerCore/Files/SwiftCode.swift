import Foundation

/// Swift source text reduced to its code: what two versions of a file share when they differ only
/// in comments and layout.
///
/// A kata whose reference the runner put in (``GivenKatas``) stays given until the learner changes
/// its code: a blank line, a reindented block or a comment of their own is not their solution.
/// String literals are kept as written, whitespace and all, since a changed literal is changed
/// code. The reduction is a comparison key, not a formatter: whitespace between two word
/// characters (`let x`) is kept as one space, any other whitespace is dropped (`a + b` and `a+b`
/// are one key), and comments, nested ones too, are dropped.
package enum SwiftCode {
  /// The code of a Swift file's text (see ``SwiftCode``).
  package static func essence(of text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var code = String.UnicodeScalarView()
    var index = 0
    var spaced = false
    /// Appends a scalar of code, with one space before it where layout separated two words.
    func append(_ scalar: Unicode.Scalar) {
      if spaced, let last = code.last, isWord(last), isWord(scalar) { code.append(" ") }
      spaced = false
      code.append(scalar)
    }
    func at(_ offset: Int) -> Unicode.Scalar? {
      index + offset < scalars.count ? scalars[index + offset] : nil
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "/", at(1) == "/" {
        while index < scalars.count, scalars[index] != "\n" { index += 1 }
        spaced = true
      } else if scalar == "/", at(1) == "*" {
        index = endOfBlockComment(in: scalars, from: index)
        spaced = true
      } else if scalar.properties.isWhitespace {
        spaced = true
        index += 1
      } else if let end = endOfStringLiteral(in: scalars, from: index) {
        append(scalar)
        for literal in scalars[(index + 1)..<end] { code.append(literal) }
        index = end
      } else {
        append(scalar)
        index += 1
      }
    }
    return String(code)
  }

  /// Letters, digits and the characters that join them into one word or attribute.
  private static func isWord(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "_" || scalar == "$" || scalar == "@" || scalar == "#"
      || scalar.properties.isAlphabetic || scalar.properties.numericType != nil
  }

  /// Where a block comment that starts at `start` ends (just past its `*/`); comments nest.
  static func endOfBlockComment(in scalars: [Unicode.Scalar], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < scalars.count {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalars[index] == "/", next == "*" {
        depth += 1
        index += 2
      } else if scalars[index] == "*", next == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return index
  }

  /// Where a string literal that starts at `start` ends (just past its closing delimiter), or
  /// `nil` when none starts there: ``SwiftSource``'s reading of literals, raw, multi-line and
  /// interpolated ones included.
  private static func endOfStringLiteral(in scalars: [Unicode.Scalar], from start: Int) -> Int? {
    SwiftSource.literal(in: scalars, at: start)?.end
  }
}
