import Foundation

/// Remembers how many hints of each kata a learner has seen, in `.kata-runner/hints.json`.
struct HintStore {
  /// The package root.
  var root: URL

  private var url: URL { root.appending(path: PackageLayout.hintsFile) }

  /// The number of hints already shown for a kata.
  func shown(for kataID: String) -> Int {
    guard let data = try? Data(contentsOf: url),
      let counts = try? JSONDecoder().decode([String: Int].self, from: data)
    else { return 0 }
    return counts[kataID] ?? 0
  }

  /// Records the number of hints shown for a kata.
  func record(_ count: Int, for kataID: String) throws {
    var counts =
      (try? JSONDecoder().decode([String: Int].self, from: Data(contentsOf: url))) ?? [:]
    counts[kataID] = count
    try Workspace.prepare(in: root)
    try FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try JSONEncoder().encode(counts).write(to: url, options: .atomic)
  }
}
