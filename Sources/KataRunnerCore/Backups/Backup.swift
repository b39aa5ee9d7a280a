import Foundation

/// Copies a learner's files aside before the runner overwrites them, so no work is ever lost.
struct Backup {
  /// The package root.
  var root: URL
  /// Copies one regular file: a seam for the faults a test cannot make (a full disk).
  var copyFile: (URL, URL) throws -> Void = { try FileManager.default.copyItem(at: $0, to: $1) }

  /// Copies files into a new folder of their own under `.kata-runner/backups`.
  ///
  /// The folder is named after the time, to the second; a second backup within the same second
  /// (two resets in a row, or two runners at once) gets `-2`, `-3` and so on. Each name is claimed
  /// by creating the folder, which fails if it exists, so no backup ever replaces another.
  ///
  /// - Parameter paths: The files, relative to the package root; missing files are skipped.
  /// - Returns: The backup folder, relative to the package root; `nil` when none of the files
  ///   exists, so that no empty folder claims to hold the learner's work.
  func save(_ paths: [String]) throws -> String? {
    let manager = FileManager.default
    // Not `fileExists`, which follows a link: a link that leads nowhere is still backed up.
    let existing = paths.filter {
      (try? manager.attributesOfItem(atPath: root.appending(path: $0).path)) != nil
    }
    guard !existing.isEmpty else { return nil }
    let stamp = ISO8601DateFormatter().string(from: Date())
      .replacingOccurrences(of: ":", with: "-")
    try Workspace.prepare(in: root)
    let parent = PackageLayout.backups
    try Workspace.folder(parent, in: root, for: Message("the backups of your files"))
    let folder = try claimFolder(in: parent, named: stamp)
    do {
      try copy(existing, into: folder)
    } catch {
      // A half-made backup (a full disk leaves empty files) must not look like the learner's
      // work: it goes, and nothing is changed.
      try? manager.removeItem(at: root.appending(path: folder))
      throw RunnerError.tool(
        Message(
          "Your files could not be backed up ({summary}), so none was changed. {next}",
          parts: [
            "summary": SystemError.summary(error),
            "next": SystemError.nextStep(error) ?? Message(verbatim: ""),
          ]))
    }
    return folder
  }

  private func copy(_ existing: [String], into folder: String) throws {
    let manager = FileManager.default
    for path in existing {
      let source = root.appending(path: path)
      let destination = root.appending(path: "\(folder)/\(path)")
      try manager.createDirectory(
        at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
      if let link = Self.linkDestination(of: source) {
        // What the learner sees through the link is what they would miss: keep its text as a
        // file. A link that leads nowhere (or to itself) is kept as the link it is.
        if let text = try? Data(contentsOf: source) {
          try text.write(to: destination)
        } else {
          try manager.createSymbolicLink(atPath: destination.path, withDestinationPath: link)
        }
      } else {
        try copyFile(source, destination)
      }
    }
  }

  /// Where a file is a symbolic link, the path it leads to; `nil` for a regular file or none.
  static func linkDestination(of url: URL) -> String? {
    let manager = FileManager.default
    guard
      (try? manager.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType)
        == .typeSymbolicLink
    else { return nil }
    return try? manager.destinationOfSymbolicLink(atPath: url.path)
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
      Message(
        "Could not make a new backup folder in {folder}: remove old backups there and try again.",
        ["folder": parent]))
  }
}
