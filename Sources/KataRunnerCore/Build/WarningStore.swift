import Foundation

/// Keeps the compiler's warnings on the katas' files between builds, in
/// `.kata-runner/warnings.json`.
///
/// An incremental build compiles only the files that changed, and the compiler prints warnings
/// only for the files it compiles: after another kata's edit, a learner's warning would vanish
/// from the verdict although it is still in the code. So each file's warnings are kept with a
/// fingerprint of the text they were found in, and stand as long as that text is unchanged.
struct WarningStore {
  /// The package root.
  var root: URL

  private struct Entry: Codable {
    /// The fingerprint of the file's text the warnings were found in.
    var text: String
    var warnings: [Diagnostic]
  }

  private var file: JSONFile<[String: Entry]> {
    JSONFile(root.appending(path: PackageLayout.warningsFile))
  }

  /// The warnings of each of the katas' files after a successful build, and records them.
  ///
  /// A file the build compiled gets exactly the warnings it printed. A file it did not compile
  /// keeps its recorded warnings if its text is the one they were found in; otherwise (it was
  /// compiled outside the runner, say by the learner's own `swift build`) nothing is known, and
  /// it gets none rather than stale ones.
  ///
  /// - Parameters:
  ///   - build: The build's result.
  ///   - paths: The katas' files, relative to the root.
  /// - Returns: The warnings per file; files without warnings are left out.
  func warnings(after build: PackageBuild.Result, for paths: [String]) -> [String: [Diagnostic]] {
    var entries = file.readIfUsable() ?? [:]
    let module = URL(filePath: PackageLayout.stubs).lastPathComponent
    for path in paths {
      guard let text = SourceFingerprint.hash(ofFileAt: root.appending(path: path)) else {
        entries[path] = nil
        continue
      }
      if build.compiled.contains("\(module)/\(URL(filePath: path).lastPathComponent)") {
        let printed = build.diagnostics.filter {
          $0.severity == .warning && $0.position.path == path
        }
        entries[path] = Entry(text: text, warnings: printed)
      } else if entries[path]?.text != text {
        entries[path] = nil
      }
    }
    if (try? Workspace.prepare(in: root)) != nil {
      try? file.write(entries)
    }
    return entries.compactMapValues { $0.warnings.isEmpty ? nil : $0.warnings }
  }
}
