import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

@Suite("Suggestions, lessons in the terminal, and watch's keys")
struct SmallOnesTests {
  @Test("A learner's build asks for the test bundle by the package's name, or for everything")
  func testProductFromTheManifest() throws {
    #expect(PackageBuild.testProduct(of: Fixtures.repository) == "BuilderKatasPackageTests")
    let root = try Fixtures.temporaryFolder("manifest")
    defer { try? FileManager.default.removeItem(at: root) }
    let manifest = root.appending(path: "Package.swift")
    try "let package = Package(name: \"Other\", targets: [])".write(
      to: manifest, atomically: true, encoding: .utf8)
    #expect(PackageBuild.testProduct(of: root) == "OtherPackageTests")
    try "let name = \"Other\"\nlet package = Package(name: name)".write(
      to: manifest, atomically: true, encoding: .utf8)
    #expect(PackageBuild.testProduct(of: root) == nil, "a name it cannot read plainly: build all")
  }

  @Test("Only a near miss gets a suggestion; a number or a far-off name gets none")
  func nearMissesOnly() {
    let catalog = Fixtures.catalog
    #expect(catalog.nearMiss(for: "bulid-block")?.id == "1.1")
    #expect(catalog.nearMiss(for: "tupleview")?.id == "2.1")
    #expect(catalog.nearMiss(for: "9.9") == nil)
    #expect(catalog.nearMiss(for: "1.8") == nil)
    #expect(catalog.nearMiss(for: "gradient") == nil)
    let message = RunnerError.unknownKata("9.9", suggestion: nil).description
    #expect(!message.contains("Did you mean"))
    #expect(message.contains("kata-runner list"))
  }

  @Test("A lesson in the terminal has no HTML: hints point at hint, other blocks stay folded")
  func rendersFoldedBlocks() {
    let lesson = """
      # 7.1 Capstone

      ## The idea

      Predict first.

      <details>
      <summary>The draft's trace: open it only after you have predicted</summary>

      ```text
      removed  Draft
      ```

      </details>

      ```swift
      // <details> inside code is code
      ```

      ## Hints

      <details>
      <summary>Hint 1</summary>

      Secret.

      </details>

      ## Further reading

      More.
      """
    let text = LessonTerminal.render(lesson, kataID: "7.1", path: "Lessons/7.1.md")
    #expect(!text.contains("<summary>") && !text.contains("</details>"), "\(text)")
    #expect(
      text.contains(
        "▸ The draft's trace: open it only after you have predicted "
          + "(folded here: read it in Lessons/7.1.md at line 7)"))
    #expect(!text.contains("removed  Draft"), "a folded block's content stays hidden")
    #expect(!text.contains("Secret."))
    #expect(text.contains("Run `swift run kata-runner hint 7.1` to see them one at a time."))
    #expect(text.contains("// <details> inside code is code"))
    #expect(text.contains("## Further reading\n\nMore."))
  }

  @Test("A lesson in the terminal links from the package root, where the learner runs the runner")
  func terminalLinksFromRoot() {
    let lesson = """
      See [the source](../SOURCES.md#se-0289), [kata 4.1](../04-conditionals/4.1-build-if.md),
      [above](#the-idea), [the proposal](https://example.com/a.md) and [here](./x.md).

      ```swift
      let link = "[kept](../code.md)"
      ```
      """
    let text = LessonTerminal.render(
      lesson, kataID: "4.3", path: "Lessons/ja/04-conditionals/4.3-toggle-identity.md")
    #expect(
      text.contains(
        "See [the source](Lessons/ja/SOURCES.md#se-0289), "
          + "[kata 4.1](Lessons/ja/04-conditionals/4.1-build-if.md),"), "\(text)")
    #expect(
      text.contains(
        "[above](Lessons/ja/04-conditionals/4.3-toggle-identity.md#the-idea), "
          + "[the proposal](https://example.com/a.md) and "
          + "[here](Lessons/ja/04-conditionals/x.md)."))
    #expect(text.contains(#"let link = "[kept](../code.md)""#), "code is shown as written")
  }

  @Test("watch's keys read the same in its help, on its screen and in the README")
  func oneWordingForKeys() throws {
    let keys = WatchCommand.keys(.english)
    #expect(WatchCommand.abstract(.english).contains("(keys: \(keys))"))
    let readme = Fixtures.repository.appending(path: "README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    #expect(text.replacingOccurrences(of: "`", with: "").contains("keys: \(keys)"))
  }
}

@Suite("Output that could not be written")
struct StandardOutputTests {
  @Test("A failed write (a full disk) is exit 3 with what happened; a closed pipe ends quietly")
  func failedWrites() {
    let full = StandardOutput.verdict(0, writeFailed: true, error: ENOSPC)
    #expect(full.0 == 3)
    #expect(full.1?.description.contains("could not be written (the disk is full)") == true)
    #expect(StandardOutput.verdict(0, writeFailed: true, error: EPIPE) == (0, nil))
    #expect(full.1?.description.contains("free some space") == true)
    // Fault pass row 77: a closed output is not a full disk.
    let closed = StandardOutput.verdict(0, writeFailed: true, error: EBADF)
    #expect(closed.0 == 3)
    #expect(closed.1?.description.contains("standard output is closed") == true)
    #expect(closed.1?.description.contains("free some space") == false)
    #expect(StandardOutput.verdict(1, writeFailed: false, error: 0) == (1, nil))
  }
}
