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
    guard let data = try data() else { return nil }
    return try Self.decoder.decode(Value.self, from: data)
  }

  /// The file's bytes, for a store that looks at them before it decodes them (a format
  /// version); `nil` when there is no file.
  ///
  /// - Throws: The system's error when the file cannot be read.
  func data() throws -> Data? {
    guard exists else { return nil }
    return try Data(contentsOf: url)
  }

  /// How every store reads its file: dates as ISO 8601 text, as they are written.
  static var decoder: JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return decoder
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
    encoder.dateEncodingStrategy = .iso8601
    try encoder.encode(value).write(to: url, options: .atomic)
  }

  /// Removes the file, if there is one.
  func remove() throws {
    guard exists else { return }
    try FileManager.default.removeItem(at: url)
  }
}
