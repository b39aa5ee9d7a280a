import Foundation
import Testing

@testable import KataRunnerCore

/// The commands that need no build, run in the test process with their output kept in memory:
/// what the learner reads is checked here, in milliseconds, not through the real binary.
@Suite("Commands that need no build")
struct CommandsWithoutBuildTests {
  /// Runs the runner on a course, and gives its exit code and what it wrote.
  private func run(_ arguments: [String], in root: URL = Fixtures.repository) -> (
    code: Int32, out: String, err: String
  ) {
    let (output, written) = CommandOutput.memory()
    let code = KataRunner.run(arguments: arguments, folder: root, output: output)
    let text = written()
    return (code, text.out, text.err)
  }

  /// A course of its own (its manifest, lessons and sources), for a command that writes in
  /// it; nothing is built.
  private func course() throws -> URL {
    let root = try Fixtures.temporaryFolder("commands")
    for path in ["Package.swift", "Lessons", "Sources"] {
      try FileManager.default.copyItem(
        at: Fixtures.repository.appending(path: path), to: root.appending(path: path))
    }
    return root
  }

  @Test("A command that needs no progress never loads it: lesson 1.1 does not, lesson does")
  func progressOnlyWhenAsked() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try Catalog.load(fromPackageAt: root)
    let (output, written) = CommandOutput.memory()
    let context = RunnerContext(
      root: root, catalog: catalog, style: Style(usesColor: false),
      progress: LearnerProgress(root: root, catalog: catalog), output: output)
    #expect(try LessonCommand(arguments: ["1.1"]).run(in: context) == 0)
    #expect(written().out.contains("buildBlock"))
    #expect(!context.loadedProgress.isMade, "a named kata's lesson needs no progress")
    // Without a kata, the lesson is the current kata's: that is the learner's progress.
    #expect(try LessonCommand(arguments: []).run(in: context) == 0)
    #expect(context.loadedProgress.isMade)
  }

  @Test(
    "A Japanese lesson that is a link, a folder or a huge file is not shown: the English one is, with a note"
  )
  func twinThatIsNoPage() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    // Fault pass rows 33 to 35: a twin linked to a secret outside the clone was printed, a
    // FIFO or `/dev/zero` was called missing, a 300 MB one printed whole.
    let secret = root.appending(path: "secret.txt")
    try "SECRET-MATERIAL".write(to: secret, atomically: true, encoding: .utf8)
    let twin11 = root.appending(path: "Lessons/ja/01-result-builders/1.1-build-block.md")
    try FileManager.default.removeItem(at: twin11)
    try FileManager.default.createSymbolicLink(at: twin11, withDestinationURL: secret)
    let linked = run(["lesson", "1.1", "--lang", "ja"], in: root)
    #expect(linked.code == 0, "\(linked.err)")
    #expect(!linked.out.contains("SECRET-MATERIAL"), "\(linked.out)")
    #expect(linked.out.contains("## The idea"), "the English lesson")
    #expect(linked.out.contains("へのシンボリックリンク）は表示できないため、英語のレッスンを表示します。"), "\(linked.out)")
    let twin12 = root.appending(path: "Lessons/ja/01-result-builders/1.2-build-expression.md")
    try FileManager.default.removeItem(at: twin12)
    try FileManager.default.createDirectory(at: twin12, withIntermediateDirectories: false)
    #expect(run(["lesson", "1.2", "--lang", "ja"], in: root).out.contains("（フォルダー）"))
    let twin13 = root.appending(path: "Lessons/ja/01-result-builders/1.3-build-either.md")
    try Data(count: TextFile.longestPage + 1).write(to: twin13)
    let huge = run(["hint", "1.3", "--lang", "ja"], in: root)
    #expect(huge.out.contains("MB を超えるファイル"), "\(huge.out)")
    #expect(huge.out.utf8.count < 100_000, "not printed whole")
    // The English lesson itself a link: named, never followed.
    let english = root.appending(path: "Lessons/01-result-builders/1.4-build-array.md")
    try FileManager.default.removeItem(at: english)
    try FileManager.default.createSymbolicLink(at: english, withDestinationURL: secret)
    let refused = run(["lesson", "1.4", "--lang", "en"], in: root)
    #expect(refused.code != 0 && !refused.out.contains("SECRET"), "\(refused)")
    #expect(refused.err.contains("is a symbolic link to"), "\(refused.err)")
  }

  @Test("solution --apply refused says nothing was put in, not that nothing was shown")
  func applyRefusedSaysSo() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    // The workshop's dry run, J-16: the refusal said "Not shown." for --apply.
    let applied = run(["solution", "1.1", "--apply"], in: root)
    #expect(applied.code == 1 && applied.out.contains("Not put in."), "\(applied.out)")
    #expect(!applied.out.contains("Not shown"))
    let shown = run(["solution", "1.1", "--lang", "ja"], in: root)
    #expect(shown.code == 1 && shown.out.contains("表示しませんでした。"), "\(shown.out)")
  }

  @Test("Each note about saved state that cannot be used is a note of its own, in their language")
  func notesOneEach() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(
      at: root.appending(path: PackageLayout.runnerFolder), withIntermediateDirectories: true)
    try "not json".write(
      to: root.appending(path: PackageLayout.progressFile), atomically: true, encoding: .utf8)
    try "not json".write(
      to: root.appending(path: PackageLayout.agendaFile), atomically: true, encoding: .utf8)
    let listed = run(["list", "--lang", "ja"], in: root)
    let notes = listed.out.split(separator: "\n").filter { $0.hasPrefix("注記: ") }
    #expect(notes.count == 2, "\(listed.out)")
    #expect(!listed.out.contains("Note:"), "no English mark: \(listed.out)")
  }

  @Test("Listing the agendas and printing one load no progress; following one does")
  func agendasWithoutProgress() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    let catalog = try Catalog.load(fromPackageAt: root)
    let agenda = try #require(try Agendas.load(root: root).agendas.first).id
    func context() -> (RunnerContext, () -> (out: String, err: String)) {
      let (output, written) = CommandOutput.memory()
      return (
        RunnerContext(
          root: root, catalog: catalog, style: Style(usesColor: false),
          progress: LearnerProgress(root: root, catalog: catalog), output: output),
        written
      )
    }
    for (arguments, says) in [([], "You follow the whole course"), ([agenda], "To follow it")] {
      let (listing, written) = context()
      #expect(try AgendaCommand(arguments: arguments).run(in: listing) == 0)
      #expect(written().out.contains(says), "\(arguments)")
      #expect(!listing.loadedProgress.isMade, "agenda \(arguments) needs no progress")
    }
    let (following, _) = context()
    #expect(try AgendaCommand(arguments: [agenda, "--follow"]).run(in: following) == 0)
    #expect(following.loadedProgress.isMade, "following places the learner: that is progress")
    // What was followed is read without the progress, too.
    let (printing, written) = context()
    #expect(try AgendaCommand(arguments: [agenda]).run(in: printing) == 0)
    #expect(written().out.contains("You follow this agenda."))
    #expect(!printing.loadedProgress.isMade)
  }

  @Test("help lists every command with the exit codes; <command> --help shows that command")
  func help() {
    let general = run(["help"])
    #expect(general.code == 0)
    for command in KataRunner.commands {
      #expect(
        general.out.contains("kata-runner \(command.usage)"), "help must list \(command.name)")
    }
    #expect(general.out.contains("EXIT CODES"))
    // A learner's help lists what learners run: verify and the class table are kata-course's.
    #expect(!general.out.contains("verify") && !general.out.contains("--merge"), "\(general.out)")
    let check = run(["check", "--help"])
    #expect(check.code == 0)
    #expect(check.out.hasPrefix("kata-runner check [<kata>]"), "\(check.out)")
  }

  @Test("A mistyped command or kata is an error that names the closest one, on standard error")
  func unknownNames() {
    let command = run(["chek"])
    #expect(command.code == 2)
    #expect(command.out.isEmpty)
    #expect(
      command.err.contains("Unknown command \"chek\". Did you mean `check`?"), "\(command.err)")
    let kata = run(["lesson", "bulid-block"])
    #expect(kata.code == 2)
    #expect(
      kata.err.contains("There is no kata named \"bulid-block\". Did you mean 1.1 (buildBlock)?"),
      "\(kata.err)")
    let number = run(["hint", "9.99"])
    #expect(number.code == 2)
    #expect(!number.err.contains("Did you mean"), "a number is not a typo: \(number.err)")
    // A kata where the command goes is a kata to check (issue 33: "Did you mean `list`?").
    let kataAsCommand = run(["1.3"])
    #expect(kataAsCommand.code == 2)
    #expect(
      kataAsCommand.err.contains(
        "1.3 is a kata, not a command: `swift run kata-runner check 1.3` builds and tests it."),
      "\(kataAsCommand.err)")
    // A report without a name would be a nameless row in the class table (fault pass row 57).
    let nameless = run(["report", "--name", " "])
    #expect(nameless.code == 2)
    #expect(nameless.err.contains("--name takes the learner's name, such as \"Ada\"."))
    // A word far from every command gets no suggestion.
    let far = run(["progress"])
    #expect(far.err.contains("Unknown command \"progress\"."), "\(far.err)")
    #expect(!far.err.contains("Did you mean"), "\(far.err)")
  }

  @Test("lesson prints the lesson without its hints, and says how to get them")
  func lesson() {
    let result = run(["lesson", "1.1"])
    #expect(result.code == 0, "\(result.err)")
    #expect(result.out.contains("# 1.1 buildBlock"))
    #expect(!result.out.contains("<summary>Hint 1</summary>"))
    #expect(result.out.contains("kata-runner hint 1.1"))
  }

  @Test("hint shows one more hint each time, then stays on the last; --reset starts over")
  func hints() throws {
    let root = try course()
    defer { try? FileManager.default.removeItem(at: root) }
    let first = run(["hint", "1.1"], in: root)
    #expect(first.out.contains("Hint 1 of 3"), "\(first.err)")
    #expect(run(["hint", "1.1"], in: root).out.contains("Hint 2 of 3"))
    #expect(run(["hint", "1.1"], in: root).out.contains("Hint 3 of 3"))
    // The whole command, as watch's `h` shows it too (learner trial M6: `--reset` alone).
    #expect(
      run(["hint", "1.1"], in: root).out.contains(
        "That was the last hint. `swift run kata-runner hint 1.1 --reset` starts over."))
    #expect(run(["hint", "1.1", "--reset"], in: root).out.contains("Hint 1 of 3"))
  }
}
