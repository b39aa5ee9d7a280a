import Foundation

@testable import KataRunnerCore

/// A course of three katas in one small package, laid out as BuilderKatas is (curriculum,
/// lessons, stubs, references, the trait switch, kata tests), for scenarios that run `verify`.
///
/// `verify` copies the package it checks and builds the copy from scratch the first time: on
/// this course that takes seconds, where even the end-to-end tests' slice of BuilderKatas
/// (``CourseSlice``) takes half a minute, and the whole course a minute of both cores.
///
/// The course lives at a stable path and its files are rewritten only when their text changes,
/// so that later runs build incrementally.
struct FixtureCourse {
  /// The course's root.
  let root: URL

  /// One kata: a function that its stub leaves undone.
  private struct Entry {
    var id: String
    var slug: String
    var title: String
    /// The function the learner writes.
    var function: String
    /// What the reference returns.
    var answer: String
    /// The name of its files and suite.
    var name: String { function.prefix(1).uppercased() + function.dropFirst() }
  }

  private static let katas = [
    Entry(
      id: "1.1", slug: "greeting", title: "Greeting", function: "greeting",
      answer: "\"Hello, \\(text)!\""),
    Entry(id: "1.2", slug: "shout", title: "Shout", function: "shout", answer: "text.uppercased()"),
    Entry(
      id: "1.3", slug: "whisper", title: "Whisper", function: "whisper",
      answer: "text.lowercased()"),
  ]

  /// Writes the course next to the package copies of this checkout.
  ///
  /// - Parameter extraTests: Kata test files to add, by path, such as a test that needs a later
  ///   kata; every other added test file from an earlier run is removed.
  static func make(extraTests: [String: String] = [:]) throws -> FixtureCourse {
    let course = FixtureCourse(root: PackageCopy.folder("course"))
    var files = baseFiles.merging(extraTests) { _, extra in extra }
    files[PackageLayout.curriculum] = curriculum
    for kata in katas {
      let stub = "// TODO: Kata \(kata.id).\n\"TODO\""
      files["Sources/Katas/\(kata.name).swift"] = source(kata.function, body: stub)
      files["Sources/Builders/\(kata.name).swift"] = source(kata.function, body: kata.answer)
      files["Tests/KataTests/\(kata.name)Tests.swift"] = tests(of: kata)
      files["Lessons/01-fixture/\(kata.id)-\(kata.slug).md"] = lesson(of: kata)
    }
    try course.write(files)
    return course
  }

  /// Makes the course's files exactly these: changed files are written, others removed.
  private func write(_ files: [String: String]) throws {
    let manager = FileManager.default
    let tests = root.appending(path: "Tests/KataTests")
    for old in (try? manager.contentsOfDirectory(atPath: tests.path)) ?? []
    where files["Tests/KataTests/\(old)"] == nil {
      try manager.removeItem(at: tests.appending(path: old))
    }
    for (path, text) in files {
      let url = root.appending(path: path)
      guard (try? String(contentsOf: url, encoding: .utf8)) != text else { continue }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  private static func source(_ function: String, body: String) -> String {
    """
    public func \(function)(_ text: String) -> String {
      \(body.replacingOccurrences(of: "\n", with: "\n  "))
    }

    """
  }

  /// One test, which every stub fails and every reference passes.
  private static func tests(of kata: Entry) -> String {
    """
    import Testing

    @Suite("\(kata.id) \(kata.title)")
    struct \(kata.name)Tests {
      @Test("\(kata.function) keeps the words")
      func keepsTheWords() {
        #expect(\(kata.function)("Ada").lowercased().contains("ada"))
      }
    }

    """
  }

  /// A lesson with the outline verify asks for.
  private static func lesson(of kata: Entry) -> String {
    """
    # \(kata.id) \(kata.title)

    - Edit: `Sources/Katas/\(kata.name).swift`

    ## The idea

    One function.

    ## Your task

    Write it.

    ## Pitfalls

    None.

    ## Hints

    <details><summary>Hint 1</summary>

    Read the test.

    </details>

    ## Further reading

    Nothing more.

    """
  }

  private static var curriculum: String {
    let katas = katas.map { kata in
      """
      {"id": "\(kata.id)", "slug": "\(kata.slug)", "title": "\(kata.title)", \
      "minutes": 5, "files": ["\(kata.name).swift"], "suite": "\(kata.name)Tests"}
      """
    }
    return """
      {"modules": [{"number": 1, "title": "Fixture", "folder": "01-fixture", "katas": [
      \(katas.joined(separator: ",\n"))
      ]}]}

      """
  }

  private static var baseFiles: [String: String] {
    // The course's index as verify reads it: each kata's row ends with its minutes, and the
    // module's heading says their sum.
    let index =
      ["## Module 1: Fixture (about 15 minutes)", "", "| Kata | Goal | Time |", "|---|---|---|"]
      + katas.map {
        "| [\($0.id) \($0.title)](01-fixture/\($0.id)-\($0.slug).md) | One function. | 5 min |"
      }
    return [
      "Package.swift": """
      // swift-tools-version: 6.1
      import PackageDescription

      let package = Package(
        name: "FixtureCourse",
        traits: [
          .trait(name: "Stubs"), .trait(name: "Solutions"), .default(enabledTraits: ["Stubs"]),
        ],
        targets: [
          .target(name: "Katas"),
          .target(name: "Builders"),
          .testTarget(
            name: "KataTests",
            dependencies: [
              .target(name: "Katas", condition: .when(traits: ["Stubs"])),
              .target(name: "Builders", condition: .when(traits: ["Solutions"])),
            ],
            swiftSettings: [.define("SOLUTIONS", .when(traits: ["Solutions"]))]
          ),
        ],
        swiftLanguageModes: [.v6]
      )

      """,
      "Tests/KataTests/Subject.swift": """
      #if SOLUTIONS
        @_exported import Builders
      #else
        @_exported import Katas
      #endif

      """,
      "Lessons/README.md": "# Fixture course\n\n" + index.joined(separator: "\n") + "\n",
    ]
  }
}
