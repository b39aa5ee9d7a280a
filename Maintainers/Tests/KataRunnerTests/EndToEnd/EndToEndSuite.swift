import Foundation
import Testing

@testable import KataRunnerCore

/// A serialized suite of end-to-end tests with a package copy of its own.
///
/// Each scenario changes its copy's files and runs the real binary there, so the scenarios of one
/// suite run one at a time. Two suites with two copies run side by side, the way `swift test`
/// and verification run them, which keeps both cores of a small machine busy.
protocol EndToEndSuite {
  /// This suite's package copy, made and built by the first test that asks for it; a copy that
  /// failed to build fails each test of the suite without building again.
  static var packageCopy: Result<PackageCopy, any Error> { get }
}

extension EndToEndSuite {
  var stub11: String { "Sources/Katas/ResultBuilders/SentenceBuilder.swift" }
  var stub12: String { "Sources/Katas/ResultBuilders/ListBuilder.swift" }
  var stub13: String { "Sources/Katas/ResultBuilders/StatusBuilder.swift" }

  /// This suite's package copy, with its stubs as committed and no saved state.
  func copy() throws -> PackageCopy {
    let copy = try Self.packageCopy.get()
    try copy.restore()
    return copy
  }

  /// Finishes a kata as a learner would with `solution --apply`.
  func solve(_ id: String, _ copy: PackageCopy) throws {
    #expect(try copy.run(["solution", id, "--apply", "--yes"]).code == 0)
  }

  /// Finishes kata 1.1 by putting its reference in place, without the runner.
  func solve11(_ copy: PackageCopy) throws {
    try copy.write(
      try copy.read("Sources/Builders/ResultBuilders/SentenceBuilder.swift"), to: stub11)
  }
}

/// The learner's commands and the faults the runner survives; `watch` and stale builds join it
/// so that the two suites take about as long each (alone and cold on 2026-12-03, the path suite
/// took 373 s and this one 283 s before they moved here): the maintainers' tests end when the
/// longer one ends, with one core idle while it finishes alone.
@Suite("kata-runner end to end: commands and faults", .serialized, .tags(.endToEnd))
struct EndToEndTests: EndToEndSuite {
  static let packageCopy = Result { try PackageCopy.make("commands") }
}

/// The learner's path, the verdicts it shows, and faults before any test runs; the progress
/// lines join it.
///
/// Its clone's folder has Japanese letters in its name, as a learner's home folder often does
/// (`/Users/田中/`): every scenario here proves that a solved kata passes at such a path, compile
/// checks included (the third fault pass, row 6).
@Suite("kata-runner end to end: path and verdicts", .serialized, .tags(.endToEnd))
struct PathEndToEndTests: EndToEndSuite {
  static let packageCopy = Result { try PackageCopy.make("path", clone: "Builder Katas 田中") }
}

extension Tag {
  /// The scenarios that run the real `kata-runner` on package copies: about three minutes,
  /// warm. The rest of the maintainers' tests take seconds without them:
  /// `swift test --package-path Maintainers --skip .tags:endToEnd`.
  @Tag static var endToEnd: Self
}
