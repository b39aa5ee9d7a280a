/// One exercise: a lesson, the files a learner edits, and the test suite that judges them.
package struct Kata: Codable, Hashable, Sendable {
  /// The kata's number within the curriculum, such as `"1.3"`.
  package var id: String
  /// A short lowercase name, used in the lesson's file name, such as `"build-either"`.
  var slug: String
  /// The title learners see, such as `"buildOptional and buildEither"`.
  package var title: String
  /// How long the kata takes, in minutes, as the course's index (`Lessons/README.md`) tells
  /// learners; workshop agendas add these up. `nil` only in a curriculum that does not say,
  /// which verification reports.
  package var minutes: Int? = nil
  /// The kata's files, relative to `Sources/Katas` (stubs) and `Sources/Builders` (references):
  /// what verification swaps between stub and reference, and what a verdict is made from.
  var files: [String]
  /// The files the learner edits, in the order the lesson takes them, for a kata that also
  /// gives files to read (such as 2.1's `ViewBuilder.swift`); `nil` when the learner edits every
  /// file of `files`.
  var edits: [String]? = nil
  /// The name of the Swift Testing suite type in `Tests/KataTests` that checks this kata.
  package var suite: String
  /// The kata's test files, relative to `Tests/KataTests`: its suite's, and the fixtures it
  /// shares with some other katas (8.1 and 8.2's `Lists/TodoFixtures.swift`). A change to one
  /// outdates only the verdicts of the katas that declare it. `nil` in a curriculum older than
  /// these declarations (see ``Catalog/katas(owning:)``).
  package var tests: [String]? = nil
  /// The test files the lesson asks the learner to write, relative to `Tests/KataTests`, such as
  /// 3.2's `Compare/VerboseCompareViewTests+Yours.swift` (an extension of the kata's suite, so
  /// its tests run and count with the course's): the learner's own, so writing one is never an
  /// edit of the course's tests; empty for most katas. The course does not ship them.
  package var yourTests: [String] = []
  /// The earlier katas whose code this kata's tests use, so a learner who skips ahead is told
  /// which to finish first; empty when the kata stands on the engine alone.
  var needs: [KataNeed] = []
  /// Compile errors the kata is known for, each with its likely cause in the lesson's words, so
  /// that the runner names the pitfall rather than a guess; empty for most katas.
  var knownErrors: [KnownError] = []
  /// The title in the learner's language, where the course's table has it (see
  /// ``Catalog/said(in:root:)``); `nil` in English, which ``title`` is in.
  var saidTitle: String? = nil

  /// The title as the learner reads it: in their language where the course has it.
  var shownTitle: String { saidTitle ?? title }

  /// The kata's number and title, as shown in lists: `"1.3 buildEither"`.
  var displayName: String { "\(id) \(shownTitle)" }

  /// The paths of the learner's files, relative to the package root.
  package var stubPaths: [String] { files.map { "\(PackageLayout.stubs)/\($0)" } }

  /// The paths of the files the learner edits, relative to the package root.
  package var editPaths: [String] { (edits ?? files).map { "\(PackageLayout.stubs)/\($0)" } }

  /// The paths of the reference solution's files, relative to the package root.
  package var referencePaths: [String] { files.map { "\(PackageLayout.references)/\($0)" } }

  /// The folder that holds this kata's compile checks, relative to the package root.
  package var compileCheckFolder: String { "\(PackageLayout.compileChecks)/\(id)-\(slug)" }

  /// The identifier of the kata's suite in Swift Testing's event stream.
  var suiteID: String { PackageLayout.suiteID(suite) }
}

/// A compile error a kata is known for: the compiler's words, and what usually causes them.
struct KnownError: Codable, Hashable, Sendable {
  /// A part of the compiler's message, such as `type '()' cannot conform to 'View'`.
  var message: String
  /// The likely cause, for the learner, such as "a closure property without `@ViewBuilder`".
  var cause: String
}

/// An earlier kata whose code a kata uses, and what it uses from it.
package struct KataNeed: Codable, Hashable, Sendable {
  /// The id of the kata that is needed, such as `"4.1"`.
  var kata: String
  /// What is used from it, in a few words for learners, such as `"buildIf"`.
  var uses: String
}

extension Kata {
  private enum CodingKeys: String, CodingKey {
    case id, slug, title, minutes, files, edits, suite, tests, yourTests, needs, knownErrors
  }

  /// Reads a kata; `minutes`, `edits`, `tests`, `yourTests`, `needs` and `knownErrors` may be
  /// left out.
  package init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(String.self, forKey: .id)
    slug = try container.decode(String.self, forKey: .slug)
    title = try container.decode(String.self, forKey: .title)
    minutes = try container.decodeIfPresent(Int.self, forKey: .minutes)
    files = try container.decode([String].self, forKey: .files)
    edits = try container.decodeIfPresent([String].self, forKey: .edits)
    suite = try container.decode(String.self, forKey: .suite)
    tests = try container.decodeIfPresent([String].self, forKey: .tests)
    yourTests = try container.decodeIfPresent([String].self, forKey: .yourTests) ?? []
    needs = try container.decodeIfPresent([KataNeed].self, forKey: .needs) ?? []
    knownErrors = try container.decodeIfPresent([KnownError].self, forKey: .knownErrors) ?? []
  }
}
