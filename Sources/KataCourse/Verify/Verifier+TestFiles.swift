import Foundation
import KataRunnerCore

extension Verifier {
  /// Whether the curriculum declares every kata test file: each `.swift` file under
  /// `Tests/KataTests` is some katas' (their `tests`) or every kata's (`sharedTests`), each
  /// declared file exists, and each kata declares its tests. A file nobody declares is taken as
  /// every kata's, so that an edit of it would outdate every verdict, and a kata with no
  /// declaration falls back on its suite's file name. A test a lesson asks the learner to write
  /// (a kata's `yourTests`) may be there or not: it is the learner's.
  func testFileFindings() -> [VerifyFinding] {
    let folder = root.appending(path: PackageLayout.kataTests)
    let present = Set(
      (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? [])
        .filter { $0.hasSuffix(".swift") })
    let declared = Set(catalog.katas.flatMap { $0.tests ?? [] } + catalog.sharedTests)
    var problems: [String] = []
    let undeclaredKatas = catalog.katas.filter { $0.tests == nil }.map(\.id)
    if !undeclaredKatas.isEmpty {
      problems.append(
        words("katas {katas} declare no `tests`", ["katas": words.list(undeclaredKatas)]))
    }
    let yours = Set(catalog.katas.flatMap(\.yourTests))
    for path in present.subtracting(declared).subtracting(yours).sorted() {
      problems.append(
        words(
          "{file} is in no kata's `tests` nor in `sharedTests`",
          ["file": "\(PackageLayout.kataTests)/\(path)"]))
    }
    for path in declared.subtracting(present).sorted() {
      problems.append(
        words(
          "{file} is declared but does not exist", ["file": "\(PackageLayout.kataTests)/\(path)"]))
    }
    return [
      VerifyFinding(
        kataID: nil, area: .structure,
        subject: words("test files in {file}", ["file": Catalog.path]),
        problem: problems.isEmpty
          ? nil
          : words(
            """
            {problems}.
            Next step: list each kata's test files in its `tests` (a fixture in those of every \
            kata that uses it), and a file every kata's tests use in `sharedTests`.
            """, ["problems": problems.joined(separator: "; ")]))
    ]
  }
}
