import Foundation
import Testing

@testable import KataRunnerCore

/// The learner's path through the curriculum, run as the real binary on the package copy: katas
/// that can be done in order, a start anywhere, and what a kata needs from earlier ones.
extension EndToEndTests {
  private static let stub11 = "Sources/Katas/ResultBuilders/SentenceBuilder.swift"

  @Test("verify <kata> fails, naming the test and the state, when a test needs a later kata")
  func verifyCatchesLaterKata() throws {
    let copy = try PackageCopy.shared.get()
    try copy.restore()
    // Kata 3.1's old test: an if without else in a CompareView, which needs 4.1's buildIf.
    let added = "Tests/KataTests/Compare/CompareViewTests+If.swift"
    defer { try? FileManager.default.removeItem(at: copy.root.appending(path: added)) }
    try copy.write(
      """
      import Testing
      import ViewGraph

      private struct IfSideScreen: View {
        @State var showsAfter = false

        var body: some View {
          VStack {
            Button("toggle") { showsAfter.toggle() }
            CompareView {
              Text("before")
              if showsAfter {
                Text("after")
              }
            }
          }
        }
      }

      extension CompareViewTests {
        @Test("An if without else fills the trailing pane")
        func ifSide() throws {
          let host = ViewHost(IfSideScreen())
          try host.tap("toggle")
          #expect(host.render().contains("Text \\"after\\""), "the if's view must show")
        }
      }
      """, to: added)
    let result = try copy.run(["verify", "3.1"])
    #expect(result.code == 1, "\(result.output)")
    #expect(
      result.output.contains(
        "✘ [kata 3.1, passes in order] An if without else fills the trailing pane\n"
          + "    fails with 1.1-3.1 at reference and 3.2-7.1 as stubs."),
      "\(result.output)")
    #expect(result.output.contains("it needs a later kata"))
    #expect(result.output.contains("3.1   ✔"), "only 3.1 is verified: \(result.output)")
    #expect(!result.output.contains("\n4.1 "), "a narrowed run shows only its katas")
  }

  @Test("start puts in the references of the earlier katas, backs up, and moves the learner on")
  func startAnywhere() throws {
    let copy = try PackageCopy.shared.get()
    try copy.restore()
    try copy.write(try copy.read(Self.stub11) + "\n// my own try\n", to: Self.stub11)
    let refused = try copy.run(["start", "1.3"])
    #expect(refused.code == 1, "without a terminal, start must not overwrite edits: \(refused)")
    #expect(refused.output.contains("Pass --yes"))
    #expect(try copy.read(Self.stub11).contains("my own try"))
    let started = try copy.run(["start", "1.3", "--yes"])
    #expect(started.code == 0, "\(started.output)")
    #expect(started.output.contains("Put in the reference of 2 katas:"), "\(started.output)")
    #expect(started.output.contains("  1.1 buildBlock       \(Self.stub11)"), "\(started.output)")
    #expect(started.output.contains("Current kata: 1.3"), "\(started.output)")
    let folder = try #require(
      started.output.split(separator: "\n").first { $0.hasPrefix("Your versions are saved in ") }
    )
    .dropFirst("Your versions are saved in ".count).dropLast(2)
    #expect(try copy.read("\(folder)/\(Self.stub11)").contains("my own try"))
    #expect(
      try copy.read(Self.stub11)
        == copy.read("Sources/Builders/ResultBuilders/SentenceBuilder.swift"))
    let list = try copy.run(["list"])
    #expect(list.output.contains("✔ 1.1"), "\(list.output)")
    #expect(list.output.contains("✔ 1.2"))
  }

  @Test("check on a kata whose needed katas are not done says which to finish first")
  func needsMessage() throws {
    let copy = try PackageCopy.shared.get()
    try copy.restore()
    let result = try copy.run(["check", "4.3"])
    #expect(result.code == 1)
    #expect(
      result.output.contains(
        "4.3 uses 2.3 (VStack, HStack and Group), 4.1 (buildIf and TapCounter) and 4.2 "),
      "\(result.output)")
    #expect(result.output.contains("finish those first"))
    #expect(result.output.contains("kata-runner start 4.3"))
  }
}
