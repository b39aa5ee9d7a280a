import Foundation

/// Reads text that people and tools wrote, whatever its encoding.
///
/// A lesson saved by an editor in Latin-1, or a stub that prints raw bytes, must not turn into
/// "missing" or into an empty log that hides a crash message: bytes that are not UTF-8 become
/// U+FFFD, and only a file that cannot be read at all gives `nil`.
package enum TextFile {
  /// The file's text, with invalid UTF-8 replaced; `nil` when the file cannot be read.
  package static func read(_ url: URL) -> String? {
    guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
    return String(decoding: data, as: UTF8.self)
  }
}
