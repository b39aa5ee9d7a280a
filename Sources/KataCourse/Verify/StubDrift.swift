import Foundation
import KataRunnerCore

/// Where a stub may differ from its reference, and where it differs anyway.
///
/// A stub and its reference are the same file but for the learner's work, and the learner's
/// work is marked: a `// TODO: Kata X.Y` comment. Its **region** is the innermost declaration
/// whose body holds the comment, attributes and signature included: the body of `buildBlock`, a
/// view's `body`, an initializer whose properties the learner declares, or a whole extension
/// when the comment sits among its members (and the kata deletes it). Outside the regions, each
/// line of code the stub has must be in the reference, unchanged, in the same order: the given
/// helpers, the types' declarations, the signatures the tests call. What only the reference has
/// (a stored property, a `@ViewBuilder` attribute, a helper view) is what the learner adds, so
/// it is free in a file with a region; a file with none is given whole and must match its
/// reference line for line.
///
/// Comments are not compared: a stub's speak about the stub (what to do, how it behaves as
/// given), a reference's about the solution. Neither is indentation.
struct StubDrift {
  /// One line of code: its number in the file (from 1) and its text without comments.
  struct CodeLine: Equatable {
    /// The line's number in the file, from 1.
    var number: Int
    /// The code, without its comment and the spaces around it.
    var code: String
  }

  /// What one file holds for the comparison.
  struct Outline {
    /// The lines that hold code, in order.
    var lines: [CodeLine] = []
    /// The learner's regions: first and last line numbers, inclusive.
    var regions: [ClosedRange<Int>] = []
    /// The katas named by the file's `TODO: Kata` comments, with the line of each.
    var todos: [(kata: String, line: Int)] = []
    /// A construct the outline cannot read (a block comment, a multi-line string), if any.
    var unreadable: Message?

    /// Whether a line is in one of the learner's regions.
    func isLearners(_ line: Int) -> Bool { regions.contains { $0.contains(line) } }
  }

  /// Reads a file: its lines of code, its TODO comments and their regions.
  ///
  /// It knows line comments and one-line string literals, which is all the course's sources
  /// use; a block comment or a multi-line string literal is reported, not guessed at.
  static func outline(of text: String) -> Outline {
    var outline = Outline()
    // Lines with an opening brace not yet closed, innermost last; and each closed block.
    var open: [Int] = []
    var blocks: [ClosedRange<Int>] = []
    var code: [Int: String] = [:]
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      let number = index + 1
      let scanned = scan(Substring(line))
      if let problem = scanned.unreadable, outline.unreadable == nil {
        outline.unreadable = Message(
          "line {number}: {what}", ["number": "\(number)"], parts: ["what": problem])
      }
      for brace in scanned.braces {
        if brace == "{" {
          open.append(number)
        } else if let start = open.popLast() {
          blocks.append(start...number)
        }
      }
      let text = scanned.code.trimmingCharacters(in: .whitespaces)
      if !text.isEmpty {
        code[number] = text
        outline.lines.append(CodeLine(number: number, code: text))
      }
      if let kata = todoKata(in: scanned.comment) { outline.todos.append((kata, number)) }
    }
    for todo in outline.todos {
      // The innermost block the comment is inside of (not on its opening or closing line).
      guard
        let block =
          blocks
          .filter({ $0.lowerBound < todo.line && todo.line < $0.upperBound })
          .max(by: { $0.lowerBound < $1.lowerBound })
      else { continue }
      outline.regions.append(headerStart(of: block.lowerBound, code: code)...block.upperBound)
    }
    return outline
  }

  /// The stub's lines of code that are neither in the reference, in order, nor in a region.
  ///
  /// - Parameters:
  ///   - stub: The stub's outline.
  ///   - reference: The reference's outline.
  /// - Returns: The stub's lines that drifted, in order; and when the stub has no TODO comment
  ///   (a given file, which must match whole), the reference's lines the stub lacks.
  static func drift(stub: Outline, reference: Outline) -> (
    stubOnly: [CodeLine], referenceOnly: [CodeLine]
  ) {
    // The regions' lines are left out before the comparison, not after: with them in, a line
    // such as `}` could be matched to one of theirs and a given line reported in its place.
    let given = stub.lines.filter { !stub.isLearners($0.number) }
    let difference = reference.lines.map(\.code).difference(from: given.map(\.code))
    var stubOnly: [CodeLine] = []
    var referenceOnly: [CodeLine] = []
    for change in difference {
      switch change {
      case .remove(let offset, _, _):
        stubOnly.append(given[offset])
      case .insert(let offset, _, _):
        if stub.todos.isEmpty { referenceOnly.append(reference.lines[offset]) }
      }
    }
    return (
      stubOnly.sorted { $0.number < $1.number }, referenceOnly.sorted { $0.number < $1.number }
    )
  }

  /// The first line of the declaration whose body opens on a line: its signature's first line,
  /// or the first of the attributes written above it.
  private static func headerStart(of openingLine: Int, code: [Int: String]) -> Int {
    var start = openingLine
    while let previous = code[start - 1] {
      let current = code[start] ?? ""
      // A signature goes on over lines that end in an open list or an arrow, or when the next
      // starts by closing one or with a clause; an attribute is a line of its own above it.
      let continues =
        previous.hasPrefix("@") || previous.hasSuffix("(") || previous.hasSuffix(",")
        || previous.hasSuffix("->") || previous.hasSuffix("<")
        || [")", "->", "where", "throws", "async", ">"].contains { current.hasPrefix($0) }
      guard continues else { break }
      start -= 1
    }
    return start
  }

  /// The kata a comment's `TODO: Kata X.Y` names, if it holds one.
  private static func todoKata(in comment: Substring) -> String? {
    guard let marker = comment.range(of: "TODO: Kata ") else { return nil }
    let id = comment[marker.upperBound...].prefix { $0.isNumber || $0 == "." }
    let trimmed = id.hasSuffix(".") ? id.dropLast() : id
    return trimmed.isEmpty ? nil : String(trimmed)
  }

  /// One line split into its code (string literals kept) and its comment, with the braces of
  /// its code in order.
  private static func scan(_ line: Substring) -> (
    code: Substring, comment: Substring, braces: [Character], unreadable: Message?
  ) {
    var inString = false
    var braces: [Character] = []
    var index = line.startIndex
    while index < line.endIndex {
      let character = line[index]
      if inString {
        if character == "\\" {
          // An escaped character, or the start of an interpolation: its parentheses stay inside.
          index = line.index(after: index)
          if index == line.endIndex { break }
        } else if character == "\"" {
          inString = false
        }
      } else if line[index...].hasPrefix("\"\"\"") {
        return (line[..<index], "", braces, Message("a multi-line string literal"))
      } else if line[index...].hasPrefix("/*") {
        return (line[..<index], "", braces, Message("a block comment"))
      } else if line[index...].hasPrefix("//") {
        return (line[..<index], line[index...], braces, nil)
      } else if character == "\"" {
        inString = true
      } else if character == "{" || character == "}" {
        braces.append(character)
      }
      index = line.index(after: index)
    }
    return (line, "", braces, nil)
  }
}
