import Foundation
import KataRunnerCore

extension Verifier {
  /// Whether each kata's stubs agree with its references outside the learner's regions, and
  /// whether each `TODO: Kata X.Y` comment is in a file that kata's learner edits (see
  /// ``StubDrift``). It reads files only: no build.
  func stubFindings() -> [VerifyFinding] {
    catalog.katas.map { kata in
      var problems: [String] = []
      for (stubPath, referencePath) in zip(kata.stubPaths, kata.referencePaths) {
        guard let stubText = TextFile.read(root.appending(path: stubPath)),
          let referenceText = TextFile.read(root.appending(path: referencePath))
        else {
          problems.append("\(stubPath) or \(referencePath) cannot be read")
          continue
        }
        let stub = StubDrift.outline(of: stubText)
        let reference = StubDrift.outline(of: referenceText)
        for (path, outline) in [(stubPath, stub), (referencePath, reference)] {
          if let unreadable = outline.unreadable {
            problems.append("\(path) has \(unreadable), which the comparison cannot read")
          }
        }
        let drift = StubDrift.drift(stub: stub, reference: reference)
        for line in drift.stubOnly {
          problems.append(
            "\(stubPath):\(line.number) `\(line.code)` is not in \(referencePath), and no "
              + "`// TODO: Kata` comment makes its declaration the learner's")
        }
        for line in drift.referenceOnly {
          problems.append(
            "\(referencePath):\(line.number) `\(line.code)` is not in \(stubPath), a file "
              + "given whole (it has no `// TODO: Kata` comment)")
        }
        for todo in stub.todos {
          let named = catalog.katas.first { $0.id == todo.kata }
          if named.map({ !$0.editPaths.contains(stubPath) }) ?? true {
            problems.append(
              "\(stubPath):\(todo.line) names kata \(todo.kata), which does not edit this file")
          }
        }
      }
      return VerifyFinding(
        kataID: kata.id, area: .structure, subject: "stubs against references",
        problem: problems.isEmpty
          ? nil
          : problems.joined(separator: "; ")
            + ".\nNext step: make the stub and the reference agree outside the learner's "
            + "regions, or put a `// TODO: Kata \(kata.id)` comment in the declaration the "
            + "learner changes.")
    }
  }
}
