import Foundation

/// A piece of Swift that must type-check against the built modules, or must fail to at marked
/// lines: a compile check or a code block of a lesson.
///
/// A line that ends with `// expected-error` must produce a compiler error; the snippet then
/// passes only if every marked line fails and no other line does.
package struct Snippet: Hashable, Sendable {
  /// The marker that ends a line expected to fail to compile.
  static let errorMarker = "// expected-error"

  /// Where the snippet comes from, such as a lesson's path, for messages.
  package var origin: String
  /// The line of `origin` at which the snippet's first line stands.
  package var firstLine: Int
  /// The code as written.
  var code: String
  /// Lines added before the code when it is compiled, such as `import Katas`.
  var prelude: [String]

  /// Creates a snippet.
  ///
  /// - Parameters:
  ///   - origin: The file it comes from.
  ///   - firstLine: The line of that file where the code starts.
  ///   - code: The Swift code.
  ///   - prelude: Lines compiled before the code.
  package init(origin: String, firstLine: Int, code: String, prelude: [String] = []) {
    self.origin = origin
    self.firstLine = firstLine
    self.code = code
    self.prelude = prelude
  }

  /// The text compiled: the prelude, then the code.
  var compiledText: String { (prelude + [code]).joined(separator: "\n") }

  /// The lines of the code, counted from 1, that must fail to compile.
  var expectedErrorLines: [Int] {
    code.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
      .filter { $0.element.trimmingCharacters(in: .whitespaces).hasSuffix(Self.errorMarker) }
      .map { $0.offset + 1 }
  }

  /// The position in `origin` of a line of the compiled text.
  func originPosition(ofCompiledLine line: Int, column: Int) -> SourcePosition {
    SourcePosition(path: origin, line: line - prelude.count + firstLine - 1, column: column)
  }
}
