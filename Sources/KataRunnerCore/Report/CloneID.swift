import Foundation

/// A random id made once per clone of the course, kept in `.kata-runner/clone-id`.
///
/// A class table needs to know which reports come from one learner: names are not enough (lab
/// machines all called `student`, two Adas in a room), and a clone's path is the same on every
/// machine of a lab. The id is made by the first report and read by every later one; removing
/// `.kata-runner` makes a new one, so the instructor then sees two rows of that learner, each
/// with its clone named.
enum CloneID {
  /// The clone's id, made and saved if it has none; `nil` when it cannot be saved, so that a
  /// report is still made.
  ///
  /// - Parameter root: The package root.
  static func id(root: URL) -> String? {
    let file = root.appending(path: PackageLayout.cloneIDFile)
    // A link would put the contents of some other file into the report a learner hands in:
    // the link goes (never its target), and the clone gets an id of its own.
    if Workspace.isLink(file) { try? FileManager.default.removeItem(at: file) }
    if let saved = try? String(contentsOf: file, encoding: .utf8)
      .trimmingCharacters(in: .whitespacesAndNewlines), !saved.isEmpty
    {
      return saved
    }
    let id = UUID().uuidString.lowercased()
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((id + "\n").utf8).write(to: file, options: .withoutOverwriting)
    } catch {
      // Another report made one at the same moment: that one is the clone's.
      return (try? String(contentsOf: file, encoding: .utf8))?
        .trimmingCharacters(in: .whitespacesAndNewlines)
    }
    return id
  }
}
