import Foundation

@testable import KataRunnerCore

/// Small, hand-made inputs shared by the runner's tests.
enum Fixtures {
  /// A catalog of two modules with three katas.
  static let catalog = Catalog(modules: [
    KataModule(
      number: 1, title: "Result builders", folder: "01-result-builders",
      katas: [
        Kata(
          id: "1.1", slug: "build-block", title: "buildBlock",
          files: ["ResultBuilders/SentenceBuilder.swift"], suite: "SentenceBuilderTests"),
        Kata(
          id: "1.2", slug: "build-expression", title: "buildExpression",
          files: ["ResultBuilders/ListBuilder.swift"], suite: "ListBuilderTests"),
      ]),
    KataModule(
      number: 2, title: "Views", folder: "02-views",
      katas: [
        Kata(
          id: "2.1", slug: "tuple-view", title: "TupleView",
          files: ["Views/TupleView.swift", "Views/ViewBuilder.swift"],
          edits: ["Views/TupleView.swift"], suite: "TupleViewTests")
      ]),
  ])

  /// This repository: the course whose curriculum, lessons and guides some tests read. These
  /// tests live in `Maintainers/Tests/KataRunnerTests`; under `kata-course verify`, in
  /// verification's copy of the repository.
  static let repository = URL(filePath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// A new, empty folder for one test, under the system's temporary folder; the test removes it.
  ///
  /// - Parameter name: What the folder is for, the start of its name.
  static func temporaryFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appending(path: "\(name)-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Writes files under a folder, each at its path relative to it, making their folders.
  ///
  /// - Parameters:
  ///   - files: Each file's path and text.
  ///   - root: The folder.
  static func write(_ files: [(path: String, text: String)], under root: URL) throws {
    for (path, text) in files {
      let url = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: url, atomically: true, encoding: .utf8)
    }
  }

  /// A package root that does not exist, for path handling.
  static let root = URL(filePath: "/work/pkg", directoryHint: .isDirectory)

  /// One event-stream line that lists a test function.
  static func testRecord(_ suite: String, _ function: String, displayName: String? = nil)
    -> String
  {
    let name = displayName.map { "\"displayName\":\"\($0)\"," } ?? ""
    return """
      {"kind":"test","payload":{\(name)"id":"KataTests.\(suite)/\(function)/F.swift:1:2",\
      "kind":"function","name":"\(function)","isParameterized":false,\
      "sourceLocation":{"fileID":"KataTests/F.swift","line":1,"column":2}},"version":0}
      """
  }

  /// One event-stream line that reports an event about a test function.
  static func event(_ kind: String, _ suite: String, _ function: String) -> String {
    """
    {"kind":"event","payload":{"kind":"\(kind)","messages":[],\
    "testID":"KataTests.\(suite)/\(function)/F.swift:1:2"},"version":0}
    """
  }

  /// One event-stream line that records a failed expectation.
  static func issue(_ suite: String, _ function: String, known: Bool = false) -> String {
    """
    {"kind":"event","payload":{"kind":"issueRecorded","testID":"KataTests.\(suite)/\(function)/F.swift:1:2",\
    "issue":{"isKnown":\(known),"sourceLocation":{"_filePath":"/work/pkg/Tests/KataTests/F.swift",\
    "fileID":"KataTests/F.swift","line":7,"column":5}},\
    "messages":[{"symbol":"fail","text":"Expectation failed: 1 == 2"},\
    {"symbol":"details","text":"explain"}]},"version":0}
    """
  }

  /// The line that ends a complete run.
  static let runEnded = #"{"kind":"event","payload":{"kind":"runEnded","messages":[]},"version":0}"#
}

extension Fixtures {
  /// A kata's verdict of one test, "Joins words", with the outcome given: enough for a row of
  /// the class table.
  static func oneTest(_ id: String, _ outcome: TestOutcome) -> KataVerdict {
    KataVerdict(
      kataID: id, tests: [TestResult(id: "t", name: "Joins words", suite: "S", outcome: outcome)],
      checks: [])
  }
}
