import Foundation

/// Reads an event stream while `swift test` is still writing it, so that each kata's tests can be
/// shown as they finish rather than all at once at the end.
///
/// Only the bytes added since the last read are decoded, one complete line at a time, with the
/// same parser as the finished stream.
struct LiveEventReader {
  /// How far one suite has come.
  struct SuiteCount: Equatable {
    /// The suite's listed test functions.
    var listed = 0
    /// Those that ended.
    var ended = 0
    /// Those that ended without a failure.
    var passed = 0
  }

  private let url: URL
  private let root: URL
  private var offset: UInt64 = 0
  private var partialLine = Data()
  private var suiteOf: [String: String] = [:]
  private var failed: Set<String> = []
  /// Each suite's counts, by suite type name, in the order the stream listed them.
  private(set) var suites: [(name: String, count: SuiteCount)] = []

  /// Creates a reader of the stream at `url`.
  init(_ url: URL, root: URL) {
    self.url = url
    self.root = root
  }

  /// Reads what was added since the last call.
  ///
  /// - Returns: Whether anything changed.
  mutating func update() -> Bool {
    guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
    defer { try? handle.close() }
    guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.readToEnd(),
      !data.isEmpty
    else { return false }
    offset += UInt64(data.count)
    partialLine += data
    guard let lastNewline = partialLine.lastIndex(of: UInt8(ascii: "\n")) else { return false }
    let complete = partialLine[..<lastNewline]
    partialLine = Data(partialLine[partialLine.index(after: lastNewline)...])
    for line in complete.split(separator: UInt8(ascii: "\n")) {
      apply(EventStream(String(decoding: line, as: UTF8.self), root: root))
    }
    return true
  }

  private mutating func apply(_ event: EventStream) {
    for function in event.functions {
      suiteOf[function.id] = function.suite
      if let index = suites.firstIndex(where: { $0.name == function.suite }) {
        suites[index].count.listed += 1
      } else {
        suites.append((function.suite, SuiteCount(listed: 1)))
      }
    }
    failed.formUnion(event.failures.keys)
    for id in event.ended {
      guard let suite = suiteOf[id], let index = suites.firstIndex(where: { $0.name == suite })
      else { continue }
      suites[index].count.ended += 1
      if !failed.contains(id) { suites[index].count.passed += 1 }
    }
  }
}
