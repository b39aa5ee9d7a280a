import Foundation

/// Copies a learner's files aside before the runner overwrites them, so no work is ever lost.
struct Backup {
  /// The package root.
  var root: URL

  /// Copies files into a new folder under `.kata-runner/backups`.
  ///
  /// - Parameter paths: The files, relative to the package root; missing files are skipped.
  /// - Returns: The backup folder, relative to the package root.
  func save(_ paths: [String]) throws -> String {
    let stamp = ISO8601DateFormatter().string(from: Date())
      .replacingOccurrences(of: ":", with: "-")
    let folder = "\(Workspace.folder)/backups/\(stamp)"
    for path in paths {
      let source = root.appending(path: path)
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      let destination = root.appending(path: "\(folder)/\(path)")
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      if FileManager.default.fileExists(atPath: destination.path) {
        try FileManager.default.removeItem(at: destination)
      }
      try FileManager.default.copyItem(at: source, to: destination)
    }
    return folder
  }
}
