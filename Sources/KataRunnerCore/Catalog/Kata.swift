/// One exercise: a lesson, the files a learner edits, and the test suite that judges them.
public struct Kata: Codable, Hashable, Sendable {
  /// The kata's number within the curriculum, such as `"1.3"`.
  public var id: String
  /// A short lowercase name, used in the lesson's file name, such as `"build-either"`.
  public var slug: String
  /// The title learners see, such as `"buildOptional and buildEither"`.
  public var title: String
  /// The kata's files, relative to `Sources/Katas` (stubs) and `Sources/Builders` (references).
  public var files: [String]
  /// The name of the Swift Testing suite type in `Tests/KataTests` that checks this kata.
  public var suite: String

  /// The kata's number and title, as shown in lists: `"1.3 buildEither"`.
  public var displayName: String { "\(id) \(title)" }

  /// The paths of the learner's files, relative to the package root.
  public var stubPaths: [String] { files.map { "\(PackageLayout.stubs)/\($0)" } }

  /// The paths of the reference solution's files, relative to the package root.
  public var referencePaths: [String] { files.map { "\(PackageLayout.references)/\($0)" } }

  /// The folder that holds this kata's compile checks, relative to the package root.
  public var compileCheckFolder: String { "\(PackageLayout.compileChecks)/\(id)-\(slug)" }

  /// The identifier of the kata's suite in Swift Testing's event stream.
  public var suiteID: String { PackageLayout.suiteID(suite) }
}
