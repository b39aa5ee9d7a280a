import Foundation
import Testing

@testable import KataRunnerCore

@Suite("Compiler diagnostics")
struct DiagnosticTests {
  @Test("Errors and warnings are parsed once each, with paths relative to the package")
  func parsesErrors() {
    let output = """
      /work/pkg/Sources/Katas/ResultBuilders/ListBuilder.swift:12:5: error: cannot find 'x' in scope
      10 |   let y = 1
         |   `- error: cannot find 'x' in scope
      /work/pkg/Sources/Katas/ResultBuilders/ListBuilder.swift:12:5: error: cannot find 'x' in scope
      /tmp/other.swift:3:1: warning: variable 'z' was never used
      /tmp/other.swift:4:1: note: a note is not a diagnostic the runner shows
      """
    let diagnostics = Diagnostic.parse(output, relativeTo: Fixtures.root)
    #expect(
      diagnostics.map(\.description) == [
        "Sources/Katas/ResultBuilders/ListBuilder.swift:12:5: error: cannot find 'x' in scope",
        "/tmp/other.swift:3:1: warning: variable 'z' was never used",
      ])
  }

  @Test("Errors are attributed to the kata that owns the file")
  func attributesToKata() {
    let catalog = Fixtures.catalog
    #expect(catalog.kata(owning: "Sources/Katas/Views/ViewBuilder.swift")?.id == "2.1")
    #expect(
      catalog.kata(owning: "Tests/KataTests/ResultBuilders/ListBuilderTests.swift")?.id == "1.2")
    #expect(catalog.kata(owning: "Tests/CompileChecks/1.1-build-block/x.swift")?.id == "1.1")
    #expect(catalog.kata(owning: "Sources/ViewGraph/Views/View.swift") == nil)
  }
}
