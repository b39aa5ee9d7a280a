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
  /// Makes sure the runner's folder exists and can be written, before anything is saved in it.
  ///
  /// - Parameter root: The package root.
  /// - Throws: ``RunnerError/tool(_:)`` naming the folder and what to do, instead of a system
  ///   error, when `.kata-runner` is a file or cannot be written.
  static func prepare(in root: URL) throws {
    let url = root.appending(path: PackageLayout.runnerFolder)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
    {
      throw RunnerError.tool(
        "\(url.path) is a file, but kata-runner keeps your progress in a folder of that name. "
          + "Move the file elsewhere (or delete it), then run the command again.")
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw RunnerError.tool(
        "kata-runner cannot create \(url.path): check that you may write to \(root.path).")
    }
    guard access(url.path, W_OK) == 0 else {
      throw RunnerError.tool(
        "kata-runner cannot write to \(url.path). Make it writable (`chmod -R u+w \(PackageLayout.runnerFolder)` "
          + "in \(root.path)), then run the command again.")
    }
  }

  /// Makes a fresh scratch folder for one command's temporary files.
  ///
  /// The folder's name starts with the runner's process id. A runner that was killed outright
  /// (`kill -9`) cannot clean up, so each new folder first removes those of runners that are no
  /// longer alive; a second runner working in the same package keeps its own.
  ///
  /// - Parameter root: The package root.
  /// - Returns: An empty folder under `.kata-runner/tmp`, removed if the runner is interrupted.
  static func temporaryFolder(in root: URL) throws -> URL {
    try prepare(in: root)
    let parent = root.appending(path: PackageLayout.scratch)
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
