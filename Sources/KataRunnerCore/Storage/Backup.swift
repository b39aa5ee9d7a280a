import Foundation

/// Copies a learner's files aside before the runner overwrites them, so no work is ever lost.
struct Backup {
  /// The package root.
  var root: URL

  /// Copies files into a new folder of their own under `.kata-runner/backups`.
  ///
  /// The folder is named after the time, to the second; a second backup within the same second
  /// (two resets in a row, or two runners at once) gets `-2`, `-3` and so on. Each name is claimed
  /// by creating the folder, which fails if it exists, so no backup ever replaces another.
  ///
  /// - Parameter paths: The files, relative to the package root; missing files are skipped.
  /// - Returns: The backup folder, relative to the package root.
  func save(_ paths: [String]) throws -> String {
    let stamp = ISO8601DateFormatter().string(from: Date())
      .replacingOccurrences(of: ":", with: "-")
    try Workspace.prepare(in: root)
    let parent = PackageLayout.backups
    try FileManager.default.createDirectory(
      at: root.appending(path: parent), withIntermediateDirectories: true)
    let folder = try claimFolder(in: parent, named: stamp)
    for path in paths {
      let source = root.appending(path: path)
      guard FileManager.default.fileExists(atPath: source.path) else { continue }
      let destination = root.appending(path: "\(folder)/\(path)")
      try FileManager.default.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      try FileManager.default.copyItem(at: source, to: destination)
    }
    return folder
  }

  /// Creates the first free folder among `name`, `name-2`, `name-3`, …
  ///
  /// - Returns: The folder created, relative to the package root.
  private func claimFolder(in parent: String, named name: String) throws -> String {
    for attempt in 1...1000 {
      let folder = "\(parent)/\(name)\(attempt == 1 ? "" : "-\(attempt)")"
      do {
        try FileManager.default.createDirectory(
          at: root.appending(path: folder), withIntermediateDirectories: false)
        return folder
      } catch  where FileManager.default.fileExists(atPath: root.appending(path: folder).path) {
        continue
      }
    }
    throw RunnerError.tool(
      "Could not make a new backup folder in \(parent): remove old backups there and try again.")
  }
}
