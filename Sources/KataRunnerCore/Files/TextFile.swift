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

  /// The longest page of the course the tools read whole, such as a lesson: a hundred times
  /// the longest lesson, which is under 20 KB.
  package static let longestPage = 2_000_000

  /// Why a page of the course cannot be its text where it stands, without reading it: a
  /// symbolic link (a course's page is never one: followed, it shows whatever it leads to, and
  /// committed, it dangles in every other clone), not a regular file (a folder, a FIFO, which
  /// would wait for a writer), or longer than ``longestPage``; `nil` for a regular file within
  /// it, or for no file at all.
  ///
  /// - Parameter url: The page.
  package static func notAPage(_ url: URL) -> Message? {
    // The attributes of the path itself: a link is not followed.
    guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path) else {
      return nil
    }
    switch attributes[.type] as? FileAttributeType {
    case .typeRegular?:
      let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
      guard size > longestPage else { return nil }
      return Message(
        "longer than {limit} MB ({size} bytes)",
        ["limit": "\(longestPage / 1_000_000)", "size": "\(size)"])
    case .typeSymbolicLink?:
      let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
      return Message("a symbolic link to {target}", ["target": target])
    case .typeDirectory?: return Message("a folder")
    default: return Message("not a regular file")
    }
  }
}
