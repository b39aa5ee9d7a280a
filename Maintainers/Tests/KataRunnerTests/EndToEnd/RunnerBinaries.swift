import Foundation

@testable import KataRunnerCore

/// The `kata-runner`, `kata-course` and `kata-demo` executables of the package under test: the real binaries
/// that the end-to-end scenarios run.
///
/// `swift test` builds the test bundle and what it imports, never the executables, so a build
/// folder may hold binaries older than their sources, or none. A binary is used when it was
/// written after the last change of every file it is built from; the build folders looked in
/// are the maintainers' package's own, where `kata-course verify` links them before these tests
/// run (`swift build --package-path Maintainers --product kata-runner` does it by hand), and the
/// course's. Otherwise the tests build the product into a build folder of
/// their own, beside the package copies, where the running `swift test` holds no lock.
enum RunnerBinaries {
  /// The runner.
  static let runner = Result {
    try binary("kata-runner", builtFrom: ["Sources/KataRunnerCore", "Sources/kata-runner"])
  }

  /// The maintainers' and instructors' program: verify and the class table.
  static let course = Result {
    try binary(
      "kata-course",
      builtFrom: ["Sources/KataRunnerCore", "Sources/KataCourse", "Sources/kata-course"])
  }

  /// The demos.
  static let demo = Result {
    try binary(
      "kata-demo", builtFrom: ["Sources/kata-demo", "Sources/Builders", "Sources/ViewGraph"])
  }

  /// The package whose tests are running: under `kata-course verify`, verification's copy,
  /// which is built before its tests run.
  private static var root: URL {
    Fixtures.repository
  }

  /// An up-to-date binary of a product, built if the package's own is missing or stale.
  ///
  /// - Parameters:
  ///   - product: The executable product.
  ///   - folders: The source folders it is built from, besides `Package.swift`.
  private static func binary(_ product: String, builtFrom folders: [String]) throws -> URL {
    let sources = folders.map { root.appending(path: $0) } + [root.appending(path: "Package.swift")]
    for folder in [PackageLayout.maintainers, "."] {
      let built = root.appending(path: "\(folder)/\(PackageLayout.debugBuild)/\(product)")
      if let written = modified(built), sources.allSatisfy({ newest(in: $0) < written }) {
        return built.standardizedFileURL
      }
    }
    let scratch = PackageCopy.folder("tools")
    let build = try Subprocess(
      ["swift", "build", "--product", product, "--scratch-path", scratch.path], in: root
    ).capture()
    guard build.termination == .exited(0) else {
      throw RunnerError.tool(
        Message(verbatim: "\(product) does not build:\n\(build.output.suffix(2000))"))
    }
    return scratch.appending(path: "debug/\(product)")
  }

  /// When the newest file at or under a URL was last changed.
  private static func newest(in url: URL) -> Date {
    let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
    var newest = modified(url) ?? .distantPast
    guard let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: keys)
    else { return newest }
    for case let file as URL in files {
      newest = max(newest, modified(file) ?? .distantPast)
    }
    return newest
  }

  private static func modified(_ url: URL) -> Date? {
    try? url.resourceValues(forKeys: [.contentModificationDateKey]).contentModificationDate
  }
}
