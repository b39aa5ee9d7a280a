import Foundation

/// `kata-runner check <kata>`: builds and tests one kata, and shows every test and check.
struct CheckCommand: RunnerCommand {
  static let name = "check"
  static let abstract = "Build and test one kata (the current one by default); show every test."
  static let usage = "check [<kata>] [--timeout <seconds>]"

  private var kataName: String?
  private var options = TestOptions()

  init(arguments: [String]) throws {
    var arguments = arguments
    try options.consume(&arguments)
    guard arguments.count <= 1 else {
      throw RunnerError.usage("check takes one kata, such as `check 1.2`.")
    }
    kataName = arguments.first
  }

  func run(in context: RunnerContext) throws -> Int32 {
    let store = ProgressStore(root: context.root)
    var (saved, warning) = store.load()
    if let warning { print(context.style.yellow("Note: \(warning)")) }
    let kata = try context.kata(named: kataName)
    let evaluation = try KataEvaluator(
      root: context.root, catalog: context.catalog, testTimeLimit: options.timeLimit
    ).evaluate([kata])
    for result in evaluation.katas { saved[result.kataID] = result }
    try store.save(context.catalog.katas.compactMap { saved[$0.id] })
    let report = StatusReport(
      catalog: context.catalog, progress: saved, otherErrors: evaluation.otherErrors,
      buildFailure: evaluation.buildFailure, style: context.style)
    print(report.details(of: kata))
    let done = Set(saved.values.filter { $0.state == .done }.map(\.kataID))
    if report.progress(of: kata).state != .done,
      let note = context.catalog.needsNote(for: kata, done: done)
    {
      print(context.style.yellow(note))
    }
    if !evaluation.otherErrors.isEmpty || evaluation.buildFailure != nil {
      print("")
      print(report.overview())
    }
    return report.progress(of: kata).state == .done ? 0 : 1
  }
}
