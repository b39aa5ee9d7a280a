import Foundation

/// One compiler error or warning, as printed by `swiftc` and `swift build`.
public struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  /// How serious the diagnostic is.
  public enum Severity: String, Codable, Sendable {
    /// The code does not compile.
    case error
    /// The code compiles, but something looks wrong.
    case warning
  }

  /// Where the compiler points.
  public var position: SourcePosition
  /// Whether it is an error or a warning.
  public var severity: Severity
  /// The compiler's message.
  public var message: String

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - position: Where it points.
  ///   - severity: Error or warning.
  ///   - message: The compiler's text.
  public init(position: SourcePosition, severity: Severity, message: String) {
    self.position = position
    self.severity = severity
    self.message = message
  }

  /// The diagnostic as a compiler prints it: `path:line:column: error: message`.
  public var description: String { "\(position): \(severity.rawValue): \(message)" }

  /// Finds the diagnostics in a compiler's output, once each, in order.
  ///
  /// - Parameters:
  ///   - output: What the compiler printed.
  ///   - root: The package root, so that paths inside it become relative.
  /// - Returns: The errors and warnings; notes and source excerpts are left out.
  public static func parse(_ output: String, relativeTo root: URL?) -> [Diagnostic] {
    let rootPrefix = root.map { $0.standardizedFileURL.path + "/" }
    var seen: Set<Diagnostic> = []
    var found: [Diagnostic] = []
    for line in output.split(separator: "\n") {
      guard let diagnostic = parseLine(String(line), rootPrefix: rootPrefix) else { continue }
      if seen.insert(diagnostic).inserted { found.append(diagnostic) }
    }
    return found
  }

  private static func parseLine(_ line: String, rootPrefix: String?) -> Diagnostic? {
    for severity in [Severity.error, .warning] {
      guard let marker = line.range(of: ": \(severity.rawValue): ") else { continue }
      let location = line[..<marker.lowerBound].split(
        separator: ":", omittingEmptySubsequences: false)
      guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
        let column = Int(location[location.count - 1])
      else { continue }
      var path = location.dropLast(2).joined(separator: ":")
      if let rootPrefix, path.hasPrefix(rootPrefix) { path.removeFirst(rootPrefix.count) }
      return Diagnostic(
        position: SourcePosition(path: path, line: lineNumber, column: column),
        severity: severity, message: String(line[marker.upperBound...]))
    }
    return nil
  }
}
