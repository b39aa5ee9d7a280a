import Foundation

/// One compiler error or warning, as printed by `swiftc` and `swift build`.
package struct Diagnostic: Codable, Hashable, Sendable, CustomStringConvertible {
  /// How serious the diagnostic is.
  enum Severity: String, Codable, Sendable {
    /// The code does not compile.
    case error
    /// The code compiles, but something looks wrong.
    case warning
  }

  /// Where the compiler points.
  var position: SourcePosition
  /// Whether it is an error or a warning.
  var severity: Severity
  /// The compiler's message, as it is (``Message/init(verbatim:)``); the runner's own words
  /// for a kata file it cannot compile at all (``VerdictRules/unusableFile(_:problem:kataID:)``).
  var message: Message
  /// The compiler's notes on it, such as `protocol requires function 'need()'` or a suggested
  /// fix: often the most helpful line for a learner. A note elsewhere than the diagnostic's own
  /// line ends with its position in brackets.
  var notes: [String]
  /// The files the notes point into, relative to the package root where possible, in order:
  /// an ambiguous call's candidates, a declaration the error names. The cause may be there
  /// rather than where the error is (an initializer left behind in another kata's file).
  var notedPaths: [String] = []

  /// Creates a diagnostic.
  ///
  /// - Parameters:
  ///   - position: Where it points.
  ///   - severity: Error or warning.
  ///   - message: The compiler's text, or the runner's words.
  ///   - notes: The compiler's notes on it.
  init(
    position: SourcePosition, severity: Severity, message: Message, notes: [String] = []
  ) {
    self.position = position
    self.severity = severity
    self.message = message
    self.notes = notes
  }

  /// Reads a diagnostic; one saved before notes were kept has none, and is read rather than
  /// discarded.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    position = try container.decode(SourcePosition.self, forKey: .position)
    severity = try container.decode(Severity.self, forKey: .severity)
    message = try container.decode(Message.self, forKey: .message)
    notes = try container.decodeIfPresent([String].self, forKey: .notes) ?? []
    notedPaths = try container.decodeIfPresent([String].self, forKey: .notedPaths) ?? []
  }

  /// The diagnostic as a compiler prints it: `path:line:column: error: message`.
  package var description: String { line.description }

  /// The diagnostic as a compiler prints it, as a message: the runner's words in it are said in
  /// the reader's language, the compiler's stay as they are.
  package var line: Message {
    Message(
      "{position}: {severity}: {message}",
      ["position": "\(position)", "severity": severity.rawValue], parts: ["message": message])
  }

  /// The diagnostic as a compiler prints it, the runner's words in it said by `say`
  /// (`Words.render`, in the reader's language); the compiler's stay as they are.
  func said(_ say: (Message) -> String) -> String {
    say(line)
  }

  /// The diagnostic and its notes, one line each, the notes indented under it, the runner's
  /// words said by `say`.
  func lines(_ say: (Message) -> String = \.description) -> [String] {
    [said(say)] + notes.map { "  note: \($0)" }
  }

  /// Finds the diagnostics in a compiler's output, once each, in order, each with its notes.
  ///
  /// A note follows the diagnostic it explains: on a line of its own
  /// (`path:line:column: note: …`), or inside the source excerpt Swift 6 draws under it
  /// (`` `- note: … ``), where its line is the excerpt's gutter number above it and its file the
  /// one the excerpt shows (the diagnostic's, or the note's on a line of its own before it).
  /// Swift prints a note on a line of its own and again in the excerpt: one is kept. Two notes
  /// of the same words at two places are two notes: an ambiguous call's two candidates, one of
  /// them an initializer the learner left behind.
  ///
  /// - Parameters:
  ///   - output: What the compiler printed.
  ///   - root: The package root, so that paths inside it become relative.
  /// - Returns: The errors and warnings, with their notes.
  static func parse(_ output: String, relativeTo root: URL?) -> [Diagnostic] {
    let rootPrefix = root.map { $0.standardizedFileURL.path + "/" }
    var found: [Diagnostic] = []
    var current: Diagnostic?
    // The file the excerpt being read shows, and its last numbered line.
    var excerptPath: String?
    var excerptLine: Int?
    func finish() {
      if let diagnostic = current, !found.contains(diagnostic) { found.append(diagnostic) }
      current = nil
    }
    for line in output.split(separator: "\n") {
      if let diagnostic = parseLine(String(line), rootPrefix: rootPrefix) {
        finish()
        current = diagnostic
        excerptPath = diagnostic.position.path
        excerptLine = nil
      } else if current != nil,
        let note = line.range(of: "- note: ") ?? line.range(of: ": note: ")
      {
        let text = String(line[note.upperBound...]).trimmingCharacters(in: .whitespaces)
        var position: SourcePosition?
        if line[note].hasPrefix(":"), !line.contains("|") {
          position = topLevelPosition(of: line, marker: note, rootPrefix: rootPrefix)
          excerptPath = position?.path
          excerptLine = nil
        } else if let path = excerptPath, let number = excerptLine,
          let column = excerptColumn(of: line, marker: note)
        {
          position = SourcePosition(path: path, line: number, column: column)
        }
        current!.add(note: text, at: position)
      } else if current != nil, let number = gutterNumber(of: line) {
        excerptLine = number
      } else if !line.hasPrefix(" "), !line.contains("|"), !line.hasPrefix("/") {
        // A build step such as `[4/4] Compiling …` ends the diagnostic's excerpt.
        finish()
      }
    }
    finish()
    return found
  }

  /// Adds a note, unless it is one already kept: the same words at the same place, or the
  /// same words on the diagnostic's own line.
  private mutating func add(note text: String, at place: SourcePosition?) {
    // A note on the diagnostic's own line needs no position: it is the diagnostic's.
    let elsewhere = place.flatMap { place in
      place.path == position.path && place.line == position.line ? nil : place
    }
    let said = elsewhere.map { "\(text) (\($0))" } ?? text
    guard !notes.contains(said) else { return }
    notes.append(said)
    if let path = elsewhere?.path, !notedPaths.contains(path) { notedPaths.append(path) }
  }

  /// The position a note gives when it is printed on a line of its own, made relative.
  private static func topLevelPosition(
    of line: Substring, marker: Range<Substring.Index>, rootPrefix: String?
  ) -> SourcePosition? {
    let location = line[..<marker.lowerBound].split(
      separator: ":", omittingEmptySubsequences: false)
    guard location.count >= 3, let number = Int(location[location.count - 2]),
      let column = Int(location[location.count - 1])
    else { return nil }
    var path = location.dropLast(2).joined(separator: ":")
    if let rootPrefix, path.hasPrefix(rootPrefix) { path.removeFirst(rootPrefix.count) }
    return SourcePosition(path: path, line: number, column: column)
  }

  /// The number of an excerpt's source line (` 50 |   public init(…`); `nil` for any other.
  private static func gutterNumber(of line: Substring) -> Int? {
    guard let bar = line.firstIndex(of: "|") else { return nil }
    return Int(line[..<bar].trimmingCharacters(in: .whitespaces))
  }

  /// The column an excerpt's note points at: where its `` `- `` or `|-` stands, counted from the
  /// first column of the source after the gutter (`   |          `- note: …`).
  private static func excerptColumn(of line: Substring, marker: Range<Substring.Index>) -> Int? {
    guard let bar = line.firstIndex(of: "|"), marker.lowerBound > line.startIndex else {
      return nil
    }
    let connector = line.index(before: marker.lowerBound)
    let code = line.index(bar, offsetBy: 2, limitedBy: line.endIndex) ?? line.endIndex
    guard connector >= code else { return nil }
    return line.distance(from: code, to: connector) + 1
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
        severity: severity, message: Message(verbatim: String(line[marker.upperBound...])))
    }
    return nil
  }
}
