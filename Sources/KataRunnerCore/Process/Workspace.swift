import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The runner's own folders inside a package: scratch space and saved progress.
package enum Workspace {
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
        Message(
          """
          {file} is a file, but kata-runner keeps your progress in a folder of that name. Move \
          the file elsewhere (or delete it), then run the command again.
          """, ["file": url.path]))
    }
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    } catch {
      throw RunnerError.tool(
        Message(
          "kata-runner cannot create {folder}: check that you may write to {root}.",
          ["folder": url.path, "root": root.path]))
    }
    guard access(url.path, W_OK) == 0 else {
      throw RunnerError.tool(
        Message(
          """
          kata-runner cannot write to {folder}. Make it writable (`chmod -R u+w {name}` in \
          {root}), then run the command again.
          """, ["folder": url.path, "name": PackageLayout.runnerFolder, "root": root.path]))
    }
  }

  /// Removes each symbolic link that would lead the runner's own files out of the clone:
  /// `.kata-runner` itself, and every entry directly in it.
  ///
  /// Below those names the runner writes (backups, scratch folders, the progress lock), deletes
  /// (abandoned scratch folders) and reads into the report a learner hands in (`clone-id`).
  /// Through a link, `check` would empty whatever folder `tmp` leads to, and `report` would put
  /// the contents of whatever file `clone-id` names into the report. A link is removed itself
  /// (`unlink`), never what it leads to: the runner then makes its own file or folder there, as
  /// in a new clone.
  ///
  /// - Parameter root: The package root.
  /// - Returns: A note per link removed, for the learner.
  static func removeLinksLeadingOut(in root: URL) -> [Message] {
    let folder = root.appending(path: PackageLayout.runnerFolder)
    if let note = removeLink(at: folder, named: PackageLayout.runnerFolder) { return [note] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.sorted().compactMap { name in
      removeLink(at: folder.appending(path: name), named: "\(PackageLayout.runnerFolder)/\(name)")
    }
  }

  /// Whether the path is a symbolic link itself (`lstat`: the link is not followed).
  static func isLink(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
  }

  /// What a path is when it is not a regular file, in words (`stat`: a link is followed), or
  /// `nil` for a regular file or a path that cannot be looked at (reading it then says why).
  /// Reading a FIFO would wait for a writer, and a device or a folder is never a file's text.
  package static func notRegularFile(_ path: String) -> Message? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFDIR: return Message("a folder")
    case S_IFIFO: return Message("a named pipe (FIFO)")
    case S_IFCHR, S_IFBLK: return Message("a device")
    case S_IFSOCK: return Message("a socket")
    default: return Message("not a regular file")
    }
  }

  private static func removeLink(at url: URL, named name: String) -> Message? {
    guard isLink(url) else { return nil }
    let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
    guard unlink(url.path) == 0 else {
      return Message(
        """
        {name} is a symbolic link to {target}, and kata-runner could not remove it ({reason}). \
        Remove it yourself (`rm {name}`): kata-runner keeps its files inside the clone.
        """, ["name": name, "target": target],
        parts: ["reason": SystemError.reason(errno: errno).message])
    }
    return Message(
      """
      {name} was a symbolic link to {target}. kata-runner keeps its files inside the clone, so \
      it removed the link; {target} and what it holds are untouched.
      """, ["name": name, "target": target])
  }

  /// Makes a fresh scratch folder for one command's temporary files.
  ///
  /// The folder's name starts with the runner's process id. A runner that was killed outright
  /// (`kill -9`) cannot clean up, so each new folder first removes those of runners that are no
  /// longer alive; a second runner working in the same package keeps its own.
  ///
  /// - Parameter root: The package root.
  /// - Returns: An empty folder under `.kata-runner/tmp`, removed if the runner is interrupted.
  package static func temporaryFolder(in root: URL) throws -> URL {
    try prepare(in: root)
    let parent = try folder(PackageLayout.scratch, in: root, for: Message("scratch files"))
    removeAbandonedFolders(in: parent)
    let name = "\(getpid())-\(UUID().uuidString.prefix(8))"
    let scratch = parent.appending(path: name)
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    Interruption.removeOnInterruption(scratch)
    return scratch
  }

  /// One of the runner's folders under `.kata-runner`, made if it is missing.
  ///
  /// - Parameters:
  ///   - path: The folder, relative to the package root.
  ///   - root: The package root.
  ///   - what: What the runner keeps there, for the message when a file is in its place.
  /// - Throws: ``RunnerError/tool(_:)`` naming the file, instead of Foundation's error code,
  ///   when a file is where the folder goes.
  @discardableResult
  static func folder(_ path: String, in root: URL, for what: Message) throws -> URL {
    let url = root.appending(path: path)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue
    {
      throw RunnerError.tool(
        Message(
          """
          {folder} is a file, where kata-runner keeps {what} in a folder. Nothing was changed. \
          Move the file elsewhere (or delete it: the runner never writes a file there), then run \
          the command again.
          """, ["folder": path], parts: ["what": what]))
    }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// The `TMPDIR` for `swiftc` beside a scratch folder: the scratch folder itself, unless its
  /// path holds a character outside ASCII.
  ///
  /// Swift 6.3's compiler crashes (signal 4, "Not enough bits to represent the passed value")
  /// when `TMPDIR` holds a non-ASCII letter, though a file or module path with one is fine: a
  /// clone in `/Users/田中/` must still have its compile checks run. There, and only there, the
  /// compiler gets a folder of the runner's own in the system's temporary folder, the one thing
  /// the runner keeps outside the clone; the caller removes it with ``remove(_:)``, and
  /// Control-C removes it too.
  ///
  /// - Parameter scratch: A folder made by ``temporaryFolder(in:)``.
  /// - Returns: The folder to use; `scratch` when its path is ASCII or no other can be made.
  static func compilerTemporaryFolder(beside scratch: URL) -> URL {
    guard !scratch.path.allSatisfy(\.isASCII) else { return scratch }
    let system = FileManager.default.temporaryDirectory
    // A runner killed outright (`kill -9`) removes nothing: its folder goes the next time one
    // is made here, as the clone's scratch folders do (fault pass row 23).
    removeAbandonedFolders(in: system, named: compilerFolderPrefix)
    let outside = system.appending(
      path: "\(compilerFolderPrefix)\(getpid())-\(UUID().uuidString.prefix(8))")
    guard outside.path.allSatisfy(\.isASCII) else { return scratch }
    // Known before it exists: a Control-C in the instant it is made still removes it (fault
    // pass row 59 found it left behind in 2 of 6 tries).
    Interruption.removeOnInterruption(outside)
    guard
      (try? FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true))
        != nil
    else {
      Interruption.forget(outside)
      return scratch
    }
    return outside
  }

  /// How the compiler's folders outside the clone start; the runner's process id follows.
  private static let compilerFolderPrefix = "kata-runner-swiftc-"

  /// Removes a scratch folder made by `temporaryFolder(in:)` or `compilerTemporaryFolder(beside:)`.
  static func remove(_ scratch: URL) {
    try? FileManager.default.removeItem(at: scratch)
    Interruption.forget(scratch)
  }

  /// Removes the folders in `parent` whose name, after `prefix`, starts with the process id of
  /// a runner that no longer runs; in a folder others share (the system's temporary folder),
  /// only those that start with `prefix` are looked at.
  private static func removeAbandonedFolders(in parent: URL, named prefix: String = "") {
    // Never through a link: the clean-up deletes what it finds, and a link's folder is not ours.
    guard !isLink(parent) else { return }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? []
    for name in names where name.hasPrefix(prefix) {
      // Folders from before process ids were recorded have no number: they are abandoned too
      // (in a shared folder, one without a number is not known to be ours, and stays).
      let owner = name.dropFirst(prefix.count).split(separator: "-").first.flatMap { pid_t($0) }
      if owner == nil, !prefix.isEmpty { continue }
      if let owner, owner == getpid() || kill(owner, 0) == 0 || errno == EPERM { continue }
      try? FileManager.default.removeItem(at: parent.appending(path: name))
    }
  }
}
