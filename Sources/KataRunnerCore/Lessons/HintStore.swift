import Foundation

/// Remembers how many hints of each kata a learner has seen, in `.kata-runner/hints.json`.
struct HintStore {
  /// The package root.
  var root: URL

  private var file: JSONFile<[String: Int]> {
    JSONFile(root.appending(path: PackageLayout.hintsFile))
  }

  /// The number of hints already shown, by kata id.
  ///
  /// - Returns: The counts, and a warning when the file exists but could not be used: the
  ///   counts then start again from none, and the next hint rewrites the file.
  func load() -> (counts: [String: Int], warning: Message?) {
    do {
      return (try file.read() ?? [:], nil)
    } catch {
      let why =
        error is DecodingError
        ? Message("it does not hold hint counts") : SystemError.reason(error).message
      return (
        [:],
        Message(
          """
          {file} could not be read ({why}), so hints start again from the first; the next hint \
          rewrites it.
          """, ["file": PackageLayout.hintsFile], parts: ["why": why])
      )
    }
  }

  /// Records the number of hints shown for a kata.
  ///
  /// - Parameter counts: The counts as loaded, which the file then holds with this one.
  func record(_ count: Int, for kataID: String, in counts: [String: Int]) throws {
    var counts = counts
    counts[kataID] = count
    try Workspace.prepare(in: root)
    try file.write(counts)
  }
}
