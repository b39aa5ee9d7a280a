import Foundation

extension TestSession {
  /// Which tests a session runs.
  package enum Scope: Sendable {
    /// The kata suites with these type names; every kata suite when empty.
    case katas([String])
    /// Every test of the package: engine, runner and kata tests.
    case everything

    /// The `--filter` patterns that select the scope's tests.
    var filters: [String] {
      switch self {
      case .everything: []
      case .katas(let suites) where suites.isEmpty: ["^\(PackageLayout.testModule)\\."]
      case .katas(let suites):
        suites.map {
          "^" + NSRegularExpression.escapedPattern(for: PackageLayout.suiteID($0)) + "(/|$)"
        }
      }
    }

    /// Whether suites may run side by side.
    ///
    /// Kata tests run one at a time, so that the test running when the process crashes or hangs
    /// is the one to blame. The whole package runs as `swift test` runs it, suites side by side:
    /// its end-to-end suites each drive their own copy of the package one test at a time, and
    /// two of them at once keep both cores busy. A crash there blames every test then running.
    var isParallel: Bool {
      switch self {
      case .everything: true
      case .katas: false
      }
    }
  }
}
