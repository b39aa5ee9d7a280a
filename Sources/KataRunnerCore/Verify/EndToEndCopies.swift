import Foundation

/// The copies of the package on which the runner's end-to-end tests run the real binary: one
/// home for where they live and how they are made, used by the tests themselves and by `verify`,
/// which prepares them while its walk leaves the machine part idle.
///
/// A copy lives at a stable path (a temporary folder named after the source checkout, with a
/// space in the package's folder name), has a git history of its own whose one commit is the
/// package as it was copied, and keeps its `.build`, so that a later run only rebuilds what
/// changed. Making a copy that exists again is cheap: changed files are copied, the build is
/// incremental.
enum EndToEndCopies {
  /// The copies the end-to-end suites use, one per serialized suite so that the suites can run
  /// side by side.
  static let names = ["commands", "path"]

  /// The temporary folder, kept between runs, of one copy of a source checkout.
  ///
  /// - Parameters:
  ///   - source: The package the copy is made from.
  ///   - name: Tells the copy from the other copies of the same checkout.
  static func folder(source: URL, name: String) -> URL {
    // One folder per source checkout: two checkouts tested at once never share a copy.
    let key = SourceFingerprint.hash(source.path)
    return FileManager.default.temporaryDirectory.appending(path: "kata-runner-e2e-\(key)-\(name)")
  }

  /// Copies the package, commits the copy and builds it with its tests.
  ///
  /// - Parameters:
  ///   - source: The package to copy.
  ///   - name: Which copy.
  ///   - niceness: Runs the build at a lower priority (`nice`), for a copy made in the background.
  /// - Returns: The copy's root.
  @discardableResult
  static func make(source: URL, name: String, niceness: Int = 0) throws -> URL {
    let root = folder(source: source, name: name).appending(path: "Builder Katas")
    try VerifyWorkspace(source: source, root: root).mirror()
    // Commit whatever the mirror changed, so that `git checkout` restores today's stubs.
    let identity = ["-c", "user.name=Learner", "-c", "user.email=learner@example.com"]
    for command in [
      ["init", "-q"], ["add", "-A"], ["commit", "-q", "--allow-empty", "-m", "pristine"],
    ] {
      _ = try Git.run(identity + command, in: root)
    }
    let build = ["swift", "build", "--build-tests"]
    let command = niceness > 0 ? ["nice", "-n", "\(niceness)"] + build : build
    let result = try Subprocess(command, in: root).capture()
    guard result.termination == .exited(0) else {
      throw RunnerError.tool("the package copy does not build:\n\(result.output.suffix(2000))")
    }
    return root
  }
}

/// The end-to-end copies, made on a thread of their own at a lower priority while `verify`
/// walks the curriculum: the walk leaves a core idle between its big steps, and the package's
/// tests, which wait for the copies, then find them built instead of building them first.
final class EndToEndCopiesInBackground: Sendable {
  private let finished = DispatchSemaphore(value: 0)

  /// Starts making every copy of a package.
  ///
  /// - Parameter source: The package.
  init(source: URL) {
    let finished = finished
    Thread.detachNewThread {
      // A copy that fails here is made again, with its error, by the test that needs it.
      for name in EndToEndCopies.names {
        _ = try? EndToEndCopies.make(source: source, name: name, niceness: 10)
      }
      finished.signal()
    }
  }

  /// Waits until every copy is made, or has failed; at once when that was already so.
  func wait() {
    finished.wait()
    // Let every later wait through too.
    finished.signal()
  }
}
