import Foundation

/// One JSON file the runner keeps: read whole as a value, written whole and atomically (a
/// reader never sees half a file), its folder made first.
///
/// The stores of `.kata-runner` and `.build/kata-runner` stand on it, so that each says only
/// what it keeps and what a file it cannot read means to the learner: a lost cache costs time,
/// lost hint counts start again, a progress file is never silently replaced (``ProgressStore``,
/// which adds a format version and a lock for two runners at once).
struct JSONFile<Value: Codable> {
  /// Where the file is.
  let url: URL

  /// A file at a path.
  init(_ url: URL) {
    self.url = url
  }

  /// Whether the file exists.
  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The value; `nil` when there is no file.
  ///
  /// - Throws: The system's error when the file cannot be read, a `DecodingError` when it holds
  ///   something else.
  func read() throws -> Value? {
    guard exists else { return nil }
    return try JSONDecoder().decode(Value.self, from: Data(contentsOf: url))
  }

  /// The value; `nil` when there is none or it cannot be used: for a cache or a record that
  /// the runner makes again when it is lost.
  func readIfUsable() -> Value? {
    (try? read()) ?? nil
  }

  /// Writes the value in place of the file, its keys sorted so that two versions compare line
  /// by line.
  func write(_ value: Value) throws {
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try encoder.encode(value).write(to: url, options: .atomic)
  }

  /// Removes the file, if there is one.
  func remove() throws {
    guard exists else { return }
    try FileManager.default.removeItem(at: url)
  }
}
