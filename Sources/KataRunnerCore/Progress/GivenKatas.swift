import Foundation

/// The katas whose reference the runner put in for the learner (`start`, `solution --apply`):
/// they pass, but they are not the learner's work, and a class table must not rank them so.
///
/// Kept in a file of its own, apart from the saved progress, which a full run rebuilds. A kata
/// stays given while its own files' code is as the runner left it: a change of code, or a
/// `reset` that puts the stub back, makes it the learner's again; a blank line, a reindented
/// block or a comment does not (``SwiftCode``).
struct GivenKatas {
  /// The package root.
  var root: URL

  private var file: JSONFile<[String: String]> {
    JSONFile(root.appending(path: PackageLayout.givenFile))
  }

  /// Records katas as given, with their own files as they are now.
  ///
  /// - Parameters:
  ///   - katas: The katas whose reference was just put in.
  ///   - catalog: The curriculum.
  func record(_ katas: [Kata], catalog: Catalog) throws {
    guard !katas.isEmpty else { return }
    var saved = load()
    for kata in katas {
      saved[kata.id] = Self.codePrefix + catalog.codeDigest(of: kata, root: root)
    }
    try file.write(saved)
  }

  /// The ids of the katas that are still given: their own files unchanged since.
  ///
  /// - Parameter catalog: The curriculum.
  func ids(catalog: Catalog) -> Set<String> {
    let saved = load()
    guard !saved.isEmpty else { return [] }
    return Set(
      catalog.katas.filter { kata in
        guard let digest = saved[kata.id] else { return false }
        // A file written before fingerprints of code holds the fingerprint of the whole text.
        return digest.hasPrefix(Self.codePrefix)
          ? digest == Self.codePrefix + catalog.codeDigest(of: kata, root: root)
          : digest == catalog.filesDigest(of: kata, root: root)
      }
      .map(\.id))
  }

  /// Marks a fingerprint of code, apart from one of the whole text.
  private static let codePrefix = "code "

  /// The saved fingerprints of the given katas' own files, by kata id; empty when there are
  /// none or the file cannot be read (then no kata counts as given, which is the safe side).
  private func load() -> [String: String] {
    file.readIfUsable() ?? [:]
  }
}
