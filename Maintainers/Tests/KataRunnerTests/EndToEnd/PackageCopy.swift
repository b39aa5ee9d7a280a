import Foundation

@testable import KataCourse
@testable import KataRunnerCore

/// A learner's package for the end-to-end tests: the first modules of this course (see
/// ``CourseSlice``) in a temporary folder whose path has a space in it (and, for one suite, a
/// letter outside ASCII), with its own git history and a build, on which the tests run the real
/// `kata-runner` of the package under test.
///
/// The copy lives at a stable path and keeps its `.build` folder, so later runs rebuild it
/// incrementally; every scenario starts by putting the stubs back and removing the runner's
/// saved state.
struct PackageCopy {
  /// The copy's root.
  let root: URL
  /// The `kata-runner` executable the scenarios run (see ``RunnerBinaries``).
  let runner: URL

  /// Writes the copy and builds it.
  ///
  /// - Parameters:
  ///   - name: Tells this copy from other copies of the same checkout: each serialized suite
  ///     has its own, so that suites can run side by side.
  ///   - clone: The name of the clone's own folder.
  static func make(_ name: String, clone: String = "Builder Katas") throws -> PackageCopy {
    let runner = try RunnerBinaries.runner.get()
    let root = folder(name).appending(path: clone)
    try CourseSlice.write(from: source, to: root)
    // Commit whatever the slice changed, so that `git checkout` restores today's stubs.
    for command in [
      ["init", "-q"], ["add", "-A"], ["commit", "-q", "--allow-empty", "-m", "pristine"],
    ] {
      _ = try git(command, in: root)
    }
    // Built as the runner builds it, so that the first scenario's build has nothing to do.
    let build = try PackageBuild(root: root, testsOnly: true).run()
    guard build.succeeded else {
      throw RunnerError.tool(
        Message(verbatim: "the package copy does not build:\n\(build.outputTail)"))
    }
    return PackageCopy(root: root, runner: runner)
  }

  /// The package these tests belong to.
  static var source: URL {
    let source = Fixtures.repository
    // Inside `kata-course verify`, this file is in verification's copy, whose stubs have been
    // replaced by the references: the end-to-end tests need the real stubs, so they copy the
    // package that verification copied.
    let verifyCopy = "/" + VerifyWorkspace.folder
    guard source.path.hasSuffix(verifyCopy) else { return source }
    return URL(filePath: String(source.path.dropLast(verifyCopy.count)))
  }

  /// A temporary folder, kept between runs, for one of the end-to-end tests' packages.
  ///
  /// - Parameter name: Tells the package from the others of the same checkout.
  static func folder(_ name: String) -> URL {
    // One folder per source checkout: two checkouts tested at once never share a package.
    let key = SourceFingerprint.hash(source.path)
    return FileManager.default.temporaryDirectory.appending(path: "kata-runner-e2e-\(key)-\(name)")
  }

  /// Puts every stub back as committed and forgets saved progress, hints and backups.
  func restore() throws {
    try git(["checkout", "-q", "--", "."])
    try git(["clean", "-q", "-f", "--", "Sources", "Lessons"])
    try? FileManager.default.removeItem(at: root.appending(path: PackageLayout.runnerFolder))
  }

  /// Runs git in the copy, as a learner with a name and an e-mail address.
  ///
  /// - Returns: What git printed.
  @discardableResult
  func git(_ arguments: [String]) throws -> String {
    try Self.git(arguments, in: root)
  }

  @discardableResult
  private static func git(_ arguments: [String], in root: URL) throws -> String {
    let identity = ["-c", "user.name=Learner", "-c", "user.email=learner@example.com"]
    return try Subprocess(["git"] + identity + arguments, in: root).capture().output
  }

  /// Runs `kata-runner` with arguments, in the copy or one of its folders.
  ///
  /// - Parameters:
  ///   - arguments: The runner's arguments.
  ///   - folder: A folder relative to the copy's root to run in.
  /// - Returns: The exit code and everything printed.
  func run(
    _ arguments: [String], in folder: String = "", environment: [String: String] = [:]
  ) throws -> (code: Int32, output: String) {
    try run(
      arguments, at: folder.isEmpty ? root : root.appending(path: folder),
      environment: environment)
  }

  /// Runs this copy's `kata-runner` with arguments in any folder, such as another package's.
  ///
  /// - Parameter environment: Variables to set for the runner, on top of the test's own.
  /// - Returns: The exit code and everything printed.
  func run(
    _ arguments: [String], at folder: URL, environment: [String: String] = [:]
  ) throws -> (code: Int32, output: String) {
    // No locale unless the scenario sets one: the runner speaks English, whatever the
    // language of the machine the tests run on.
    let result = try Subprocess(
      [runner.path] + arguments, in: folder,
      environment: environment.merging(["NO_COLOR": "1"]) { $1 },
      removing: Self.localeVariables.filter { environment[$0] == nil }
    ).capture()
    guard case .exited(let code) = result.termination else {
      return (-1, result.output)
    }
    return (code, result.output)
  }

  /// Runs the package's `kata-course` (verify, the class table) with arguments, in this copy
  /// or in another folder.
  ///
  /// - Returns: The exit code and everything printed.
  func course(_ arguments: [String], at folder: URL? = nil) throws -> (code: Int32, output: String)
  {
    let result = try Subprocess(
      [try RunnerBinaries.course.get().path] + arguments, in: folder ?? root,
      environment: ["NO_COLOR": "1"], removing: Self.localeVariables
    ).capture()
    guard case .exited(let code) = result.termination else { return (-1, result.output) }
    return (code, result.output)
  }

  /// The variables that choose the runner's language, left out of its environment unless a
  /// scenario sets one.
  static let localeVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

  /// Replaces a file's text.
  func write(_ text: String, to path: String) throws {
    try text.write(to: root.appending(path: path), atomically: true, encoding: .utf8)
  }

  /// Reads a file's text.
  func read(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// Replaces the first occurrence of some text in a file.
  func replace(_ old: String, with new: String, in path: String) throws {
    let text = try read(path)
    guard let range = text.range(of: old) else {
      throw RunnerError.tool(Message(verbatim: "\(path) does not contain \(old)"))
    }
    try write(text.replacingCharacters(in: range, with: new), to: path)
  }
}
