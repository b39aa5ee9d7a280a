import Foundation

/// What a kata's verdict is made from: a fingerprint of all of it, and one per part, so that a
/// verdict that no longer holds can say what changed.
struct KataSources: Hashable, Sendable {
  /// The fingerprint of the text of every file the verdict depends on.
  var digest: String
  /// A fingerprint per part: ``Part/files``, ``Part/tests``, ``Part/shared``, and the id of each
  /// kata it needs.
  var parts: [String: String]

  /// The parts that are not another kata's files.
  enum Part {
    /// The kata's own files.
    static let files = "files"
    /// Its tests and compile checks.
    static let tests = "tests"
    /// The kata test files no kata owns.
    static let shared = "shared"
    /// Every kata's files: not part of ``KataSources/digest``, since a kata's verdict holds
    /// whatever another kata's files say, but what a verdict whose tests did not compile depends
    /// on (``KataVerdict/testsDidNotCompile``), since any of them may be the cause.
    static let learner = "learner"
  }

  /// What changed between the parts a verdict was made from and these, for a learner: "2.1's
  /// files", "its tests"; empty when the parts are unknown or the same.
  ///
  /// - Parameter old: The parts the verdict was made from.
  func changes(since old: [String: String]) -> [Message] {
    let changed = changedParts(since: old)
    let own = [
      (Part.files, Message("its own files")), (Part.tests, Message("its tests")),
      (Part.shared, Message("a test file every kata shares")),
    ]
    let needed = changed.subtracting(own.map(\.0) + [Part.learner]).sorted {
      $0.compare($1, options: .numeric) == .orderedAscending
    }
    let learner =
      changed.contains(Part.learner) && own.allSatisfy { !changed.contains($0.0) }
        && needed.isEmpty
      ? [Message("another kata's files")] : []
    return own.filter { changed.contains($0.0) }.map(\.1)
      + needed.map { Message("{kata}'s files", ["kata": $0]) } + learner
  }

  /// The parts whose fingerprint differs from those a verdict was made from.
  func changedParts(since old: [String: String]) -> Set<String> {
    Set(parts.keys).union(old.keys).filter { parts[$0] != old[$0] }
  }
}

extension Catalog {
  /// A fingerprint of the text of every file a kata's verdict depends on: its own files, its tests
  /// (those it declares, fixtures included) and compile checks, the kata test files no kata
  /// declares (`Subject.swift`: compiled into every kata's tests, as `EditedTests` counts them
  /// too), and the files of every kata it needs. Files changed behind the runner's back (`git
  /// stash`, `git checkout`, `reset` of a kata it needs) change it.
  ///
  /// - Parameter root: The package root.
  /// - Returns: The fingerprint per kata id.
  func sourceDigests(root: URL) -> [String: String] {
    sources(root: root).mapValues(\.digest)
  }

  /// The fingerprint of a kata's own files alone: the part ``KataSources/Part/files`` of
  /// ``sources(root:)``, without reading the tests of every kata.
  func filesDigest(of kata: Kata, root: URL) -> String {
    Self.digest(kata.stubPaths) { SourceFingerprint.hash(ofFileAt: root.appending(path: $0)) }
  }

  /// The fingerprint of a kata's own files' code, without comments and layout (``SwiftCode``):
  /// the same after a blank line, a reindented block or a comment.
  func codeDigest(of kata: Kata, root: URL) -> String {
    Self.digest(kata.stubPaths) { path in
      TextFile.read(root.appending(path: path)).map {
        SourceFingerprint.hash(SwiftCode.essence(of: $0))
      }
    }
  }

  /// The fingerprint of files, each named with the hash of its text ("missing" if unreadable).
  private static func digest(_ paths: [String], hash: (String) -> String?) -> String {
    SourceFingerprint.hash(
      paths.sorted().map { "\($0) \(hash($0) ?? "missing")" }.joined(separator: "\n"))
  }

  /// What each kata's verdict is made from (see ``sourceDigests(root:)``), whole and in parts.
  ///
  /// - Parameter root: The package root.
  /// - Returns: The sources per kata id.
  func sources(root: URL) -> [String: KataSources] {
    var owned: [String: [String]] = [:]
    var shared: [String] = []
    for folder in [PackageLayout.kataTests, PackageLayout.compileChecks] {
      let files = FileManager.default.enumerator(atPath: root.appending(path: folder).path)
      while let file = files?.nextObject() as? String {
        let path = "\(folder)/\(file)"
        let owners = katas(owning: path)
        for kata in owners { owned[kata.id, default: []].append(path) }
        // A test file no kata declares (`Subject.swift`, or one a learner added) is compiled
        // into every kata's tests.
        if owners.isEmpty, folder == PackageLayout.kataTests, path.hasSuffix(".swift") {
          shared.append(path)
        }
      }
    }
    var fileHashes: [String: String?] = [:]
    func hash(_ path: String) -> String? {
      if let known = fileHashes[path] { return known }
      let text = SourceFingerprint.hash(ofFileAt: root.appending(path: path))
      fileHashes[path] = text
      return text
    }
    func digest(_ paths: [String]) -> String { Self.digest(paths, hash: hash) }
    var sources: [String: KataSources] = [:]
    let learner = digest(katas.flatMap(\.stubPaths))
    for kata in katas {
      let needed = allNeeds(of: kata)
      var parts = [
        KataSources.Part.files: digest(kata.stubPaths),
        KataSources.Part.tests: digest(owned[kata.id] ?? []),
        KataSources.Part.shared: digest(shared),
        KataSources.Part.learner: learner,
      ]
      for other in needed { parts[other.id] = digest(other.stubPaths) }
      let all = kata.stubPaths + (owned[kata.id] ?? []) + shared + needed.flatMap(\.stubPaths)
      sources[kata.id] = KataSources(digest: digest(all), parts: parts)
    }
    return sources
  }
}
