import Foundation

/// The runner's own folders inside a package: scratch space and saved progress.
enum Workspace {
  /// The folder, relative to the package root, that holds the runner's files; git ignores it.
  static let folder = ".kata-runner"

  /// Makes a fresh scratch folder for one command's temporary files.
  ///
  /// - Parameter root: The package root.
  /// - Returns: An empty folder under `.kata-runner/tmp`.
  static func temporaryFolder(in root: URL) throws -> URL {
    let folder = root.appending(path: "\(folder)/tmp/\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }
}
