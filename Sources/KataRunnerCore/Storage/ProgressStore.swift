import Foundation

/// The learner's progress on every kata, saved between runs in `.kata-runner/progress.json`.
///
/// The file is only a cache: a full run of `kata-runner` rebuilds it from scratch, so a lost,
/// corrupted or hand-edited file costs nothing but one run.
struct ProgressStore: Sendable {
  /// The saved form of the progress file.
  struct Snapshot: Codable {
    /// The file format's version.
    var version = 1
    /// When the file was written.
    var updated: Date
    /// The progress of each kata that has a result.
    var katas: [KataProgress]
    /// The fingerprint of the package's sources when a complete run made this progress; `nil`
    /// after a partial run (one kata, or a failed build).
    var sources: String?
  }

  /// The progress file's path, relative to the package root.
  static let path = PackageLayout.progressFile

  /// The package root.
  var root: URL

  /// Creates a store for the package at `root`.
  ///
  /// - Parameter root: The package root.
  init(root: URL) {
    self.root = root
  }

  private var url: URL { root.appending(path: Self.path) }

  /// Reads the saved progress.
  ///
  /// - Returns: The progress per kata id, and a warning when the file could not be used.
  func load() -> (progress: [String: KataProgress], warning: String?) {
    guard let data = try? Data(contentsOf: url) else { return ([:], nil) }
    do {
      let decoder = JSONDecoder()
      decoder.dateDecodingStrategy = .iso8601
      let snapshot = try decoder.decode(Snapshot.self, from: data)
      return (Dictionary(snapshot.katas.map { ($0.kataID, $0) }) { $1 }, nil)
    } catch {
      return (
        [:],
        "\(Self.path) could not be read, so it will be rebuilt from this run "
          + "(\(error.localizedDescription))"
      )
    }
  }

  /// The fingerprint of the sources that the saved progress was made from, if a complete run
  /// made it.
  func savedSourcesDigest() -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    return (try? decoder.decode(Snapshot.self, from: data))?.sources
  }

  /// Changes the saved progress as one step that no other runner in the package can interleave
  /// with: the file is read, changed and written under a lock, so that two commands at once
  /// (a `watch` and a `check` in two terminals) each keep the other's results.
  ///
  /// - Parameter change: Gets the saved progress per kata id, returns what to save.
  /// - Returns: The progress saved, per kata id.
  @discardableResult
  func update(
    _ change: ([String: KataProgress]) -> (progress: [KataProgress], sources: String?)
  ) throws -> [String: KataProgress] {
    let lock = try takeLock()
    defer { lock?.release() }
    let (progress, sources) = change(load().progress)
    try save(progress, sources: sources)
    return Dictionary(progress.map { ($0.kataID, $0) }) { $1 }
  }

  /// How long a command waits for another runner to let go of the progress file: saving takes
  /// milliseconds, so a lock held longer belongs to a runner that is stuck or stopped.
  static let lockWait: TimeInterval = 10

  /// Refuses, before a command changes any of the learner's files, a progress file that could
  /// not be saved afterwards: one that is a folder, or cannot be written.
  func checkWritable() throws {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return }
    if isFolder.boolValue || !FileManager.default.isWritableFile(atPath: url.path) {
      throw RunnerError.tool(
        "\(PackageLayout.progressFile) is \(isFolder.boolValue ? "a folder" : "not writable"), so "
          + "progress could not be saved: nothing was changed. Remove it (the next run makes it "
          + "again), then run this command again.")
    }
  }

  /// Waits until no other runner is saving progress, so that a command that is about to change
  /// the learner's files can find out before it changes any that it could not finish.
  ///
  /// - Parameter limit: How long to wait, in seconds.
  func waitUntilFree(limit: TimeInterval = lockWait) throws {
    try takeLock(limit: limit)?.release()
  }

  /// Takes the progress file's lock, saying so when another runner holds it, and giving up
  /// after `limit` seconds with a message that names the lock and what to do.
  ///
  /// - Returns: The lock; `nil` where locks cannot be made (the runner goes on without one).
  private func takeLock(limit: TimeInterval = lockWait) throws -> FileLock? {
    try prepareFolder()
    return try FileLock.take(
      at: URL(filePath: url.path + ".lock"), limit: limit,
      waiting: {
        FileHandle.standardError.write(
          Data("Waiting for another kata-runner to finish saving progress…\n".utf8))
      },
      timedOut: {
        RunnerError.tool(
          "Another kata-runner has held \(PackageLayout.progressFile).lock for "
            + "\(limit.secondsText): nothing was changed. Let it finish, or stop it (Control-C "
            + "in its terminal), then run this command again.")
      })
  }

  /// Makes the runner's folder and the progress file's folder, for the file and its lock.
  private func prepareFolder() throws {
    try Workspace.prepare(in: root)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  /// Saves progress, replacing the file atomically.
  ///
  /// - Parameters:
  ///   - progress: The progress of every kata with a result.
  ///   - sources: The sources' fingerprint, when a complete run made this progress.
  func save(_ progress: [KataProgress], sources: String? = nil) throws {
    try prepareFolder()
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    let data = try encoder.encode(Snapshot(updated: Date(), katas: progress, sources: sources))
    try data.write(to: url, options: .atomic)
  }
}
