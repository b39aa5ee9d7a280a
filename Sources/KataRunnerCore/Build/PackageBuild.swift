import Foundation

/// Builds the package and its tests with `swift build --build-tests`.
package struct PackageBuild: Sendable {
  /// What a build produced.
  package struct Result: Sendable {
    /// Whether the build succeeded.
    package var succeeded: Bool
    /// The errors and warnings the compiler printed.
    var diagnostics: [Diagnostic]
    /// The last lines of the build's output, for failures that are not compiler errors.
    package var outputTail: String

    /// The files the compiler compiled in this build, as `<module>/<file name>`: an incremental
    /// build compiles only what changed, and prints warnings only for what it compiled.
    var compiled: Set<String> = []

    /// The compiler errors only.
    package var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }

    /// This build's result as the sequel of an earlier one: the earlier build's diagnostics
    /// stand for the files this one did not compile again.
    func after(_ earlier: Result) -> Result {
      let recompiled = { (diagnostic: Diagnostic) in
        self.compiled.contains {
          $0.hasSuffix("/" + URL(filePath: diagnostic.position.path).lastPathComponent)
        }
      }
      var merged = self
      merged.diagnostics = earlier.diagnostics.filter { !recompiled($0) } + diagnostics
      merged.compiled = earlier.compiled.union(compiled)
      return merged
    }
  }

  /// The package to build.
  var root: URL
  /// Whether the build runs at low priority (`nice`), on the cores other work leaves idle.
  var lowPriority = false
  /// Whether only the test bundle and what it needs are built: enough for a verdict. The test
  /// bundle holds the engine, the stubs and the kata tests, so this leaves out the reference
  /// solutions, `kata-demo` and linking both executables: seconds of a learner's first run.
  /// Verification's walk builds no more: the maintainers' package builds the executables its
  /// end-to-end tests run (see `executables`).
  var testsOnly = false
  /// Executable products built after the rest: `--build-tests` builds a package's own targets
  /// and what they import, not a dependency's executables. The maintainers' package builds the
  /// course's `kata-runner`, `kata-course` and `kata-demo` so, for its end-to-end tests, from
  /// the modules its own tests compile anyway.
  var executables: [String] = []
  /// Whether the index written while building (see ``run(onStep:)``) also holds the system's
  /// modules (the standard library, Foundation, Swift Testing). A learner's build keeps SwiftPM's
  /// default, so that the runner's builds and their own `swift build` share one build folder
  /// without a rebuild in between: a change of flags compiles every module again. Verification's
  /// copies are built by nothing else and read by no editor, so they leave the system's modules
  /// out (`-index-ignore-system-modules`): finding the tests needs only the package's own
  /// modules in the index, and a clean build of the end-to-end tests' course took about a fifth
  /// less CPU time without them (3 runs each, 2026-12-03).
  var indexesSystemModules = true

  /// A build of a package.
  package init(
    root: URL, lowPriority: Bool = false, testsOnly: Bool = false, executables: [String] = [],
    indexesSystemModules: Bool = true
  ) {
    self.root = root
    self.lowPriority = lowPriority
    self.testsOnly = testsOnly
    self.executables = executables
    self.indexesSystemModules = indexesSystemModules
  }

  /// Builds the package with its tests, incrementally, and never leaves a changed file of the
  /// learner's uncompiled.
  ///
  /// When the driver skips a file whose text changed (it trusts time stamps; see
  /// `CompiledSources`), that file's object is removed and the package built once more, so that
  /// no verdict is made from old code.
  ///
  /// A debug build also writes an index for editors. It is not skipped, not even in
  /// verification's copy: on Linux, SwiftPM finds the tests to run in that index
  /// (`--disable-index-store` fails with "index store path does not exist").
  ///
  /// - Parameter onStep: Called with SwiftPM's step and its number of steps (`[12/226]`) as the
  ///   build goes.
  /// - Returns: Whether it succeeded, and what the compiler said.
  package func run(onStep: ((_ step: Int, _ total: Int) -> Void)? = nil) throws -> Result {
    if let problem = BuildPlaces.problem(root: root) { throw RunnerError.tool(problem) }
    let sources = CompiledSources(root: root)
    var first = try build(onStep: onStep)
    if !first.succeeded, first.errors.isEmpty, let broken = BuildPlaces.brokenToolchain(in: root) {
      throw RunnerError.tool(broken)
    }
    // The package's own module missing is never the learner's code: its build went away while
    // SwiftPM built (`.build` deleted, fault pass row 42, which blamed 7.1's untouched files).
    // Built again, from nothing, the verdict is the code's.
    if Self.lostOwnModule(first, root: root) {
      first = try build(onStep: onStep)
      if Self.lostOwnModule(first, root: root) {
        throw RunnerError.tool(
          Message(
            """
            The build folder ({folder}) went away while the package was built, twice, so \
            nothing was judged: your files and results are as they were. Run the command again \
            when nothing else removes it.
            """, ["folder": ".build"]))
      }
    }
    let skipped = sources.review(after: first)
    guard !skipped.isEmpty else { return first }
    sources.invalidate(skipped)
    let again = try build(onStep: onStep)
    _ = sources.review(after: again, forced: skipped)
    return again.after(first)
  }

  private func build(onStep: ((_ step: Int, _ total: Int) -> Void)?) throws -> Result {
    let product = testsOnly ? Self.testProduct(of: root) : nil
    var (termination, output) = try build(product.map { ["--product", $0] }, onStep: onStep)
    // A SwiftPM that names its test product otherwise still gets a verdict, one build later.
    if let product, termination != .exited(0), output.contains("no product named '\(product)'") {
      (termination, output) = try build(nil, onStep: onStep)
    }
    for executable in executables where termination == .exited(0) {
      let built = try build(["--product", executable], onStep: onStep)
      termination = built.termination
      output += "\n" + built.output
    }
    return Result(
      succeeded: termination == .exited(0),
      diagnostics: Diagnostic.parse(output, relativeTo: root),
      outputTail: output.split(separator: "\n").suffix(20).joined(separator: "\n"),
      compiled: Self.compiledFiles(in: output))
  }

  /// Runs `swift build` for the products given, or for everything and the tests.
  private func build(
    _ products: [String]?, onStep: ((_ step: Int, _ total: Int) -> Void)?
  ) throws -> (termination: Subprocess.Termination, output: String) {
    let command =
      (lowPriority ? ["nice", "-n", "10"] : []) + ["swift", "build"]
      + (products ?? ["--build-tests"])
      + (indexesSystemModules ? [] : ["-Xswiftc", "-index-ignore-system-modules"])
    return try Subprocess(command, in: root).capture { log in
      guard let onStep, let step = Self.lastStep(in: TextFile.read(log) ?? "") else { return }
      onStep(step.step, step.total)
    }
  }

  /// Whether a build failed for a module of the package itself that is not there (`no such
  /// module 'ViewGraph'`): its products went away mid-build. A module is a folder of `Sources`
  /// or `Tests`, as SwiftPM's targets are; a learner's misspelled import names none.
  static func lostOwnModule(_ result: Result, root: URL) -> Bool {
    guard !result.succeeded else { return false }
    let missing = Set(
      result.errors.compactMap { error in
        error.message.description.firstMatch(of: /^no such module '([^']+)'/).map {
          String($0.output.1)
        }
      })
    guard !missing.isEmpty else { return false }
    let modules = ["Sources", "Tests"].flatMap { folder in
      (try? FileManager.default.contentsOfDirectory(atPath: root.appending(path: folder).path))
        ?? []
    }
    return !missing.isDisjoint(with: modules)
  }

  /// The product SwiftPM makes of a package's tests, `<package name>PackageTests`, from the
  /// name in its manifest; `nil` when the manifest does not say it plainly (then everything is
  /// built, which is never wrong).
  static func testProduct(of root: URL) -> String? {
    guard let manifest = TextFile.read(root.appending(path: "Package.swift")),
      let package = manifest.range(of: "Package(")
    else { return nil }
    let rest = manifest[package.upperBound...].drop { $0.isWhitespace }
    guard rest.hasPrefix("name:") else { return nil }
    let value = rest.dropFirst("name:".count).drop { $0.isWhitespace }
    guard value.first == "\"", let end = value.dropFirst().firstIndex(of: "\"") else { return nil }
    let name = value[value.index(after: value.startIndex)..<end]
    guard !name.isEmpty, !name.contains("\\") else { return nil }
    return "\(name)PackageTests"
  }

  /// The files SwiftPM says it compiles: `[3/6] Compiling Katas ListBuilder.swift`, or several
  /// names separated by commas when the driver batches them.
  static func compiledFiles(in output: String) -> Set<String> {
    var files: Set<String> = []
    for line in output.split(separator: "\n") {
      guard let start = line.range(of: "] Compiling ") else { continue }
      let words = line[start.upperBound...].split(separator: " ", maxSplits: 1)
      guard words.count == 2 else { continue }
      for name in words[1].split(separator: ",") {
        files.insert("\(words[0])/\(name.trimmingCharacters(in: .whitespaces))")
      }
    }
    return files
  }

  /// The last `[step/total]` SwiftPM printed.
  static func lastStep(in output: String) -> (step: Int, total: Int)? {
    for line in output.split(separator: "\n").reversed() where line.hasPrefix("[") {
      let numbers = line.dropFirst().prefix { $0 != "]" }.split(separator: "/").compactMap {
        Int($0)
      }
      if numbers.count == 2 { return (numbers[0], numbers[1]) }
    }
    return nil
  }

  /// The folder that holds the built modules, for type-checking snippets against them.
  ///
  /// - Returns: `<bin>/Modules` where it exists, else the bin folder itself.
  package func modulesFolder() throws -> URL {
    let usual = root.appending(path: "\(PackageLayout.debugBuild)/Modules")
    if FileManager.default.fileExists(atPath: usual.path) {
      return usual
    }
    let bin = try binFolder()
    let modules = bin.appending(path: "Modules")
    return FileManager.default.fileExists(atPath: modules.path) ? modules : bin
  }

  /// The folder that holds the build's products, from `swift build --show-bin-path`.
  func binFolder() throws -> URL {
    let (termination, output) = try Subprocess(
      ["swift", "build", "--show-bin-path"], in: root
    ).capture()
    guard termination == .exited(0),
      let line = output.split(separator: "\n").last(where: { $0.hasPrefix("/") })
    else {
      throw RunnerError.tool(
        Message("`swift build --show-bin-path` failed:\n{output}", ["output": output]))
    }
    return URL(filePath: String(line))
  }
}
