import Foundation

/// A summary of the files a learner edits, cheap to take, that changes whenever one of them
/// is saved, created or deleted.
///
/// The watcher polls it instead of relying on file-system events, which network drives,
/// containers and WSL often fail to deliver.
struct SourceFingerprint: Equatable {
  /// The folders watched, relative to the package root.
  static let folders = ["Sources/Katas", "Tests/KataTests", "Tests/CompileChecks", "Lessons"]

  private var entries: [String: [Double]] = [:]

  /// Takes the fingerprint of the watched folders of a package.
  ///
  /// - Parameter root: The package root.
  init(root: URL) {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .fileSizeKey, .isRegularFileKey]
    for folder in Self.folders {
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
}
