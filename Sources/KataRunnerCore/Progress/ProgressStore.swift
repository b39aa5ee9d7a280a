import Foundation

/// The learner's progress on every kata, saved between runs in `.kata-runner/progress.json`.
///
/// The file is only a cache: a full run of `kata-runner` rebuilds it from scratch, so a lost or
/// corrupted file costs nothing but one run. Which of its verdicts are believed is
/// ``LearnerProgress``'s decision; this store reads and writes the file.
struct ProgressStore: Sendable {
  /// The version of the file's format that this runner reads and writes.
  static let formatVersion = 1

  /// The saved form of the progress file.
  struct Snapshot: Codable {
    /// The file format's version.
    var version = ProgressStore.formatVersion
    /// When the file was written.
    var updated: Date
    /// The progress of each kata that has a result.
    var katas: [KataVerdict]
    /// The fingerprint of the package's sources when a complete run made this progress; `nil`
    /// after a partial run (one kata, or a failed build).
    var sources: String?
  }

  /// The progress file's path, relative to the package root.
  static let path = PackageLayout.progressFile

  /// The package root.
  var root: URL
  /// Says what the store is doing while the command waits on it, through the command's output
  /// and in its language; silent unless given.
  private let announce: @Sendable (Message) -> Void

  /// Creates a store for the package at `root`.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - announce: Says what the store waits for, such as another runner saving progress.
  init(root: URL, announce: @escaping @Sendable (Message) -> Void = { _ in }) {
    self.root = root
    self.announce = announce
  }

  private var url: URL { root.appending(path: Self.path) }
  private var file: JSONFile<Snapshot> { JSONFile(url) }

  /// Reads the saved progress.
  ///
  /// - Returns: The progress per kata id, and a warning when the file exists but could not be
  ///   used: it is then replaced by the next save, which the warning says.
  func load() -> (progress: [String: KataVerdict], warning: Message?) {
    switch read() {
    case .success(let snapshot?):
      return (Dictionary(snapshot.katas.map { ($0.kataID, $0) }) { $1 }, nil)
    case .success(nil):
      return ([:], nil)
    case .failure(let problem):
      return ([:], problem.message)
    }
  }

  /// The fingerprint of the sources that the saved progress was made from, if a complete run
  /// made it.
  func savedSourcesDigest() -> String? {
    (try? read().get())??.sources
  }

  /// Why the file could not be used.
  struct Unusable: Error {
    /// What to tell the learner.
    var message: Message
  }

  /// The file's contents; `nil` when there is no file.
  private func read() -> Result<Snapshot?, Unusable> {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return .success(nil)
    }
    guard !isFolder.boolValue else {
      return .failure(
        Unusable(
          message: Message(
            """
            {file} is a folder, so no result can be saved: remove it (the next run makes the \
            file again).
            """, ["file": Self.path])))
    }
    guard let data = try? file.data() else {
      return .failure(
        Unusable(
          message: Message(
            """
            {file} cannot be read (check its permissions), so no saved result is used and this \
            run's results replace it.
            """, ["file": Self.path])))
    }
    let decoder = JSONFile<Snapshot>.decoder
    struct Version: Decodable { var version: Int? }
    if let version = (try? decoder.decode(Version.self, from: data))?.version,
      version != Self.formatVersion
    {
      return .failure(
        Unusable(
          message: Message(
            """
            {file} is in format {version}, which this kata-runner does not know (it reads \
            format {known}; was it saved by a newer course?), so no saved result is used and \
            this run's results replace it.
            """,
            ["file": Self.path, "version": "\(version)", "known": "\(Self.formatVersion)"])))
    }
    do {
      return .success(try decoder.decode(Snapshot.self, from: data))
    } catch {
      return .failure(
        Unusable(
          message: Message(
            "{file} could not be read ({problem}), so it will be rebuilt from this run.",
            ["file": Self.path], parts: ["problem": Self.describe(error)])))
    }
  }

  /// What is wrong with a file that is not progress, and where, in words rather than
  /// Foundation's error codes.
  static func describe(_ error: any Error) -> Message {
    guard let error = error as? DecodingError else { return Message("it is not a progress file") }
    let context: DecodingError.Context
    let what: Message
    switch error {
    case .dataCorrupted(let found):
      context = found
      what =
        found.codingPath.isEmpty
        ? Message("it is not valid JSON") : Message("a value is not one it can be")
    case .keyNotFound(let key, let found):
      context = found
      what = Message("\"{key}\" is missing", ["key": key.stringValue])
    case .typeMismatch(_, let found), .valueNotFound(_, let found):
      context = found
      what = Message("a value has the wrong type")
    @unknown default:
      return Message("it is not a progress file")
    }
    let path = context.codingPath.map { key in
      key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)"
    }.joined()
    guard !path.isEmpty else { return what }
    return Message(
      "{what}, at {path}", ["path": path.hasPrefix(".") ? String(path.dropFirst()) : path],
      parts: ["what": what])
  }

  /// Changes the saved progress as one step that no other runner in the package can interleave
  /// with: the file is read, changed and written under a lock, so that two commands at once
  /// (a `watch` and a `check` in two terminals) each keep the other's results.
  ///
  /// - Parameter change: Gets the saved progress per kata id, returns what to save.
  /// - Returns: The progress saved, per kata id.
  @discardableResult
  func update(
    _ change: ([String: KataVerdict]) -> (progress: [KataVerdict], sources: String?)
  ) throws -> [String: KataVerdict] {
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
      let values: KeyValuePairs = ["file": PackageLayout.progressFile]
      throw RunnerError.tool(
        isFolder.boolValue
          ? Message(
            """
            {file} is a folder, so progress could not be saved: nothing was changed. Remove it \
            (the next run makes it again), then run this command again.
            """, values)
          : Message(
            """
            {file} is not writable, so progress could not be saved: nothing was changed. Remove \
            it (the next run makes it again), then run this command again.
            """, values))
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
      waiting: { [announce] in
        announce(Message("Waiting for another kata-runner to finish saving progress…"))
      },
      timedOut: {
        RunnerError.tool(
          Message(
            """
            Another kata-runner has held {file}.lock for {seconds} seconds: nothing was \
            changed. Let it finish, or stop it (Control-C in its terminal), then run this \
            command again.
            """, ["file": PackageLayout.progressFile, "seconds": limit.secondsNumber]))
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
  func save(_ progress: [KataVerdict], sources: String? = nil) throws {
    try prepareFolder()
    try file.write(Snapshot(updated: Date(), katas: progress, sources: sources))
  }
}
