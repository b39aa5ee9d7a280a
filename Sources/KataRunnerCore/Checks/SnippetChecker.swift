import Foundation

/// Type-checks snippets with `swiftc -typecheck` against the package's built modules.
package struct SnippetChecker: Sendable {
  /// What checking one snippet found.
  package enum Verdict: Codable, Hashable, Sendable {
    /// The snippet behaved as written: it compiled, or failed exactly at its marked lines.
    case passed
    /// It did not; the messages say how, with positions in the snippet's origin.
    case failed([Message])
    /// The compiler stopped without saying anything about the snippet (it crashed): nothing is
    /// known of the code, so nothing is remembered either, and the next run checks it again.
    case unchecked(Message)

    /// Whether the snippet behaved as written.
    package var isPassing: Bool { self == .passed }
  }

  /// The folder that holds the built `.swiftmodule` files.
  var modules: URL
  /// A scratch folder for the snippets' files.
  var scratch: URL
  /// Where to remember verdicts between runs, if anywhere.
  var cache: VerdictCache?

  /// Creates a checker.
  ///
  /// - Parameters:
  ///   - modules: The folder of built modules, passed to `swiftc -I`.
  ///   - scratch: A folder for temporary files.
  package init(modules: URL, scratch: URL) {
    self.modules = modules
    self.scratch = scratch
  }

  /// Checks many snippets, two at a time; a snippet whose inputs are unchanged since the cache
  /// saw it gets its saved verdict.
  ///
  /// - Parameter snippets: The snippets.
  /// - Returns: One verdict per snippet, in the same order.
  func check(_ snippets: [Snippet]) -> [Verdict] {
    var saved = cache?.load() ?? [:]
    let keys = snippets.map { cache?.key(for: $0) }
    let reused: [Verdict?] = snippets.indices.map { index in
      guard let key = keys[index], let entry = saved[snippets[index].origin], entry.key == key
      else { return nil }
      return entry.verdict
    }
    let missing = snippets.indices.filter { reused[$0] == nil }
    let checked = Locked([Int: Verdict]())
    let temporary = missing.isEmpty ? nil : Workspace.compilerTemporaryFolder(beside: scratch)
    defer { if let temporary, temporary != scratch { Workspace.remove(temporary) } }
    DispatchQueue.concurrentPerform(iterations: missing.count) { position in
      let index = missing[position]
      let verdict = check(snippets[index], number: index, temporary: temporary ?? scratch)
      checked.withLock { $0[index] = verdict }
    }
    let fresh = checked.withLock { $0 }
    if let cache, !fresh.isEmpty {
      for (index, verdict) in fresh {
        guard let key = keys[index] else { continue }
        if case .unchecked = verdict {
          saved[snippets[index].origin] = nil
        } else {
          saved[snippets[index].origin] = (key, verdict)
        }
      }
      cache.save(saved)
    }
    // Every index is either reused or checked just now.
    return snippets.indices.map { reused[$0] ?? fresh[$0]! }
  }

  /// Checks one snippet.
  ///
  /// - Parameters:
  ///   - snippet: The snippet.
  ///   - number: A number that makes its scratch file's name unique.
  ///   - temporary: The compiler's `TMPDIR`: the scratch folder, or one outside the clone when
  ///     the clone's path is not plain ASCII (``Workspace/compilerTemporaryFolder(beside:)``).
  func check(_ snippet: Snippet, number: Int, temporary: URL? = nil) -> Verdict {
    let file = scratch.appending(path: "snippet-\(number).swift")
    do {
      try snippet.compiledText.write(to: file, atomically: true, encoding: .utf8)
      // The compiler's driver leaves an empty `TemporaryDirectory.*` folder in TMPDIR on each
      // call (Swift 6.3): in the scratch folder, they go when it goes. (Not so for `swift build`
      // and `swift test`, which leave them too: SwiftPM keeps the lock of a package's `.build`
      // in TMPDIR, so two runners with different ones would build at once and collide.)
      let (termination, output) = try Subprocess(
        ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path],
        in: scratch, environment: ["TMPDIR": (temporary ?? scratch).path]
      ).capture()
      let diagnostics = Diagnostic.parse(output, relativeTo: nil)
      if let crash = Self.crash(termination, diagnostics: diagnostics, output: output) {
        return .unchecked(Self.uncheckable(snippet, because: crash))
      }
      let errors =
        diagnostics
        .filter { $0.severity == .error && $0.position.path.hasSuffix(file.lastPathComponent) }
      return judge(snippet, errors: errors)
    } catch {
      return .unchecked(Self.uncheckable(snippet, because: Message(verbatim: "\(error)")))
    }
  }

  /// Why a snippet could not be checked, where it is.
  private static func uncheckable(_ snippet: Snippet, because reason: Message) -> Message {
    Message(
      "{origin}: could not be checked: {reason}", ["origin": snippet.origin],
      parts: ["reason": reason])
  }

  /// Why the compiler's answer says nothing about the snippet, if it does not: it was stopped by
  /// a signal, or it failed without a single error. (Swift 6.3's `swiftc` dies of signal 4 when
  /// `TMPDIR` holds a letter outside ASCII, and prints nothing: read as "no error", every line
  /// marked `// expected-error` would have "compiled".)
  static func crash(
    _ termination: Subprocess.Termination, diagnostics: [Diagnostic], output: String
  ) -> Message? {
    let line = output.split(separator: "\n").last.map(String.init)
    switch termination {
    case .signaled(let signal):
      let values: KeyValuePairs = ["signal": "\(signal)", "line": line ?? ""]
      return line == nil
        ? Message("swiftc was stopped by signal {signal} before it reported on this code.", values)
        : Message(
          """
          swiftc was stopped by signal {signal} before it reported on this code. Its last line: \
          {line}
          """, values)
    case .exited(let status) where status != 0 && !diagnostics.contains { $0.severity == .error }:
      let values: KeyValuePairs = ["status": "\(status)", "line": line ?? ""]
      return line == nil
        ? Message("swiftc failed (exit status {status}) without reporting an error.", values)
        : Message(
          "swiftc failed (exit status {status}) without reporting an error. Its last line: {line}",
          values)
    case .timedOut:
      return Message("swiftc ran out of time.")
    default:
      return nil
    }
  }

  /// Compares the errors the compiler reported with the lines marked as expected to fail.
  func judge(_ snippet: Snippet, errors: [Diagnostic]) -> Verdict {
    let offset = snippet.prelude.count
    let expected = Set(snippet.expectedErrorLines.map { $0 + offset })
    var problems: [Message] = []
    for error in errors where !expected.contains(error.position.line) {
      let position = snippet.originPosition(
        ofCompiledLine: error.position.line, column: error.position.column)
      problems.append(Message(verbatim: "\(position): error: \(error.message)"))
    }
    let failedLines = Set(errors.map(\.position.line))
    for line in expected.sorted() where !failedLines.contains(line) {
      let position = snippet.originPosition(ofCompiledLine: line, column: 1)
      problems.append(
        Message(
          "{position}: this line is marked `// expected-error` but it compiled",
          ["position": "\(position)"]))
    }
    return problems.isEmpty ? .passed : .failed(problems)
  }
}
