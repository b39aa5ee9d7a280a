import Foundation

/// A summary of some of a package's files, cheap to take, that changes whenever one of them is
/// saved, created or deleted.
///
/// The watcher polls it instead of relying on file-system events, which network drives,
/// containers and WSL often fail to deliver; a no-change status run compares its digest with
/// the one saved by the last complete run.
struct SourceFingerprint: Equatable {
  /// The folders a learner edits, relative to the package root.
  static let learnerFolders = [
    PackageLayout.stubs, PackageLayout.kataTests, PackageLayout.compileChecks,
    PackageLayout.lessons,
  ]

  /// Everything a build and test run depends on, relative to the package root.
  static let buildInputs = ["Package.swift", "Sources", "Tests", "Lessons"]

  private var entries: [String: [Double]] = [:]

  /// Takes the fingerprint of some files and folders of a package.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - paths: Files and folders, relative to the root, whose files are summarised.
  init(root: URL, paths: [String] = learnerFolders) {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    for path in paths {
      let url = root.appending(path: path)
      if let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true {
        entries[url.path] = [
          values.contentModificationDate?.timeIntervalSince1970 ?? 0,
          Double(values.fileSize ?? 0),
        ]
        continue
      }
      let folder = path
      guard
        let files = FileManager.default.enumerator(
          at: root.appending(path: folder), includingPropertiesForKeys: keys)
      else { continue }
      for case let url as URL in files {
        guard let values = try? url.resourceValues(forKeys: Set(keys)), values.isRegularFile == true
        else { continue }
        entries[url.path] = [
          values.contentModificationDate?.timeIntervalSince1970 ?? 0, Double(values.fileSize ?? 0),
        ]
      }
    }
  }

  /// A short text that is equal for equal fingerprints: a hash of the sorted entries.
  var digest: String {
    Self.hash(entries.sorted { $0.key < $1.key }.map { "\($0.key)|\($0.value)\n" }.joined())
  }

  /// A 64-bit FNV-1a hash of a text, in hexadecimal: stable across runs and machines.
  ///
  /// - Parameter text: The text to hash.
  static func hash(_ text: String) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return String(hash, radix: 16)
  }
}
