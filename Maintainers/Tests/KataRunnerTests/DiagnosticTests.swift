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

  @Test("A note printed on its own line and in the excerpt is kept once, with its position")
  func noteOnce() {
    // swiftc 6.3's output, with the course's paths.
    let output = """
      /work/pkg/Tests/KataTests/Lists/BuilderPropertyTests.swift:32:22: error: type '()' cannot conform to 'View'
      31 |   func f() {
      32 |     let view = ClosureCompareView {
         |                      |- error: type '()' cannot conform to 'View'
         |                      `- note: only concrete types such as structs can conform
      33 |       (T(), ())

      /work/pkg/Sources/Katas/Lists/BuilderProperties.swift:13:15: note: required by generic struct 'ClosureCompareView' where 'Trailing' = '()'
      12 |
      13 | public struct ClosureCompareView<Leading: View, Trailing: View>: View {
         |               `- note: required by generic struct 'ClosureCompareView' where 'Trailing' = '()'
      14 |   public init(_ make: () -> (Leading, Trailing)) {}
      """
    let diagnostics = Diagnostic.parse(output, relativeTo: Fixtures.root)
    #expect(
      diagnostics.first?.notes == [
        "only concrete types such as structs can conform",
        "required by generic struct 'ClosureCompareView' where 'Trailing' = '()' "
          + "(Sources/Katas/Lists/BuilderProperties.swift:13:15)",
      ])
    #expect(diagnostics.first?.notedPaths == ["Sources/Katas/Lists/BuilderProperties.swift"])
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
