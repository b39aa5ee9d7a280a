import Foundation

@testable import KataRunnerCore

/// The `kata-runner` and `kata-demo` executables of the package under test: the real binaries
/// that the end-to-end scenarios run.
///
/// `swift test` builds the test bundle and what it imports, never the executables, so the
/// package's own build folder may hold binaries older than their sources, or none. A binary
/// there is used when it was written after the last change of every file it is built from
/// (always so under `kata-runner verify`, whose last build is `swift build --build-tests`);
/// otherwise the tests build the product into a build folder of their own, beside the package
/// copies, where the running `swift test` holds no lock.
enum RunnerBinaries {
  /// The runner.
  static let runner = Result {
    try binary("kata-runner", builtFrom: ["Sources/KataRunnerCore", "Sources/kata-runner"])
  }

  /// The demos.
  static let demo = Result {
    try binary(
      "kata-demo", builtFrom: ["Sources/kata-demo", "Sources/Builders", "Sources/ViewGraph"])
  }

  /// The package whose tests are running: under `kata-runner verify`, verification's copy,
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
    let own = root.appending(path: "\(PackageLayout.debugBuild)/\(product)")
    let sources = folders.map { root.appending(path: $0) } + [root.appending(path: "Package.swift")]
    if let built = modified(own), sources.allSatisfy({ newest(in: $0) < built }) {
      return own
    }
    let scratch = PackageCopy.folder("tools")
    let build = try Subprocess(
      ["swift", "build", "--product", product, "--scratch-path", scratch.path], in: root
    ).capture()
    guard build.termination == .exited(0) else {
      throw RunnerError.tool("\(product) does not build:\n\(build.output.suffix(2000))")
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
