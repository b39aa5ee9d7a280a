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
          problems.append(
            words(
              "{stub} or {reference} cannot be read",
              ["stub": stubPath, "reference": referencePath]
            ))
          continue
        }
        let stub = StubDrift.outline(of: stubText)
        let reference = StubDrift.outline(of: referenceText)
        for (path, outline) in [(stubPath, stub), (referencePath, reference)] {
          if let unreadable = outline.unreadable {
            problems.append(
              words(
                "{file} has {what}, which the comparison cannot read",
                ["file": path, "what": words.render(unreadable)]))
          }
        }
        let drift = StubDrift.drift(stub: stub, reference: reference)
        for line in drift.stubOnly {
          problems.append(
            words(
              """
              {stub}:{line} `{code}` is not in {reference}, and no `// TODO: Kata` comment makes \
              its declaration the learner's
              """,
              [
                "stub": stubPath, "line": "\(line.number)", "code": line.code,
                "reference": referencePath,
              ]))
        }
        for line in drift.referenceOnly {
          problems.append(
            words(
              """
              {reference}:{line} `{code}` is not in {stub}, a file given whole (it has no \
              `// TODO: Kata` comment)
              """,
              [
                "reference": referencePath, "line": "\(line.number)", "code": line.code,
                "stub": stubPath,
              ]))
        }
        for todo in stub.todos {
          let named = catalog.katas.first { $0.id == todo.kata }
          if named.map({ !$0.editPaths.contains(stubPath) }) ?? true {
            problems.append(
              words(
                "{stub}:{line} names kata {kata}, which does not edit this file",
                ["stub": stubPath, "line": "\(todo.line)", "kata": todo.kata]))
          }
        }
      }
      return VerifyFinding(
        kataID: kata.id, area: .structure, subject: words("stubs against references"),
        problem: problems.isEmpty
          ? nil
          : words(
            """
            {problems}.
            Next step: make the stub and the reference agree outside the learner's regions, or \
            put a `// TODO: Kata {kata}` comment in the declaration the learner changes.
            """, ["problems": problems.joined(separator: "; "), "kata": kata.id]))
    }
  }
}
