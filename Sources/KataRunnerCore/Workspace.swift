import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The runner's own folders inside a package: scratch space and saved progress.
enum Workspace {
  /// The folder, relative to the package root, that holds the runner's files; git ignores it.
  static let folder = ".kata-runner"

  /// Makes a fresh scratch folder for one command's temporary files.
  ///
  /// The folder's name starts with the runner's process id. A runner that was killed outright
  /// (`kill -9`) cannot clean up, so each new folder first removes those of runners that are no
  /// longer alive; a second runner working in the same package keeps its own.
  ///
  /// - Parameter root: The package root.
  /// - Returns: An empty folder under `.kata-runner/tmp`, removed if the runner is interrupted.
  static func temporaryFolder(in root: URL) throws -> URL {
    let parent = root.appending(path: "\(folder)/tmp")
    removeAbandonedFolders(in: parent)
    let name = "\(getpid())-\(UUID().uuidString.prefix(8))"
    let scratch = parent.appending(path: name)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    Interruption.removeOnInterruption(scratch)
    return scratch
  }

  /// Removes a scratch folder made by `temporaryFolder(in:)`.
  static func remove(_ scratch: URL) {
    try? FileManager.default.removeItem(at: scratch)
    Interruption.forget(scratch)
  }

  private static func removeAbandonedFolders(in parent: URL) {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names {
      // Folders from before process ids were recorded have no number: they are abandoned too.
      let owner = name.split(separator: "-").first.flatMap { pid_t($0) }
      if let owner, owner == getpid() || kill(owner, 0) == 0 || errno == EPERM { continue }
      try? FileManager.default.removeItem(at: parent.appending(path: name))
    }
  }
}
