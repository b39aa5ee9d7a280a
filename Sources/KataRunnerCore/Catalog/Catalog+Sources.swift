import Foundation

/// What each kata's verdict is made from, so that a verdict can tell when it no longer holds.
extension Catalog {
  /// A fingerprint of the text of every file a kata's verdict depends on: its own files, its
  /// tests and compile checks, the kata test files no kata owns (`Subject.swift`, shared
  /// fixtures: compiled into every kata's tests, as `EditedTests` counts them too), and the files
  /// of every kata it needs. Files changed behind the runner's back (`git stash`, `git
  /// checkout`, `reset` of a kata it needs) change it.
  ///
  /// - Parameter root: The package root.
  /// - Returns: The fingerprint per kata id.
  func sourceDigests(root: URL) -> [String: String] {
    var owned: [String: [String]] = [:]
    var shared: [String] = []
    for folder in [PackageLayout.kataTests, PackageLayout.compileChecks] {
      let files = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
      while let file = files?.nextObject() as? String {
        let path = "\(folder)/\(file)"
        if let kata = kata(owning: path) {
          owned[kata.id, default: []].append(path)
        } else if folder == PackageLayout.kataTests, path.hasSuffix(".swift") {
          shared.append(path)
        }
      }
    }
    var fileHashes: [String: String] = [:]
    func hash(_ path: String) -> String {
      if let known = fileHashes[path] { return known }
      let text = SourceFingerprint.hash(ofFileAt: root.appending(path: path)) ?? "missing"
      fileHashes[path] = text
      return text
    }
    var digests: [String: String] = [:]
    for kata in katas {
      let paths =
        kata.stubPaths + (owned[kata.id] ?? []) + shared + allNeeds(of: kata).flatMap(\.stubPaths)
      digests[kata.id] = SourceFingerprint.hash(
        paths.sorted().map { "\($0) \(hash($0))" }.joined(separator: "\n"))
    }
    return digests
  }
}
