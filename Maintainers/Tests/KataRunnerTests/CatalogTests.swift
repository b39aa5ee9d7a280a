import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Catalog")
struct CatalogTests {
  @Test(
    "A kata is found by id, slug or suite, typed with a Japanese input method on too",
    arguments: [
      "1.2", "build-expression", "ListBuilderTests", "１.２", "１．２", "１。２", "ｂｕｉｌｄ-expression",
    ])
  func findsKata(name: String) throws {
    #expect(try Fixtures.catalog.kata(named: name).id == "1.2")
  }

  @Test("A mistyped name suggests the closest kata")
  func suggestsClosest() {
    #expect(throws: RunnerError.unknownKata("bulid-block", suggestion: "1.1 (buildBlock)")) {
      try Fixtures.catalog.kata(named: "bulid-block")
    }
  }

  @Test("Lesson paths follow the module folder, id and slug")
  func lessonPath() {
    let kata = Fixtures.catalog.katas[2]
    #expect(Fixtures.catalog.lessonPath(of: kata) == "Lessons/02-views/2.1-tuple-view.md")
  }

  @Test("Two katas claiming one file are rejected with the file named")
  func rejectsSharedFile() {
    var catalog = Fixtures.catalog
    catalog.modules[1].katas[0].files.append("ResultBuilders/ListBuilder.swift")
    #expect(throws: RunnerError.self) { try catalog.validate() }
  }

  @Test("The files a learner edits must be some of the kata's own files")
  func rejectsEditsOutsideFiles() throws {
    try Fixtures.catalog.validate()
    var catalog = Fixtures.catalog
    catalog.modules[1].katas[0].edits = ["Views/Stacks.swift"]
    #expect(throws: RunnerError.self) { try catalog.validate() }
    catalog.modules[1].katas[0].edits = []
    #expect(throws: RunnerError.self) { try catalog.validate() }
  }

  @Test("A curriculum that names a file the references do not have is refused, naming it")
  func missingReferenceNamed() throws {
    let root = FileManager.default.temporaryDirectory.appending(path: "catalog-\(UUID())")
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: "Lessons"), withIntermediateDirectories: true)
    try JSONEncoder().encode(Fixtures.catalog).write(
      to: root.appending(path: PackageLayout.curriculum))
    for kata in Fixtures.catalog.katas.dropFirst() {
      for path in kata.referencePaths {
        try FileManager.default.createDirectory(
          at: root.appending(path: path).deletingLastPathComponent(),
          withIntermediateDirectories: true)
        try "// reference".write(to: root.appending(path: path), atomically: true, encoding: .utf8)
      }
    }
    #expect {
      try Catalog.load(fromPackageAt: root)
    } throws: { error in
      "\(error)".contains(
        "kata 1.1 names a file whose reference, "
          + "Sources/Builders/ResultBuilders/SentenceBuilder.swift, does not exist")
    }
  }

  @Test("The repository's own curriculum loads and names existing files")
  func loadsRealCurriculum() throws {
    let root = Fixtures.repository
    let catalog = try Catalog.load(fromPackageAt: root)
    #expect(!catalog.katas.isEmpty)
    for kata in catalog.katas {
      for path in kata.stubPaths + kata.referencePaths + [catalog.lessonPath(of: kata)] {
        #expect(
          FileManager.default.fileExists(atPath: root.appending(path: path).path),
          "kata \(kata.id) names \(path), which does not exist")
      }
    }
  }
}
