import Foundation

/// A compile check and what type-checking it found.
package struct CompileCheckResult: Codable, Hashable, Sendable {
  /// The check's file, relative to the package root.
  package var path: String
  /// The rule it proves.
  var rule: String
  /// Why it failed, in the compiler's words or the runner's; empty when it passed.
  package var problems: [Message]

  /// Whether the rule holds.
  package var isPassing: Bool { problems.isEmpty }

  /// Creates a result.
  ///
  /// - Parameters:
  ///   - path: The check's file.
  ///   - rule: The rule.
  ///   - problems: Why it failed, if it did.
  init(path: String, rule: String, problems: [Message]) {
    self.path = path
    self.rule = rule
    self.problems = problems
  }
}
