import Foundation
import KataRunnerCore

/// `kata-course verify`: the maintainers' check that every kata is sound, and the instructor's
/// that the course works on their machine (`--course`: without the engine's and the runner's
/// own tests).
struct VerifyCommand: RunnerCommand {
  static let name = "verify"
  static func abstract(_ words: Words) -> String {
    words(
      """
      Prove the katas can be done in order (each fails as a stub, passes once solved); \
      --course leaves out the engine's and the runner's own tests.
      """)
  }
  static let usage = "verify [<kata>...] [--course] [--needs] [--timeout <seconds>]"

  private var kataNames: [String]
  private var options: TestOptions
  private var needs: Bool
  /// Whether to leave out the maintainers' package (the engine's and the runner's tests).
  private var courseOnly: Bool

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner, default: Verifier.defaultTestTimeLimit)
    needs = scanner.flag("--needs")
    courseOnly = scanner.flag("--course")
    kataNames = try scanner.positionals(0...Int.max, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let only = kataNames.isEmpty ? nil : try kataNames.map { try context.catalog.kata(named: $0) }
    let lock = try Self.takeRunLock(in: context)
    defer { lock?.release() }
    let start = Date()
    let verifier = Verifier(
      root: context.root, catalog: context.catalog, testTimeLimit: options.timeLimit,
      words: context.words
    ) { line in
      context.print(context.style.dim("[\(Int(Date().timeIntervalSince(start))) s] \(line)"))
      fflush(nil)  // progress must show at once, in CI logs and pipes too
    }
    let edited = Self.editedStubsNote(
      catalog: context.catalog, root: context.root, words: context.words)
    if let note = edited {
      context.printNote(note)
      context.print("")
    }
    // --needs proves the curriculum's `needs` lists instead: one more build per kata.
    let findings =
      try needs
      ? verifier.runNeeds(only: only) : verifier.run(only: only, maintainers: !courseOnly)
    context.print("")
    context.print(
      VerifyTable(
        catalog: context.catalog, findings: findings, style: context.style, words: context.words
      ).render())
    if let note = edited, !findings.allSatisfy(\.isPassing) {
      context.printNote(note)
    }
    let took = Double(Int(Date().timeIntervalSince(start)))
    context.print(
      context.style.dim(context.words("verify took {time}", ["time": context.words.seconds(took)])))
    return findings.allSatisfy(\.isPassing) ? 0 : 1
  }

  /// What to say when the stubs verified are not the course's (someone practised in this
  /// clone): a stub that was solved passes where it must fail, and the table alone would blame
  /// the course. `nil` when every stub is the course's, or git cannot tell.
  static func editedStubsNote(catalog: Catalog, root: URL, words: Words = .english) -> String? {
    let pristine = PristineStubs(root: root)
    var revision = ""
    let edited = catalog.katas.filter { kata in
      kata.stubPaths.contains { path in
        guard let original = try? pristine.text(of: path) else { return false }
        revision = original.revision
        return TextFile.read(root.appending(path: path)) != original.text
      }
    }
    guard !edited.isEmpty else { return nil }
    let ids = edited.map(\.id)
    let shown =
      ids.count > 8
      ? words(
        "{katas} and {count} more",
        ["katas": ids.prefix(8).joined(separator: words.comma), "count": "\(ids.count - 8)"])
      : words.list(ids)
    return words(
      """
      the stubs of {katas} differ from the course's (git {revision}), as in a clone someone \
      practised in. verify tests the files as they are, so a solved stub passes where a stub \
      must fail ("fails as stub"). To verify the course as learners get it, verify a fresh \
      clone, or `git stash` first and `git stash pop` after.
      """, ["katas": shown, "revision": revision])
  }

  /// One verification at a time per package: two would share verification's copy (kept for
  /// incremental rebuilds) and the end-to-end copies, and each would test the other's stubs.
  /// A second run waits, and says so.
  ///
  /// - Returns: The lock; releasing it lets the next run go.
  private static func takeRunLock(in context: RunnerContext) throws -> FileLock? {
    let folder = context.root.appending(path: ".build")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try FileLock.take(
      at: folder.appending(path: "kata-verify.lock"), limit: nil,
      waiting: {
        context.print(
          context.style.dim(
            context.words(
              """
              Waiting for another `{command} verify` of this package to finish (they would share \
              {folder})…
              """, ["command": Launcher.command, "folder": VerifyWorkspace.folder])))
        fflush(nil)
      },
      timedOut: {
        RunnerError.tool(Message("Verification waits without a limit, so it never times out."))
      })
  }
}
