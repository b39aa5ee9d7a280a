import Foundation

/// A snippet that proves a compile-time rule of a kata, such as "three views are rejected".
///
/// Compile checks live in `Tests/CompileChecks/<id>-<slug>/`, one file each. The first line,
/// `// check: <rule>`, states the rule as a sentence; the rest is Swift that imports `Katas`.
/// Lines that must be rejected end with `// expected-error`.
package struct CompileCheck: Hashable, Sendable {
  /// The kata whose rule this checks.
  var kata: Kata
  /// The file's path, relative to the package root.
  var path: String
  /// The rule, from the file's `// check:` line.
  package var rule: String
  /// The snippet to type-check.
  var snippet: Snippet

  /// Reads every compile check of a kata.
  ///
  /// - Parameters:
  ///   - kata: The kata.
  ///   - root: The package root.
  /// - Returns: The kata's checks, sorted by file name; none if it has no check folder.
  package static func load(for kata: Kata, root: URL) throws -> [CompileCheck] {
    let folder = root.appending(path: kata.compileCheckFolder)
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else {
      return []
    }
    return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
      let path = "\(kata.compileCheckFolder)/\(name)"
      let code = try String(contentsOf: folder.appending(path: name), encoding: .utf8)
      let firstLine = code.prefix { $0 != "\n" }
      guard firstLine.hasPrefix("// check:") else {
        throw RunnerError.catalog(
          Message(
            "{file}:1: a compile check must start with `// check: <the rule it proves>`",
            ["file": path]))
      }
      let rule = firstLine.dropFirst("// check:".count).trimmingCharacters(in: .whitespaces)
      return CompileCheck(
        kata: kata, path: path, rule: rule,
        snippet: Snippet(origin: path, firstLine: 1, code: code))
    }
  }
}
