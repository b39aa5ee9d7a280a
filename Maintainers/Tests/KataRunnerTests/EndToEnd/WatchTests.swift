import Foundation
import Testing

@testable import KataRunnerCore

/// `watch`, run as the real binary while another thread plays the learner's other hands.
extension EndToEndTests {
  /// Runs `watch` in the copy until Control-C (sent by `hands` when it is done) or 25 s of
  /// silence.
  ///
  /// - Parameter hands: What the learner does meanwhile; it gets a function that waits until
  ///   watch has printed a text.
  /// - Returns: How watch ended, and everything it printed.
  private func watching(
    _ copy: PackageCopy, while hands: @escaping @Sendable (_ waitFor: (String) -> Void) -> Void
  ) throws -> (termination: Subprocess.Termination, output: String) {
    let log = copy.root.appending(path: "\(PackageLayout.runnerFolder)/watch.log")
    try FileManager.default.createDirectory(
      at: log.deletingLastPathComponent(), withIntermediateDirectories: true)
    let learner = Thread {
      hands { text in
        for _ in 0..<600 {
          if (try? String(contentsOf: log, encoding: .utf8))?.contains(text) == true { return }
          usleep(100_000)
        }
      }
      _ = try? Subprocess(["pkill", "-INT", "-f", "\(copy.runner.path) watch"], in: copy.root)
        .capture()
    }
    learner.start()
    let termination = try Subprocess(
      [copy.runner.path, "watch", "--interval", "0.1"], in: copy.root,
      environment: ["NO_COLOR": "1"], removing: PackageCopy.localeVariables
    ).run(output: log, limit: 120, silenceLimit: 25, watching: log)
    return (termination, try String(contentsOf: log, encoding: .utf8))
  }

  @Test("watch checks the current kata, then again after a save")
  func watch() throws {
    let copy = try copy()
    let (termination, output) = try watching(copy) { waitFor in
      waitFor("Watching for saves")
      try? self.solve11(copy)
      waitFor("Kata 1.1 is done")
    }
    #expect(termination == .exited(130), "watch runs until Control-C stops it: \(output)")
    #expect(output.contains("✘ 1.1 buildBlock"), "\(output)")
    #expect(output.contains("Kata 1.1 is done"), "the save must trigger a second check: \(output)")
  }

  @Test("watch moves on when another terminal runs start: it reads the saved progress again")
  func watchReadsOthersProgress() throws {
    let copy = try copy()
    let lesson = "Lessons/01-result-builders/1.3-build-either.md"
    let (_, output) = try watching(copy) { waitFor in
      waitFor("Watching for saves")
      // Another terminal: `start 1.3` puts in 1.1's and 1.2's references and tests them.
      _ = try? copy.run(["start", "1.3", "--yes"])
      // Then any save; watch's own idea of the current kata would be 1.1 or 1.2.
      try? copy.write(((try? copy.read(lesson)) ?? "") + "\n", to: lesson)
      waitFor("checking 1.3")
    }
    #expect(output.contains("checking 1.3 buildOptional"), "\(output)")
  }

  @Test("watch with every kata done says what is left, never a command it cannot run")
  func watchWithEverythingDone() throws {
    let copy = try copy()
    // Trial M6: `n` cleared the screen, then suggested `check 9.4`, which watch cannot run.
    #expect(try copy.run(["start", "2.3", "--yes"]).code == 0)
    #expect(try copy.run(["solution", "2.3", "--apply", "--yes"]).code == 0)
    #expect(try copy.run(["check", "2.3"]).code == 0)
    let (_, output) = try watching(copy) { waitFor in
      waitFor("Watch has nothing left to check")
    }
    #expect(output.contains("Every kata is done. Well built! Watch has nothing left to check."))
    #expect(output.contains("q stops watch. Redo a kata: `"), "\(output)")
    #expect(!output.contains("checking"), "\(output)")
  }
}
