import Foundation

/// What one run of the test binary reported, read from its event stream.
struct EventStream {
  /// A test function listed at the start of the stream.
  struct Function {
    /// The test's identifier, such as `KataTests.SentenceBuilderTests/joinsTwoWords()/…`.
    var id: String
    /// The display name, or the function name without one.
    var name: String
    /// The type name of the outermost suite: the kata's suite.
    var suite: String
  }

  /// Every test function, in the order the stream listed them.
  private(set) var functions: [Function] = []
  /// The tests that started running.
  private(set) var started: Set<String> = []
  /// The tests that finished running.
  private(set) var ended: Set<String> = []
  /// The failures recorded against each test.
  private(set) var failures: [String: [Failure]] = [:]
  /// Whether the run reached its end, rather than being cut short by a crash or a stop.
  private(set) var reachedEnd = false

  /// Reads a stream from the text of an event-stream file.
  ///
  /// - Parameters:
  ///   - text: The JSON Lines written by `--event-stream-output-path`.
  ///   - root: The package root, so that source paths can be shown relative to it.
  init(_ text: String, root: URL) {
    let decoder = JSONDecoder()
    let rootPrefix = root.standardizedFileURL.path + "/"
    for line in text.split(separator: "\n") {
      guard let record = try? decoder.decode(EventRecord.self, from: Data(line.utf8)) else {
        continue
      }
      let payload = record.payload
      if record.kind == "test" {
        if payload.kind == "function", let id = payload.id {
          let suite = String(id.prefix { $0 != "/" }.split(separator: ".").last ?? "")
          functions.append(
            Function(id: id, name: payload.displayName ?? payload.name ?? id, suite: suite))
        }
        continue
      }
      switch payload.kind {
      case "testStarted": payload.testID.map { _ = started.insert($0) }
      case "testEnded", "testSkipped": payload.testID.map { _ = ended.insert($0) }
      case "runEnded": reachedEnd = true
      case "issueRecorded":
        guard let testID = payload.testID, payload.issue?.isKnown != true else { continue }
        let message = (payload.messages ?? []).map(\.text).joined(separator: "\n")
        let position = payload.issue?.sourceLocation.map { location in
          let path = location._filePath.map {
            $0.hasPrefix(rootPrefix) ? String($0.dropFirst(rootPrefix.count)) : $0
          }
          return SourcePosition(
            path: path ?? location.fileID, line: location.line, column: location.column)
        }
        failures[testID, default: []].append(Failure(position: position, message: message))
      default: continue
      }
    }
  }

  /// The functions that started but never ended: the ones running when the process stopped.
  var interrupted: [Function] {
    functions.filter { started.contains($0.id) && !ended.contains($0.id) }
  }
}
