import Foundation

/// A summary of some of a package's files, cheap to take, that changes whenever one of them is
/// saved, created or deleted.
///
/// The watcher polls it instead of relying on file-system events, which network drives,
/// containers and WSL often fail to deliver; a no-change status run compares its digest with
/// the one saved by the last complete run.
package struct SourceFingerprint: Equatable {
  /// The folders a learner edits, relative to the package root.
  static let learnerFolders = [
    PackageLayout.stubs, PackageLayout.kataTests, PackageLayout.compileChecks,
    PackageLayout.lessons,
  ]

  /// Everything a build and test run depends on, relative to the package root.
  static let buildInputs = ["Package.swift", "Sources", "Tests", "Lessons"]

  private var entries: [String: String] = [:]

  /// Takes the fingerprint of some files and folders of a package.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - paths: Files and folders, relative to the root, whose files are summarised.
  ///   - readingText: Whether each file's text goes into the fingerprint too. Time stamp and size
  ///     are cheap enough to poll, but an edit that keeps both (a tool that restores time stamps,
  ///     a coarse file-system clock) would look like no change: a result reused on that ground
  ///     reads the text.
  init(root: URL, paths: [String] = learnerFolders, readingText: Bool = false) {
    let keys: [URLResourceKey] = [
      .contentModificationDateKey, .fileSizeKey, .isRegularFileKey, .isSymbolicLinkKey,
    ]
    /// A file's values; for a link, those of the file it leads to, since a save through the
    /// link changes that file (a link's own time stamp never moves).
    func values(of url: URL) -> URLResourceValues? {
      guard let values = try? url.resourceValues(forKeys: Set(keys)) else { return nil }
      if values.isSymbolicLink == true {
        let target = try? url.resolvingSymlinksInPath().resourceValues(forKeys: Set(keys))
        return target?.isRegularFile == true ? target : nil
      }
      return values.isRegularFile == true ? values : nil
    }
    func add(_ url: URL, _ values: URLResourceValues) {
      var entry =
        "\(values.contentModificationDate?.timeIntervalSince1970 ?? 0)|\(values.fileSize ?? 0)"
      if readingText, let text = Self.hash(ofFileAt: url) { entry += "|" + text }
      entries[url.path] = entry
    }
    for path in paths {
      let url = root.appending(path: path)
      if let values = values(of: url) {
        add(url, values)
        continue
      }
      guard
        let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys)
      else { continue }
      for case let url as URL in files {
        guard let values = values(of: url) else { continue }
        add(url, values)
      }
    }
  }

  /// A short text that is equal for equal fingerprints: a hash of the sorted entries.
  var digest: String {
    Self.hash(entries.sorted { $0.key < $1.key }.map { "\($0.key)|\($0.value)\n" }.joined())
  }

  /// The fingerprint of a file's text, read as `TextFile` reads it; `nil` when it cannot be
  /// read. The one way the runner tells whether a file's text changed.
  ///
  /// - Parameter url: The file.
  static func hash(ofFileAt url: URL) -> String? {
    TextFile.read(url).map(hash)
  }

  /// A 64-bit FNV-1a hash of a text, in hexadecimal: stable across runs and machines.
  ///
  /// - Parameter text: The text to hash.
  package static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
