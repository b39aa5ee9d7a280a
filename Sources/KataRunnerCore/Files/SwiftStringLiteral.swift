/// A string literal of Swift source as the compiler reads it: its text, with escapes resolved and
/// a multi-line literal's indentation and line continuations removed, and its interpolations as
/// written.
///
/// A test's comment is such a literal. The runner finds the literal a failure's comment came
/// from, takes the interpolations' values from the comment as rendered, and puts them into the
/// comment's translation, which writes the same interpolations.
package struct SwiftStringLiteral: Hashable, Sendable {
  /// A run of text, or an interpolation's expression as written between `\(` and `)`.
  package enum Piece: Hashable, Sendable {
    case text(String)
    case interpolation(String)
  }

  /// The literal's pieces, in order; two texts are never adjacent.
  package private(set) var pieces: [Piece]

  /// Creates a literal from its pieces, joining adjacent texts.
  package init(_ pieces: [Piece]) {
    self.pieces = []
    for piece in pieces {
      if case .text(let next) = piece, case .text(let last)? = self.pieces.last {
        self.pieces[self.pieces.count - 1] = .text(last + next)
      } else if piece != .text("") {
        self.pieces.append(piece)
      }
    }
  }

  /// The literal as a table keys it: its text, each interpolation as `\(expression)`, and each
  /// backslash of the text doubled, so that text can never read as an interpolation.
  package var key: String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text.replacingOccurrences(of: "\\", with: "\\\\")
      case .interpolation(let expression): "\\(\(expression))"
      }
    }.joined()
  }

  /// The interpolations' expressions, in order, repeats included.
  package var interpolations: [String] {
    pieces.compactMap { piece in
      if case .interpolation(let expression) = piece { expression } else { nil }
    }
  }

  /// Reads a literal back from its ``key``: `\\` is a backslash, `\(…)` an interpolation whose
  /// parentheses balance (string literals inside it count as text of the expression); any other
  /// backslash is text.
  package init(key: String) {
    let scalars = Array(key.unicodeScalars)
    var pieces: [Piece] = []
    var text = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      let next = index + 1 < scalars.count ? scalars[index + 1] : nil
      if scalars[index] == "\\", next == "\\" {
        text.append("\\")
        index += 2
      } else if scalars[index] == "\\", next == "(",
        let close = SwiftSource.closingParenthesis(in: scalars, from: index + 1)
      {
        pieces += [
          .text(String(text)),
          .interpolation(String(String.UnicodeScalarView(scalars[(index + 2)..<close]))),
        ]
        text = String.UnicodeScalarView()
        index = close + 1
      } else {
        text.append(scalars[index])
        index += 1
      }
    }
    self.init(pieces + [.text(String(text))])
  }

  /// The longest rendering, in Unicode scalars, that ``values(in:)`` reads: far more than any
  /// comment a test writes, even with a render in it. A longer comment (a test that prints a
  /// whole tree into it) is shown as it is, never read (fault pass rows 30 and 67 found such
  /// texts stalling a reader for minutes, when the class table still read reports' English).
  package static let longestRendered = 16_384

  /// The values of the interpolations that make the literal render as `text`, by expression, or
  /// `nil` when it cannot render so, or is longer than ``longestRendered``.
  ///
  /// Each interpolation takes as little as lets the rest match, so a value that contains the
  /// text after it still splits where the literal does. Each place in the text is tried once
  /// per piece (a place where the rest cannot match is remembered), and an interpolation ends
  /// only where the text after it can start, so a text that almost matches costs little.
  package func values(in rendered: String) -> [String: String]? {
    let target = Array(rendered.unicodeScalars)
    guard target.count <= Self.longestRendered else { return nil }
    let texts = pieces.map { piece -> [Unicode.Scalar]? in
      if case .text(let text) = piece { Array(text.unicodeScalars) } else { nil }
    }
    /// The states (a piece, and where in the target it starts) from which the rest cannot match.
    var failed = Set<Int>()
    /// The values of the interpolations from `piece` on, when the rest of the target matches
    /// from `at`.
    func match(_ piece: Int, _ at: Int) -> [String]? {
      guard piece < pieces.count else { return at == target.count ? [] : nil }
      let state = piece * (target.count + 1) + at
      guard !failed.contains(state) else { return nil }
      var found: [String]?
      if let expected = texts[piece] {
        if target[at...].starts(with: expected) { found = match(piece + 1, at + expected.count) }
      } else if piece + 1 == pieces.count {
        found = [String(String.UnicodeScalarView(target[at...]))]
      } else {
        let next = texts[piece + 1]?.first
        for end in at...target.count
        where next == nil || (end < target.count && target[end] == next) {
          if let rest = match(piece + 1, end) {
            found = [String(String.UnicodeScalarView(target[at..<end]))] + rest
            break
          }
        }
      }
      if found == nil { failed.insert(state) }
      return found
    }
    guard let found = match(0, 0) else { return nil }
    // The first occurrence of an expression names its value; a repeat renders the same.
    var values: [String: String] = [:]
    for (expression, value) in zip(interpolations, found) where values[expression] == nil {
      values[expression] = value
    }
    return values
  }

  /// The literal rendered with the given values for its interpolations; an interpolation without
  /// a value is written as it is in the source.
  /// How many Unicode scalars ``rendered(with:)`` would give, counted without rendering: a
  /// literal and values from another machine (a report) could repeat a long value until the
  /// rendering outgrows any screen.
  package func renderedLength(with values: [String: String]) -> Int {
    pieces.reduce(0) { length, piece in
      switch piece {
      case .text(let text): length + text.unicodeScalars.count
      case .interpolation(let expression):
        length + (values[expression]?.unicodeScalars.count ?? expression.unicodeScalars.count + 3)
      }
    }
  }

  package func rendered(with values: [String: String]) -> String {
    pieces.map { piece in
      switch piece {
      case .text(let text): text
      case .interpolation(let expression): values[expression] ?? "\\(\(expression))"
      }
    }.joined()
  }
}
