import Foundation

/// The curriculum: every module and kata, read from `Lessons/curriculum.json`.
package struct Catalog: Codable, Hashable, Sendable {
  /// The modules, in the order a learner takes them.
  package var modules: [KataModule]
  /// The kata test files that every kata's tests use, relative to `Tests/KataTests`, such as
  /// `Subject.swift`: a change to one outdates every verdict and counts as an edit of every
  /// kata's tests. A fixture that only some katas use belongs in their ``Kata/tests`` instead.
  package var sharedTests: [String] = []
  /// Compile errors that any kata can meet, each with its likely cause: those of a declaration
  /// that one kata's files hold and the code of many uses (`ViewBuilder.buildIf`, which every
  /// `if` without `else` in a view builder needs), so that a kata whose tests break because of
  /// another kata's file is not sent to its own. A kata's own ``Kata/knownErrors`` come first.
  var knownErrors: [KnownError] = []
  /// The lesson of each kata that has one in the learner's language, by kata id, relative to
  /// the package root (see ``said(in:root:)``); the others are read in English.
  var translatedLessons: [String: String] = [:]
  /// Why a kata's lesson in the learner's language is not shown, by kata id: its file is no
  /// page (``TextFile/notAPage(_:)``), so the English one is.
  var refusedLessons: [String: Message] = [:]
  /// The language the catalog's words are said in (see ``said(in:root:)``).
  package var language: Language = .english

  /// The path of the catalog file, relative to the package root.
  package static let path = PackageLayout.curriculum

  /// Creates a catalog from its modules.
  ///
  /// - Parameters:
  ///   - modules: The modules, in teaching order.
  ///   - sharedTests: The test files every kata's tests use.
  init(modules: [KataModule], sharedTests: [String] = []) {
    self.modules = modules
    self.sharedTests = sharedTests
  }

  private enum CodingKeys: String, CodingKey { case modules, sharedTests, knownErrors }

  /// Reads a curriculum; `sharedTests` and `knownErrors` may be left out.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    modules = try container.decode([KataModule].self, forKey: .modules)
    sharedTests = try container.decodeIfPresent([String].self, forKey: .sharedTests) ?? []
    knownErrors = try container.decodeIfPresent([KnownError].self, forKey: .knownErrors) ?? []
  }

  /// Reads and validates the catalog of the package at `root`.
  ///
  /// - Parameter root: The package's root folder.
  /// - Throws: ``RunnerError/catalog(_:)`` with a message naming the file and the problem.
  static func load(fromPackageAt root: URL) throws -> Catalog {
    let url = root.appending(path: path)
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw RunnerError.catalog(unreadable(path, error))
    }
    let catalog: Catalog
    do {
      catalog = try JSONDecoder().decode(Catalog.self, from: data)
    } catch {
      throw RunnerError.catalog(
        Message(
          "{file}: is not a valid curriculum ({problem})",
          ["file": path, "problem": describe(error)]
        ))
    }
    try catalog.validate()
    try catalog.checkReferences(in: root)
    return catalog
  }

  /// Refuses a curriculum that names a file the course does not have: each kata's files must
  /// exist among the references, which no learner edits. (A missing stub is the learner's to
  /// restore, and every command says how; a missing reference would make `start` claim every
  /// earlier kata has its reference, and `check` never name the file.)
  func checkReferences(in root: URL) throws {
    let missing = katas.flatMap { kata in
      kata.referencePaths.filter {
        !FileManager.default.fileExists(atPath: root.appending(path: $0).path)
      }
      .map { (kata, $0) }
    }
    guard let (kata, first) = missing.first else { return }
    throw RunnerError.catalog(
      missing.count > 1
        ? Message(
          """
          {file}: kata {kata} names a file whose reference, {reference}, does not exist (and \
          {others} more). If you deleted it, `git checkout -- {folder}` puts the references \
          back; otherwise the course is broken: tell its maintainers.
          """,
          [
            "file": Self.path, "kata": kata.id, "reference": first,
            "folder": PackageLayout.references, "others": "\(missing.count - 1)",
          ])
        : Message(
          """
          {file}: kata {kata} names a file whose reference, {reference}, does not exist. If you \
          deleted it, `git checkout -- {folder}` puts the references back; otherwise the course \
          is broken: tell its maintainers.
          """,
          [
            "file": Self.path, "kata": kata.id, "reference": first,
            "folder": PackageLayout.references,
          ]))
  }

  /// A course file that could not be read, and why.
  static func unreadable(_ path: String, _ error: any Error) -> Message {
    Message(
      "{file}: cannot be read ({reason})", ["file": path],
      parts: ["reason": SystemError.reason(error).message])
  }

  /// Every kata, in teaching order.
  package var katas: [Kata] { modules.flatMap(\.katas) }

  /// The module that contains a kata.
  ///
  /// - Parameter kata: A kata of this catalog.
  package func module(of kata: Kata) -> KataModule {
    modules.first { $0.katas.contains { $0.id == kata.id } }!
  }

  /// The path of a kata's lesson, relative to the package root: in the learner's language where
  /// the course has it.
  ///
  /// - Parameter kata: A kata of this catalog.
  package func lessonPath(of kata: Kata) -> String {
    translatedLessons[kata.id] ?? module(of: kata).lessonPath(of: kata)
  }

  /// Finds a kata by its id (`1.3`), its slug (`build-either`) or its suite's type name, as
  /// typed with a Japanese input method on too: full-width digits, letters and `．` (`１．３`) are
  /// read as their ASCII forms (Unicode's compatibility mapping, NFKC), and `。` as a full stop,
  /// since on many projectors they look alike.
  ///
  /// - Parameter name: What the learner typed.
  /// - Throws: ``RunnerError/unknownKata(_:suggestion:)`` naming the closest kata.
  package func kata(named name: String) throws -> Kata {
    let wanted = name.precomposedStringWithCompatibilityMapping.replacing("。", with: ".")
      .lowercased()
    if let kata = katas.first(where: {
      $0.id == wanted || $0.slug == wanted || $0.suite.lowercased() == wanted
    }) {
      return kata
    }
    throw RunnerError.unknownKata(
      name,
      suggestion: nearMiss(for: wanted).map { Words(language).titled($0.id, $0.shownTitle) })
  }

  /// The kata a mistyped name most likely meant, or `nil` when no name is close.
  ///
  /// A suggestion is only worth making for a near miss: at most one edit in three characters
  /// (`bulid-block` for `build-block`). A number is never a near miss (`9.9` is not a typo of
  /// `1.1`): it names a kata that does not exist.
  func nearMiss(for wanted: String) -> Kata? {
    guard !wanted.allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
    let scored = katas.map { ($0, $0.distance(to: wanted)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), String.isNearMiss(best.1, typed: wanted)
    else {
      return nil
    }
    return best.0
  }

  /// The first kata whose files include a path, if any (see ``katas(owning:)``).
  ///
  /// - Parameter path: A path relative to the package root, such as a compiler diagnostic's file.
  func kata(owning path: String) -> Kata? {
    katas(owning: path).first
  }

  /// The katas a compile error stops: those whose files include its file, and those whose own
  /// files its notes point into, where the cause may be (an initializer left behind in 3.1's
  /// file makes a call in 7.1's ambiguous: 3.1 is where it is mended).
  func katas(stoppedBy error: Diagnostic) -> [Kata] {
    var katas = katas(owning: error.position.path)
    for path in error.notedPaths {
      for kata in self.katas(withStub: path) where !katas.contains(kata) { katas.append(kata) }
    }
    return katas
  }

  /// The katas whose learner's files (stubs) include a path.
  func katas(withStub path: String) -> [Kata] {
    katas.filter { $0.stubPaths.contains(path) }
  }

  /// The katas whose files include a path: the one whose stub, reference or compile check it is,
  /// or the katas whose `tests` or `yourTests` declare it (a fixture can be several katas'). A
  /// kata that declares no tests, in a curriculum older than the declarations, owns its suite's
  /// file and its extensions (`<Suite>+Screen.swift`), which verification reports.
  ///
  /// - Parameter path: A path relative to the package root.
  func katas(owning path: String) -> [Kata] {
    let testPath =
      path.hasPrefix(PackageLayout.kataTests + "/")
      ? String(path.dropFirst(PackageLayout.kataTests.count + 1)) : nil
    return katas.filter { kata in
      if kata.stubPaths.contains(path) || kata.referencePaths.contains(path)
        || path.hasPrefix(kata.compileCheckFolder + "/")
      {
        return true
      }
      guard let testPath else { return false }
      if kata.yourTests.contains(testPath) { return true }
      guard let tests = kata.tests else {
        return testPath.hasSuffix("/\(kata.suite).swift") || testPath.contains("/\(kata.suite)+")
      }
      return tests.contains(testPath)
    }
  }

  /// Checks that ids, slugs, suites and files are unique and well formed.
  func validate() throws {
    var problems: [Message] = []
    var seen: Set<String> = []
    for kata in katas {
      let keys = [
        ("id \(kata.id)", Message("two katas share the id {value}", ["value": kata.id])),
        ("slug \(kata.slug)", Message("two katas share the slug {value}", ["value": kata.slug])),
        (
          "suite \(kata.suite)", Message("two katas share the suite {value}", ["value": kata.suite])
        ),
      ]
      for (key, problem) in keys where !seen.insert(key).inserted {
        problems.append(problem)
      }
      for file in kata.files where !seen.insert("file \(file)").inserted {
        problems.append(
          Message(
            "kata {kata}: file {file} already belongs to another kata",
            ["kata": kata.id, "file": file]))
      }
      if kata.files.isEmpty {
        problems.append(Message("kata {kata} lists no files", ["kata": kata.id]))
      }
      if let edits = kata.edits, edits.isEmpty || !Set(edits).isSubset(of: kata.files) {
        problems.append(
          Message("kata {kata}: \"edits\" must name some of its \"files\"", ["kata": kata.id]))
      }
      // A kata can only need one that a learner meets before it: the order proves the rest.
      for need in kata.needs where need.kata == kata.id || !seen.contains("id \(need.kata)") {
        problems.append(
          Message(
            "kata {kata} needs {need}, which is not an earlier kata",
            ["kata": kata.id, "need": need.kata]))
      }
    }
    if katas.isEmpty {
      problems.append(Message("lists no katas; every module needs at least one"))
    }
    for module in modules where module.katas.isEmpty {
      problems.append(
        Message(
          "module {number} ({title}) has no katas",
          ["number": "\(module.number)", "title": module.title]))
    }
    guard let first = problems.first else { return }
    // One line per problem, so that each reads whole in either language.
    throw RunnerError.catalog(
      problems.dropFirst().reduce(
        Message("{file}: {problem}", ["file": Self.path], parts: ["problem": first])
      ) {
        Message(
          "{earlier}\n{file}: {problem}", ["file": Self.path],
          parts: ["earlier": $0, "problem": $1])
      })
  }

  /// What is wrong with a JSON file, in a few words: the key that is missing, or the decoder's
  /// own description.
  package static func describe(_ error: any Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\" at \(context.codingPath.map(\.stringValue))"
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context),
      DecodingError.dataCorrupted(let context):
      return context.debugDescription
    default:
      return "\(error)"
    }
  }
}

extension Kata {
  /// How far a typed name is from this kata's id, slug and title, in edits.
  fileprivate func distance(to name: String) -> Int {
    [id, slug, title.lowercased(), suite.lowercased()].map { $0.editDistance(to: name) }.min()!
  }
}
