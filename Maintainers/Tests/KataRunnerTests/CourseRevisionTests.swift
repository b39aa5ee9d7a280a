import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

/// A learner's clone of a course whose author publishes an update: git only, no build.
@Suite("The course commit a clone is at: where the learner's branch left the course")
struct CourseRevisionTests {
  private static let suite = "Tests/KataTests/ResultBuilders/ListBuilderTests.swift"
  private static let stub = "Sources/Katas/ResultBuilders/SentenceBuilder.swift"

  /// A course repository with one commit, and a learner's clone of it.
  private struct Clones {
    let folder: URL
    var course: URL { folder.appending(path: "course") }
    var learner: URL { folder.appending(path: "learner") }

    init() throws {
      folder = FileManager.default.temporaryDirectory.appending(path: "course-\(UUID())")
      try FileManager.default.createDirectory(at: course, withIntermediateDirectories: true)
      try git(["init", "-q"], in: course)
      try write("// version 1\n", to: suite, in: course)
      try write("// stub, version 1\n", to: stub, in: course)
      try git(["add", "-A"], in: course)
      try git(["commit", "-q", "-m", "course"], in: course)
      try git(["clone", "-q", course.path, learner.path], in: folder)
    }

    /// The course's author changes a test and a stub, and the learner's clone fetches it.
    func publishUpdate() throws {
      try write("// version 2\n", to: CourseRevisionTests.suite, in: course)
      try write("// stub, version 2\n", to: CourseRevisionTests.stub, in: course)
      try git(["commit", "-q", "-am", "update"], in: course)
      try git(["fetch", "-q"], in: learner)
    }

    func write(_ text: String, to path: String, in root: URL) throws {
      let file = root.appending(path: path)
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }

    @discardableResult
    func git(_ arguments: [String], in root: URL) throws -> String {
      let identity = ["-c", "user.name=Author", "-c", "user.email=author@example.com"]
      let result = try Git.run(identity + arguments, in: root)
      guard result.termination == .exited(0) else {
        throw RunnerError.tool(Message(verbatim: "git \(arguments): \(result.errors)"))
      }
      return result.output
    }
  }

  @Test("verify names the katas whose stubs differ from the course's, as in a practised clone")
  func verifySaysStubsAreEdited() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    #expect(VerifyCommand.editedStubsNote(catalog: Fixtures.catalog, root: clones.learner) == nil)
    try clones.write("// solved\n", to: Self.stub, in: clones.learner)
    let note = try #require(
      VerifyCommand.editedStubsNote(catalog: Fixtures.catalog, root: clones.learner))
    #expect(note.hasPrefix("the stubs of 1.1 differ from the course's (git "), "\(note)")
    #expect(note.contains("a solved stub passes where a stub must fail"))
    #expect(note.contains("verify a fresh clone, or `git stash` first"))
  }

  @Test("A fetched course update is no edit of the learner's tests")
  func fetchedUpdateIsNoEdit() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    try clones.publishUpdate()
    #expect(
      EditedTests.katas(in: clones.learner, catalog: Fixtures.catalog).isEmpty,
      "the update waits in origin/main; the learner's tests are the course's as they took it")
  }

  @Test("reset's untouched stub is the learner's course version, not the fetched update's")
  func pristineStubIsTheLearnersCourse() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    try clones.publishUpdate()
    let pristine = try PristineStubs(root: clones.learner).text(of: Self.stub)
    #expect(pristine.text == "// stub, version 1\n", "the version 2 stub would not match the tests")
  }

  @Test("A test edit the learner committed is still an edit, with a course update fetched too")
  func committedEditStillShows() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    try clones.write("// my version\n", to: Self.suite, in: clones.learner)
    try clones.git(["commit", "-q", "-am", "mine"], in: clones.learner)
    try clones.publishUpdate()
    #expect(EditedTests.katas(in: clones.learner, catalog: Fixtures.catalog) == ["1.2"])
    #expect(Git.courseRevision(in: clones.learner) != "HEAD", "the merge base, before `mine`")
  }

  @Test("A fetched update is counted until it is pulled")
  func updateCounted() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    #expect(Git.courseUpdateCommits(in: clones.learner) == 0)
    try clones.publishUpdate()
    #expect(Git.courseUpdateCommits(in: clones.learner) == 1)
    try clones.git(["pull", "-q"], in: clones.learner)
    #expect(Git.courseUpdateCommits(in: clones.learner) == 0)
    #expect(Git.courseUpdateCommits(in: clones.course) == 0, "no upstream: nothing to take")
  }

  @Test("Without an upstream or an origin, the course commit is HEAD")
  func noUpstreamIsHead() throws {
    let clones = try Clones()
    defer { try? FileManager.default.removeItem(at: clones.folder) }
    #expect(Git.courseRevision(in: clones.course) == "HEAD")
  }
}
