import Foundation
import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("Stubs against references")
struct StubDriftTests {
  /// A builder as a stub: one function for the learner, one given.
  private let stub = """
    /// Joins words.
    @resultBuilder
    public enum Words {
      /// Joins the words of a block.
      public static func buildBlock(_ words: String...) -> String {
        // TODO: Kata 1.1. Join the words. Lessons/01/1.1.md
        "TODO"
      }

      /// Given: one word per expression.
      public static func buildExpression(_ word: String) -> String {
        word  // a word is its own text
      }
    }
    """

  private func drift(_ stub: String, _ reference: String) -> [String] {
    let found = StubDrift.drift(
      stub: StubDrift.outline(of: stub), reference: StubDrift.outline(of: reference))
    return found.stubOnly.map { "stub \($0.number): \($0.code)" }
      + found.referenceOnly.map { "reference \($0.number): \($0.code)" }
  }

  @Test(
    "The body that holds a TODO is the learner's: the reference may differ there, and only there")
  func todoBodyIsTheLearners() {
    let solved = stub.replacing(
      "    // TODO: Kata 1.1. Join the words. Lessons/01/1.1.md\n    \"TODO\"",
      with: "    words.joined(separator: \" \")")
    #expect(drift(stub, solved).isEmpty)
    let drifted = solved.replacing("word  // a word", with: "word.lowercased()  // a word")
    #expect(drift(stub, drifted) == ["stub 12: word"], "a given body changed in the reference")
  }

  @Test("Comments and indentation are each side's own; code outside the regions is not")
  func commentsAreNotCompared() {
    let reworded = stub.replacing("/// Given: one word per expression.", with: "/// One word.")
      .replacing("word  // a word is its own text", with: "    word")
    #expect(drift(stub, reworded).isEmpty)
    let renamed = stub.replacing("public enum Words", with: "public enum WordBuilder")
    #expect(drift(stub, renamed) == ["stub 3: public enum Words {"])
  }

  @Test("A signature is part of its region: the learner may change what the TODO's function takes")
  func signatureIsInTheRegion() {
    let outline = StubDrift.outline(
      of: """
        extension View {
          @inlinable
          public func `if`<Content: View>(
            _ condition: Bool, transform: (Self) -> Content
          ) -> some View {
            // TODO: Kata 6.2. Write the if.
            Text("TODO")
          }
        }
        """)
    #expect(outline.regions == [2...8], "from the attribute to the closing brace")
    #expect(outline.todos.map(\.kata) == ["6.2"])
  }

  @Test("What the reference adds is the learner's to add; a file without a TODO must match whole")
  func additionsAreFreeOnlyWhereThereIsWork() {
    let added = stub.replacing(
      "  /// Joins the words of a block.", with: "  static let separator = \" \"\n  /// Joins")
    #expect(drift(stub, added).isEmpty)
    let given = stub.replacing(
      "    // TODO: Kata 1.1. Join the words. Lessons/01/1.1.md\n", with: "")
    #expect(
      drift(
        given, added.replacing("// TODO: Kata 1.1. Join the words. Lessons/01/1.1.md", with: ""))
        == ["reference 4: static let separator = \" \""])
  }

  @Test("A TODO among an extension's members makes the whole extension the learner's to delete")
  func extensionToDelete() {
    let stubWithExtension =
      stub + """

        extension Words {
          // TODO: Kata 1.1. Delete this extension.

          /// Too permissive.
          public static func buildExpression<T>(_ value: T) -> String { "TODO" }
        }
        """
    #expect(drift(stubWithExtension, stub).isEmpty)
  }

  @Test("What the outline cannot read is said, not guessed")
  func blockCommentsAreReported() {
    #expect(
      StubDrift.outline(of: "let a = 1 /* one */").unreadable?.description
        == "line 1: a block comment")
    #expect(
      StubDrift.outline(of: "let a = \"\"\"\n{\n\"\"\"").unreadable?.description
        == "line 1: a multi-line string literal")
    #expect(StubDrift.outline(of: "let a = \"/* { // not a comment\"").unreadable == nil)
  }

  @Test("In the course, every stub agrees with its reference outside the learner's regions")
  func courseStubsAgree() throws {
    let root = Fixtures.repository
    let catalog = try Catalog.load(fromPackageAt: root)
    let verifier = Verifier(root: root, catalog: catalog) { _ in }
    let problems = verifier.stubFindings().compactMap(\.problem)
    #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
  }

  @Test("A TODO that names a kata which does not edit the file is reported")
  func todoNamesItsKata() throws {
    let root = try Fixtures.temporaryFolder("stub-drift")
    defer { try? FileManager.default.removeItem(at: root) }
    for (folder, text) in [
      ("Sources/Katas", stub.replacing("Kata 1.1", with: "Kata 1.2")), ("Sources/Builders", stub),
    ] {
      let file = root.appending(path: "\(folder)/ResultBuilders/SentenceBuilder.swift")
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try text.write(to: file, atomically: true, encoding: .utf8)
    }
    let findings = Verifier(root: root, catalog: Fixtures.catalog) { _ in }.stubFindings()
    let problem = try #require(findings.first { $0.kataID == "1.1" }?.problem)
    #expect(
      problem.contains(
        "Sources/Katas/ResultBuilders/SentenceBuilder.swift:6 names kata 1.2, which does not "
          + "edit this file"), "\(problem)")
  }
}
