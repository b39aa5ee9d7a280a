import Foundation

/// `kata-runner verify`: the maintainers' check that every kata is sound.
struct VerifyCommand: RunnerCommand {
  static let name = "verify"
  static let abstract =
    "Maintainers: prove each kata's tests fail on its stub and pass on its reference."
  static let usage = "verify [<kata>...] [--timeout <seconds>]"

  private var kataNames: [String]
  private var options: TestOptions

  init(arguments: [String]) throws {
    var scanner = ArgumentScanner(arguments, command: Self.name)
    options = try TestOptions(&scanner, default: 30)
    kataNames = try scanner.positionals(0...Int.max, usage: Self.usage)
    try scanner.finish()
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let only = kataNames.isEmpty ? nil : try kataNames.map { try context.catalog.kata(named: $0) }
    let start = Date()
    let verifier = Verifier(
      root: context.root, catalog: context.catalog, testTimeLimit: options.timeLimit
    ) { line in
      print(context.style.dim(line))
      fflush(nil)  // progress must show at once, in CI logs and pipes too
    }
    let findings = try verifier.run(only: only)
    print("")
    print(VerifyTable(catalog: context.catalog, findings: findings, style: context.style).render())
    print(context.style.dim("verify took \(Int(Date().timeIntervalSince(start))) s"))
    return findings.allSatisfy(\.isPassing) ? 0 : 1
  }
}
