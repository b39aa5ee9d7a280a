import Foundation

/// Remembers what type-checking each snippet found, so that a learner's next `check` does not
/// run `swiftc` again for a snippet whose inputs have not changed.
///
/// A snippet's inputs are its own text and the interfaces of the modules it can import. Editing
/// the body of a function leaves a module's `.swiftmodule` untouched (SwiftPM does not even
/// rewrite the file), so the usual edit of a kata keeps every compile check's verdict; a changed
/// signature changes the file, and the checks run again.
struct VerdictCache {
  /// The file that holds the verdicts, under `.kata-runner`.
  var file: URL
  /// The folder of built modules the snippets are checked against.
  var modules: URL

  private struct Entry: Codable {
    var key: String
    var verdict: SnippetChecker.Verdict
  }

  /// The key of a snippet: its text and the size and time of every module interface.
  func key(for snippet: Snippet) -> String {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    let stamps = names.filter { $0.hasSuffix(".swiftmodule") }.sorted().map { name in
      let attributes = try? FileManager.default.attributesOfItem(
        atPath: modules.appending(path: name).path)
      let size = (attributes?[.size] as? NSNumber)?.int64Value ?? -1
      let time = (attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1
      return "\(name) \(size) \(time)"
    }
    return SourceFingerprint.hash(
      ([modules.path, snippet.compiledText] + stamps).joined(separator: "\n"))
  }

  /// The saved verdicts, by snippet origin; empty when there are none or the file is unreadable.
  func load() -> [String: (key: String, verdict: SnippetChecker.Verdict)] {
    let entries = JSONFile<[String: Entry]>(file).readIfUsable() ?? [:]
    return entries.mapValues { ($0.key, $0.verdict) }
  }

  /// Saves verdicts, one per snippet origin, replacing the file atomically. A cache that cannot
  /// be written only costs time, so failures are ignored.
  func save(_ verdicts: [String: (key: String, verdict: SnippetChecker.Verdict)]) {
    let entries = verdicts.mapValues { Entry(key: $0.key, verdict: $0.verdict) }
    try? JSONFile(file).write(entries)
  }
}
