import Foundation

/// What the learner's source files held when the compiler last compiled them, kept next to the
/// build they describe (`.build/kata-runner/compiled-sources.json`), to catch a stale build.
///
/// The Swift driver decides what to recompile from each file's modification time: a file whose
/// time equals the one it recorded is skipped, whatever its text. Two saves within one tick of a
/// coarse file-system clock, a tool that keeps time stamps (`cp -p`, `rsync -t`, an unzipped
/// solution) or a clock set back make an edited file look unchanged, and its tests then run
/// against the old code: a false verdict. CI saw it on 2026-12-01 (`solution 1.3 --apply`, then
/// 8 of 14 of 1.3's tests passed against the old stub). So the runner compares texts: after a
/// build, a changed file the build did not compile is "skipped", and `PackageBuild` removes its
/// object file, which makes the driver compile it.
struct CompiledSources {
  /// The package root.
  var root: URL
  /// The modules whose sources are watched: the ones a learner edits.
  var modules = [PackageLayout.stubsModule, PackageLayout.testModule]

  /// One watched source file.
  struct Source: Hashable {
    /// Its module.
    var module: String
    /// Its absolute path, as the compiler was given it.
    var path: String
    /// Its object file.
    var object: String
  }

  private var file: URL { root.appending(path: PackageLayout.compiledSourcesFile) }

  /// The watched sources, from each module's output file map (empty before the first build).
  func sources() -> [Source] {
    modules.flatMap { module -> [Source] in
      let map = root.appending(
        path: "\(PackageLayout.debugBuild)/\(module).build/output-file-map.json")
      guard let data = try? Data(contentsOf: map),
        let entries = try? JSONDecoder().decode([String: [String: String]].self, from: data)
      else { return [] }
      return entries.compactMap { path, outputs in
        guard path.hasSuffix(".swift"), let object = outputs["object"] else { return nil }
        return Source(module: module, path: path, object: object)
      }
    }
  }

  /// Records what the build compiled and returns the changed files it skipped.
  ///
  /// A record is the text a file's object was compiled from. A file the build compiled without
  /// an error is recorded with its text. After a successful build, a file it did not compile
  /// whose text differs from the recorded one was skipped. A file with no record yet (the first
  /// build the runner sees) is recorded as it is: nothing is known about its object file.
  ///
  /// - Parameters:
  ///   - build: The build's result.
  ///   - forced: Files whose object files were removed before the build: a successful build
  ///     compiled them, whether or not its output says so.
  /// - Returns: The skipped files; empty after a failed build, which gives no verdict.
  func review(after build: PackageBuild.Result, forced: [Source] = []) -> [Source] {
    var recorded = JSONFile<[String: String]>(file).readIfUsable() ?? [:]
    var skipped: [Source] = []
    for source in sources() {
      guard let text = SourceFingerprint.hash(ofFileAt: URL(filePath: source.path)) else {
        recorded[source.path] = nil
        continue
      }
      let name = URL(filePath: source.path).lastPathComponent
      let compiled =
        build.compiled.contains("\(source.module)/\(name)")
        || (build.succeeded && forced.contains(source))
      if compiled {
        // Diagnostics name files relative to the root; the map, as the compiler was given them.
        // A compile that failed left no new object file: the record stays what it was.
        let failed = build.errors.contains { source.path.hasSuffix("/" + $0.position.path) }
        if !failed { recorded[source.path] = text }
      } else if recorded[source.path] == nil {
        recorded[source.path] = text
      } else if build.succeeded, recorded[source.path] != text {
        skipped.append(source)
      }
    }
    save(recorded)
    return skipped.sorted { $0.path < $1.path }
  }

  /// Removes the skipped files' object files: the driver compiles a file whose output is
  /// missing, whatever its time stamp says.
  func invalidate(_ skipped: [Source]) {
    for source in skipped {
      try? FileManager.default.removeItem(atPath: source.object)
    }
  }

  private func save(_ recorded: [String: String]) {
    try? JSONFile(file).write(recorded)
  }
}
