import Foundation
import KataRunnerCore

/// A copy of the package, kept in `.build/kata-verify/package`, in which verification swaps
/// stubs and references without touching the learner's or maintainer's files.
///
/// The copy is synchronised file by file, and only changed files are rewritten, so the copy's
/// own `.build` folder stays valid between runs and rebuilds are incremental.
struct VerifyWorkspace {
  /// Where verification keeps its copy, relative to the package root.
  static let folder = ".build/kata-verify/package"

  /// Folders of the package that are never copied.
  static let excluded: Set<String> = [".build", ".git", ".swiftpm", PackageLayout.runnerFolder]

  /// The package being verified.
  var source: URL
  /// The copy.
  var root: URL

  /// Prepares a copy of the package at `source`.
  ///
  /// - Parameters:
  ///   - source: The package root.
  ///   - root: Where the copy lives; by default `.build/kata-verify/package` inside `source`.
  init(source: URL, root: URL? = nil) {
    self.source = source
    self.root = root ?? source.appending(path: Self.folder)
  }

  /// The build of the copy that every step of verification makes, the walk's and the needs
  /// proof's alike (one set of flags, so that no step compiles everything again): the kata
  /// tests only, indexed without the system's modules (see ``PackageBuild``).
  var build: PackageBuild {
    PackageBuild(root: root, testsOnly: true, indexesSystemModules: false)
  }

  /// Makes the copy match the package, file for file; only changed files are written.
  ///
  /// - Parameter keeping: Files left as they are in the copy, such as the katas' files, which
  ///   verification puts in itself: the copy keeps the state of its last build until then.
  func mirror(keeping: Set<String> = []) throws {
    let manager = FileManager.default
    try manager.createDirectory(at: root, withIntermediateDirectories: true)
    let wanted = try files(in: source)
    for path in wanted where !keeping.contains(path) {
      try copyIfChanged(source.appending(path: path), to: root.appending(path: path))
    }
    for path in try files(in: root) where !wanted.contains(path) {
      try manager.removeItem(at: root.appending(path: path))
    }
  }

  /// Puts the first katas of the curriculum at their reference and the rest as stubs.
  ///
  /// - Parameters:
  ///   - state: How many katas, from the first, are at their reference.
  ///   - catalog: The curriculum.
  func use(_ state: CurriculumState, catalog: Catalog) throws {
    try use(references: Set(catalog.katas.prefix(state.solved).map(\.id)), catalog: catalog)
  }

  /// Puts some katas at their reference and every other kata as a stub.
  ///
  /// - Parameters:
  ///   - references: The ids of the katas to solve.
  ///   - catalog: The curriculum.
  func use(references: Set<String>, catalog: Catalog) throws {
    for kata in catalog.katas {
      try references.contains(kata.id) ? useReference(of: kata) : useStub(of: kata)
    }
  }

  /// How many katas of the copy differ from a state: a measure of what switching to it
  /// rebuilds.
  func distance(to state: CurriculumState, catalog: Catalog) -> Int {
    catalog.katas.enumerated().filter { index, kata in
      let wanted = index < state.solved ? kata.referencePaths : kata.stubPaths
      return zip(kata.stubPaths, wanted).contains { copy, source in
        (try? Data(contentsOf: root.appending(path: copy)))
          != (try? Data(contentsOf: self.source.appending(path: source)))
      }
    }.count
  }

  /// Puts a kata's reference files in place of its stubs, in the copy.
  func useReference(of kata: Kata) throws {
    for (stub, reference) in zip(kata.stubPaths, kata.referencePaths) {
      try copyIfChanged(source.appending(path: reference), to: root.appending(path: stub))
    }
  }

  /// Puts a kata's untouched stubs back, in the copy.
  func useStub(of kata: Kata) throws {
    for stub in kata.stubPaths {
      try copyIfChanged(source.appending(path: stub), to: root.appending(path: stub))
    }
  }

  private func files(in folder: URL) throws -> Set<String> {
    let prefix = folder.standardizedFileURL.path + "/"
    guard
      let enumerator = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: [.isRegularFileKey])
    else { return [] }
    var found: Set<String> = []
    for case let url as URL in enumerator {
      let path = String(url.standardizedFileURL.path.dropFirst(prefix.count))
      if Self.excluded.contains(path) || Self.excluded.contains(url.lastPathComponent) {
        enumerator.skipDescendants()
        continue
      }
      if (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        found.insert(path)
      }
    }
    return found
  }

  private func copyIfChanged(_ from: URL, to destination: URL) throws {
    let data = try Data(contentsOf: from)
    if (try? Data(contentsOf: destination)) == data { return }
    try FileManager.default.createDirectory(
      at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
    try data.write(to: destination)
  }
}
