import Foundation
import Testing

@testable import KataRunnerCore

/// The real `kata-runner`, run on a copy of this repository, through the faults learners meet.
extension EndToEndTests {
  @Test("A fresh clone shows no kata done and points at 1.1; solving 1.1 moves on to 1.2")
  func freshCloneThenFirstKata() throws {
    let copy = try copy()
    let fresh = try copy.run([])
    #expect(fresh.output.contains("0 of "), "\(fresh.output)")
    #expect(fresh.output.contains("Current kata: 1.1 buildBlock"))
    #expect(fresh.output.contains("Edit    \(stub11)"))
    // The same results, in the language of a Japanese locale, and in English again by --lang.
    let japanese = try copy.run([], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(japanese.output.contains("個のカタのうち 0 個が完了"), "\(japanese.output)")
    #expect(japanese.output.contains("現在のカタ: 1.1 buildBlock"))
    #expect(japanese.output.contains("編集      \(stub11)"), "labels line up by display width")
    // A kata's details give its tests' names and comments from the kata's Japanese table;
    // Swift Testing's own words stay as printed.
    let check = try copy.run(["check", "1.1", "--lang", "ja"])
    #expect(
      check.output.contains("✘ 2 つの文は、2 語を受け取る buildBlock の 1 回の呼び出しになる"),
      "\(check.output)")
    #expect(
      check.output.contains(
        """
              Expectation failed: (twoWords → "TODO") == "Hello builders"
              buildBlock はブロックのすべての文を順に受け取ります。1 つの空白で連結してください。
        """), "\(check.output)")
    // The lesson in Japanese where the course has it, with the kata's Japanese title.
    let lesson = try copy.run(["lesson", "1.3", "--lang", "ja"])
    #expect(lesson.output.contains("# 1.3 buildOptional と buildEither"), "\(lesson.output)")
    #expect(lesson.output.contains("## 考え方"))
    let english = try copy.run(["--lang", "en"], environment: ["LANG": "ja_JP.UTF-8"])
    #expect(english.output.contains("Current kata: 1.1 buildBlock"), "\(english.output)")
    try solve11(copy)
    let after = try copy.run([])
    #expect(after.output.contains("1 of "), "\(after.output)")
    #expect(after.output.contains("Current kata: 1.2"))
  }

  @Test("A stub that crashes is named; every other kata keeps its true result")
  func crashingStub() throws {
    let copy = try copy()
    try solve11(copy)
    try copy.replace(
      "words.joined(separator: \" \")", with: "fatalError(\"TODO\")", in: stub11)
    let result = try copy.run([])
    #expect(result.output.contains("💥 1.1"), "\(result.output)")
    #expect(result.output.contains("Fatal error: TODO"))
    let list = try copy.run(["list"])
    #expect(
      list.output.contains("✘ 1.2 buildExpression"), "1.2 must still be tested: \(list.output)")
  }

  @Test("A stub that never returns is stopped at the time limit and named")
  func hangingStub() throws {
    let copy = try copy()
    try copy.replace(
      "    \"TODO\"\n", with: "    while !words.isEmpty || words.isEmpty {}\n    return \"TODO\"\n",
      in: stub11)
    let result = try copy.run(["--timeout", "3"])
    #expect(result.output.contains("⏱ 1.1"), "\(result.output)")
    #expect(result.output.contains("ran for more than 3 s"))
    #expect(
      result.output.contains("1.1 buildBlock: a test ran for more than 3 s and was stopped"),
      "a hang is said as it happens, not only at the end")
    #expect(try copy.run(["list"]).output.contains("✘ 1.2 buildExpression"))
    let check = try copy.run(["check", "1.1", "--timeout", "3"])
    #expect(check.output.contains("1.1 buildBlock: a test ran for more than 3 s and was stopped"))
    #expect(!check.output.contains("the other katas go on"), "check tests one kata: \(check)")
  }

  @Test("A compile error is shown against the kata's file; other progress is kept")
  func compileError() throws {
    let copy = try copy()
    try solve11(copy)
    _ = try copy.run([])
    try copy.write(try copy.read(stub13) + "\nlet broken: Int = \"x\"\n", to: stub13)
    let result = try copy.run([])
    #expect(result.output.contains("⛔ 1.3"), "\(result.output)")
    #expect(result.output.contains("\(stub13):"), "the error must name the kata's file")
    #expect(result.output.contains("✔ 1.1"), "1.1's earlier result must be kept")
  }

  @Test("A corrupted progress file is reported and rebuilt")
  func corruptedProgress() throws {
    let copy = try copy()
    _ = try copy.run([])
    try copy.write("{ hand edited", to: ProgressStore.path)
    let result = try copy.run([])
    #expect(
      result.output.contains("could not be read (it is not valid JSON), so it will be rebuilt"),
      "\(result.output)")
    #expect(try copy.run([]).output.contains("Current kata: 1.1"))
  }

  @Test("A verdict set to done by hand while its tests fail is not believed: the kata is tested")
  func handEditedVerdict() throws {
    let copy = try copy()
    _ = try copy.run([])
    let saved = try copy.read(ProgressStore.path)
    let failing = try #require(saved.range(of: "\"state\" : \"failing\""), "\(saved)")
    try copy.write(
      saved.replacingCharacters(in: failing, with: "\"state\" : \"done\""), to: ProgressStore.path)
    let list = try copy.run(["list"])
    #expect(list.output.contains("1.1 (\"done\", which its own results deny)"), "\(list.output)")
    #expect(list.output.contains("· 1.1"), "\(list.output)")
    let run = try copy.run([])
    #expect(!run.output.contains("Nothing changed since the last run"), "\(run.output)")
    #expect(run.output.contains("Current kata: 1.1"), "\(run.output)")
  }

  @Test("A deleted lesson and a deleted stub get messages that say how to restore them")
  func deletedFiles() throws {
    let copy = try copy()
    try FileManager.default.removeItem(
      at: copy.root.appending(path: "Lessons/01-result-builders/1.1-build-block.md"))
    let lesson = try copy.run(["lesson", "1.1"])
    #expect(lesson.code == 3)
    #expect(lesson.output.contains("git checkout -- Lessons/01-result-builders/1.1-build-block.md"))
    try FileManager.default.removeItem(at: copy.root.appending(path: stub12))
    let status = try copy.run([])
    #expect(status.output.contains("⛔ 1.2"), "\(status.output)")
    #expect(status.output.contains("`swift run kata-runner reset 1.2` restores it"))
    let reset = try copy.run(["reset", "1.2"])
    #expect(reset.code == 0, "\(reset.output)")
    #expect(FileManager.default.fileExists(atPath: copy.root.appending(path: stub12).path))
    try copy.write("\n", to: stub11)
    let empty = try copy.run(["check", "1.1"])
    #expect(
      empty.output.contains(
        "error: this file is empty; `swift run kata-runner reset 1.1` restores it"),
      "not a changed signature: \(empty.output)")
  }

  @Test("A deleted kata folder: check's advice to reset is true, and reset makes it again")
  func deletedKataFolder() throws {
    let copy = try copy()
    try FileManager.default.removeItem(at: copy.root.appending(path: "Sources/Katas/Views"))
    let check = try copy.run(["check", "2.1"])
    #expect(
      check.output.contains("`swift run kata-runner reset 2.1` restores it"), "\(check.output)")
    let reset = try copy.run(["reset", "2.1"])
    #expect(reset.code == 0, "\(reset.output)")
    #expect(reset.output.contains("There was no file of yours to back up."), "\(reset.output)")
    #expect(try copy.read("Sources/Katas/Views/TupleView.swift").contains("TupleView"))
    let backups = copy.root.appending(path: PackageLayout.backups)
    #expect(
      ((try? FileManager.default.contentsOfDirectory(atPath: backups.path)) ?? []).isEmpty,
      "no empty backup folder")
  }

  @Test("An unknown kata name suggests the closest one and exits with 2")
  func unknownKata() throws {
    let copy = try copy()
    let result = try copy.run(["check", "bulid-block"])
    #expect(result.code == 2)
    #expect(result.output.contains("Did you mean 1.1 (buildBlock)?"), "\(result.output)")
  }

  @Test("Two runners at once, one from a subfolder of a path with spaces, both finish right")
  func twoRunners() throws {
    let copy = try copy()
    #expect(copy.root.path.contains(" "))
    let outputs = Locked([String](repeating: "", count: 2))
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let folder = index == 0 ? "" : "Sources/Katas/ResultBuilders"
      let output = (try? copy.run(["check", "1.1"], in: folder).output) ?? "failed to start"
      outputs.withLock { $0[index] = output }
    }
    for output in outputs.withLock({ $0 }) {
      #expect(output.contains("✘ 1.1 buildBlock"), "\(output)")
    }
    // Two different katas at once: each command saves its own result and keeps the other's.
    for kata in ["1.1", "1.2"] { try solve(kata, copy) }
    DispatchQueue.concurrentPerform(iterations: 2) { index in
      let output = (try? copy.run(["check", index == 0 ? "1.1" : "1.2"]).output) ?? "failed"
      outputs.withLock { $0[index] = output }
    }
    let list = try copy.run(["list"]).output
    #expect(list.contains("✔ 1.1") && list.contains("✔ 1.2"), "both results kept: \(list)")
  }

  @Test("reset backs up the learner's edits before restoring the stub")
  func resetBacksUp() throws {
    let copy = try copy()
    try copy.write(try copy.read(stub11) + "\n// my unsaved-looking edit\n", to: stub11)
    let result = try copy.run(["reset", "1.1"])
    #expect(result.code == 0)
    let folder = try #require(
      result.output.split(separator: "\n").first { $0.hasPrefix("Your version is saved in ") }
    )
    .dropFirst("Your version is saved in ".count).dropLast(2)
    let backup = try copy.read("\(folder)/\(stub11)")
    #expect(backup.contains("my unsaved-looking edit"))
    #expect(!(try copy.read(stub11)).contains("my unsaved-looking edit"))
  }

  @Test("reset after a fetched course update puts back the learner's course stub, not the update's")
  func resetAfterCourseUpdate() throws {
    let copy = try copy()
    let committed = try copy.read(stub11)
    let folder = FileManager.default.temporaryDirectory.appending(path: "course-\(UUID())")
    let course = folder.appending(path: "course.git")
    let author = folder.appending(path: "author")
    let branch = try copy.git(["rev-parse", "--abbrev-ref", "HEAD"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    defer {
      _ = try? copy.git(["branch", "-q", "--unset-upstream"])
      _ = try? copy.git(["remote", "remove", "origin"])
      try? FileManager.default.removeItem(at: folder)
    }
    // The learner's clone of a course, whose author then publishes a new 1.1 stub.
    try copy.git(["clone", "-q", "--bare", copy.root.path, course.path])
    try copy.git(["remote", "add", "origin", course.path])
    try copy.git(["fetch", "-q", "origin"])
    try copy.git(["branch", "-q", "--set-upstream-to=origin/\(branch)"])
    try copy.git(["clone", "-q", course.path, author.path])
    try (committed + "// the course's next version\n").write(
      to: author.appending(path: stub11), atomically: true, encoding: .utf8)
    try copy.git(["-C", author.path, "commit", "-q", "-am", "update"])
    try copy.git(["-C", author.path, "push", "-q"])
    try copy.git(["fetch", "-q", "origin"])

    try copy.write(committed + "\n// my edit\n", to: stub11)
    let result = try copy.run(["reset", "1.1"])
    #expect(result.code == 0, "\(result.output)")
    #expect(
      try copy.read(stub11) == committed,
      "the update waits to be pulled; the learner's tests expect the stub they have")
  }

  @Test("reset of a stub that is a link saves what the link showed and leaves its target alone")
  func resetLinkedStub() throws {
    let copy = try copy()
    let work = "my-work/SentenceBuilder.swift"
    try FileManager.default.createDirectory(
      at: copy.root.appending(path: "my-work"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: copy.root.appending(path: "my-work")) }
    try copy.write("// my own work\n", to: work)
    try FileManager.default.removeItem(at: copy.root.appending(path: stub11))
    try FileManager.default.createSymbolicLink(
      atPath: copy.root.appending(path: stub11).path,
      withDestinationPath: "../../../my-work/SentenceBuilder.swift")
    let reset = try copy.run(["reset", "1.1"])
    #expect(reset.code == 0, "\(reset.output)")
    #expect(
      reset.output.contains("\(stub11) was a link to ../../../my-work/SentenceBuilder.swift"),
      "\(reset.output)")
    let line = reset.output.split(separator: "\n").first { $0.hasPrefix("Your version is saved") }
    let folder = try #require(line).dropFirst("Your version is saved in ".count).dropLast(2)
    #expect(try copy.read("\(folder)/\(stub11)") == "// my own work\n", "what the link showed")
    #expect(try copy.read(work) == "// my own work\n", "the link's target is untouched")
    #expect(try copy.read(stub11).contains("TODO"), "the stub is back, as a file of its own")
  }

  @Test("reset with GIT_TRACE set restores the stub as committed: git's trace stays out of it")
  func resetIgnoresGitTrace() throws {
    let copy = try copy()
    let committed = try copy.read(stub11)
    try copy.write(committed + "\n// an edit\n", to: stub11)
    let result = try copy.run(["reset", "1.1"], environment: ["GIT_TRACE": "1"])
    #expect(result.code == 0, "\(result.output)")
    #expect(
      try copy.read(stub11) == committed,
      "git writes its trace to standard error, which must not be read as the file")
  }
}

/// The learner's other commands, run as the real binary on the package copy. They belong to
/// the same serialized suite as the faults above, because they share one copy of the package.
extension EndToEndTests {

  @Test("solution refuses an unfinished kata without a terminal, and shows it with --yes")
  func solution() throws {
    let copy = try copy()
    let refused = try copy.run(["solution", "1.1"])
    #expect(refused.code == 1)
    #expect(!refused.output.contains("words.joined"))
    let shown = try copy.run(["solution", "1.1", "--yes"])
    #expect(shown.output.contains("words.joined(separator: \" \")"))
    let diff = try copy.run(["solution", "1.1", "--diff", "--yes"])
    #expect(diff.output.contains("+    words.joined(separator: \" \")"), "\(diff.output)")
  }

  @Test("solution --apply backs up the learner's file, then the kata passes")
  func applySolution() throws {
    let copy = try copy()
    try copy.write(try copy.read(stub11) + "\n// mine\n", to: stub11)
    let applied = try copy.run(["solution", "1.1", "--apply", "--yes"])
    #expect(applied.output.contains("Your version is saved in"))
    #expect(try copy.run(["check", "1.1"]).code == 0)
  }

  @Test(
    "kata-course table shows one row per learner, their newest report, and names the files left out"
  )
  func report() throws {
    let copy = try copy()
    _ = try copy.run(["check", "1.1"])
    let folder = copy.root.appending(path: PackageLayout.runnerFolder)
    func handIn(_ name: String, as file: String) throws -> String {
      let json = try copy.run(["report", "--name", name])
      #expect(json.code == 0, "\(json.output)")
      let path = folder.appending(path: file).path
      try json.output.write(toFile: path, atomically: true, encoding: .utf8)
      return path
    }
    let morning = try handIn("Ada", as: "ada-morning.json")
    try solve11(copy)
    _ = try copy.run(["check", "1.1"])
    Thread.sleep(forTimeInterval: 1.1)  // A report's time keeps whole seconds.
    let noon = try handIn("Ada", as: "ada-noon.json")
    let broken = folder.appending(path: "broken.json").path
    try "{ half a report".write(toFile: broken, atomically: true, encoding: .utf8)
    let future = folder.appending(path: "future.json").path
    try String(contentsOfFile: noon, encoding: .utf8)
      .replacingOccurrences(of: "\"version\" : 3", with: "\"version\" : 99")
      .write(toFile: future, atomically: true, encoding: .utf8)
    let table = try copy.course(["table", morning, noon, broken, future])
    #expect(table.code == 0, "the good reports are still shown: \(table.output)")
    let rows = table.output.split(separator: "\n").filter { $0.hasPrefix("| Ada") }
    #expect(rows.count == 1, "one clone, one learner: \(table.output)")
    #expect(rows.first?.hasPrefix("| Ada | 1/") == true, "the newest report: \(table.output)")
    #expect(table.output.contains("Ada: 2 reports; the newest, \(noon)"))
    #expect(table.output.contains("not \(morning)"))
    #expect(table.output.contains("\(broken): left out, it is not a report"))
    #expect(table.output.contains("\(future): left out, its format is version 99"))
    let json = try copy.course(["table", "--format", "json", noon])
    #expect(json.output.contains("\"stuckOn\""), "--format is honoured: \(json.output)")
    #expect(try copy.course(["table", "--name", "Bo", noon]).code == 2)
    // The learner's runner holds neither the class table nor verify, and says where they went.
    let merge = try copy.run(["report", "--merge", noon])
    #expect(merge.code == 2 && merge.output.contains("`./kata-course table <report.json>...`"))
    let verify = try copy.run(["verify"])
    #expect(
      verify.code == 2 && verify.output.contains("`./kata-course verify`"), "\(verify.output)")
  }
}
