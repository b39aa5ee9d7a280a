import Foundation

/// `kata-runner verify`: the maintainers' check that every kata is sound.
struct VerifyCommand: RunnerCommand {
  static let name = "verify"
  static let abstract =
    "Maintainers: prove the katas can be done in order (each fails as a stub, passes once solved)."
  static let usage = "verify [<kata>...] [--needs] [--timeout <seconds>]"

  private var kataNames: [String]
  private var options: TestOptions
  private var needs: Bool

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner, default: 30)
    needs = scanner.flag("--needs")
    kataNames = try scanner.positionals(0...Int.max, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let only = kataNames.isEmpty ? nil : try kataNames.map { try context.catalog.kata(named: $0) }
    let lock = try Self.takeRunLock(in: context)
    defer { lock?.release() }
    let start = Date()
    let verifier = Verifier(
      root: context.root, catalog: context.catalog, testTimeLimit: options.timeLimit
    ) { line in
      print(context.style.dim("[\(Int(Date().timeIntervalSince(start))) s] \(line)"))
      fflush(nil)  // progress must show at once, in CI logs and pipes too
    }
    // --needs proves the curriculum's `needs` lists instead: one more build per kata.
    let findings = try needs ? verifier.runNeeds(only: only) : verifier.run(only: only)
    print("")
    print(VerifyTable(catalog: context.catalog, findings: findings, style: context.style).render())
    print(context.style.dim("verify took \(Int(Date().timeIntervalSince(start))) s"))
    return findings.allSatisfy(\.isPassing) ? 0 : 1
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
        print(
          context.style.dim(
            "Waiting for another `\(Launcher.command) verify` of this package to finish (they would "
              + "share \(VerifyWorkspace.folder))…"))
        fflush(nil)
      }, timedOut: { RunnerError.tool("unreachable: verification waits without a limit") })
  }
}
