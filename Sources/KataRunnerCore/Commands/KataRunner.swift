import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The `kata-runner` program, and the way every program of the package runs: picks the command
/// named on the command line and runs it.
public enum KataRunner {
  /// The learner's program: the commands learners run, and nothing they do not.
  package static var runner: Program {
    Program(
      name: "kata-runner",
      summary: { words in
        words("kata-runner: learn SwiftUI's view DSL by rebuilding it, one kata at a time.")
      },
      commands: [
        CommandEntry(StatusCommand.self), CommandEntry(ListCommand.self),
        CommandEntry(CheckCommand.self), CommandEntry(WatchCommand.self),
        CommandEntry(HintCommand.self),
        CommandEntry(LessonCommand.self), CommandEntry(ResetCommand.self),
        CommandEntry(SolutionCommand.self), CommandEntry(StartCommand.self),
        CommandEntry(AgendaCommand.self), CommandEntry(ReportCommand.self),
      ],
      defaultCommand: StatusCommand.name,
      exitCodes: { words in
        [
          "0  " + words("success (for check: the kata is done)"),
          "1  " + words("check: the kata is not done yet; start: changed nothing"),
        ] + commonExitCodes(words)
      },
      elsewhere: [
        "verify": Message(
          """
          verify proves the course, for its maintainers and instructors, and is kata-course's \
          now: `{course} verify` (`--course` leaves out the engine's and the runner's own tests).
          """, ["course": Launcher.documentedCourse])
      ])
  }

  /// The exit codes every program shares, after 0 and 1, which each program says for itself.
  package static func commonExitCodes(_ words: Words) -> [String] {
    [
      "2  " + words("the command line was not understood, or names no kata"),
      "3  " + words("the package, its curriculum, the toolchain or the disk could not be used"),
      "130  " + words("stopped by Control-C (128 + the signal's number for SIGTERM, SIGHUP)"),
    ]
  }

  /// The learner's commands, in the order `help` lists them.
  static var commands: [CommandEntry] { runner.commands }

  /// Runs the learner's program.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - folder: The folder to start looking for the package in.
  /// - Returns: The exit code, as documented by `help`.
  public static func main(arguments: [String], folder: URL) -> Int32 {
    main(arguments: arguments, folder: folder, program: runner)
  }

  /// Runs a program of the package.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - folder: The folder to start looking for the package in.
  ///   - program: The program.
  /// - Returns: The exit code, as documented by its `help`.
  package static func main(arguments: [String], folder: URL, program: Program) -> Int32 {
    let environment = ProcessInfo.processInfo.environment
    let code = run(
      arguments: arguments, folder: folder, program: program, environment: environment)
    // What the command said, in its language, when its output could not be written.
    let language =
      (try? Language.chosen(arguments: arguments, environment: environment))?.language
      ?? Language.of(environment: environment)
    return StandardOutput.finish(code, words: Words(language))
  }

  /// Runs the program, writing to an output.
  ///
  /// - Parameters:
  ///   - arguments: The command-line arguments, without the program's name.
  ///   - folder: The folder to start looking for the package in.
  ///   - output: Where the words go: standard output and error unless a test says otherwise.
  ///   - environment: The variables that may choose the language (see
  ///     ``Language/chosen(arguments:environment:)``); none in a test, which then reads English
  ///     whatever its developer's `LANG`.
  /// - Returns: The exit code.
  static func run(
    arguments: [String], folder: URL, output: CommandOutput = .standard,
    program: Program = runner, environment: [String: String] = [:]
  ) -> Int32 {
    Interruption.install()
    Launcher.adopt(program: program.name)
    let style = Style.forStandardOutput()
    let commands = program.commands
    let words: Words
    var arguments = arguments
    do {
      let chosen = try Language.chosen(arguments: arguments, environment: environment)
      words = Words(chosen.language, program: program.japanese)
      arguments = chosen.arguments
      Interruption.speak(words)
    } catch {
      let words = Words(Language.of(environment: environment), program: program.japanese)
      output.error(
        Style.forStandardError().red(words("error:") + " ") + describe(error, words: words))
      return (error as? RunnerError)?.exitCode ?? 2
    }
    let name =
      arguments.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? program.defaultCommand ?? "help"
    let isNamed = arguments.first == name
    if isNamed { arguments.removeFirst() }
    if isNamed, let command = commands.first(where: { $0.name == name }),
      arguments.contains("--help") || arguments.contains("-h")
    {
      output.print(help(for: command, in: program, words: words))
      return 0
    }
    if ["help", "--help", "-h"].contains(name) || arguments.contains("--help")
      || arguments.contains("-h")
    {
      output.print(
        arguments.first.flatMap { topic in commands.first { $0.name == topic } }
          .map { help(for: $0, in: program, words: words) } ?? help(of: program, words: words))
      return 0
    }
    do {
      if !isNamed, let misplaced = misplacedCommand(in: arguments, of: program) { throw misplaced }
      guard let command = commands.first(where: { $0.name == name }) else {
        // A command the other program holds says where it went.
        if let elsewhere = program.elsewhere[name] { throw RunnerError.usage(elsewhere) }
        // A kata typed where the command goes (`kata-runner 1.3`) is one the learner wants to
        // check, not a misspelt command.
        if commands.contains(where: { $0.name == CheckCommand.name }),
          name.wholeMatch(of: /\d+\.\d+/) != nil
        {
          throw RunnerError.usage(
            Message(
              "{kata} is a kata, not a command: `{command} check {kata}` builds and tests it.",
              ["kata": name, "command": Launcher.command]))
        }
        let closest = commands.map(\.name).nearMiss(for: name)
        throw RunnerError.usage(
          closest.map {
            Message(
              "Unknown command \"{name}\". Did you mean `{closest}`?",
              ["name": name, "closest": $0])
          } ?? Message("Unknown command \"{name}\".", ["name": name]))
      }
      let parsed = try command.parse(arguments)
      try checkTemporaryFolder()
      anchorTemporaryFolder()
      let root = try RunnerContext.packageRoot(containing: folder)
      for note in Workspace.removeLinksLeadingOut(in: root) {
        output.error(words("Note: {note}", ["note": words.render(note)]))
      }
      let catalog = try Self.catalog(for: program, root: root, language: words.language)
      // Loaded only if the command asks for it: `lesson 1.3` never reads the saved progress.
      return try parsed.run(
        in: RunnerContext(
          root: root, catalog: catalog, style: style,
          progress: LearnerProgress(
            root: root, catalog: catalog, announce: RunnerContext.announcer(output, words)),
          output: output, words: words))
    } catch {
      let message = describe(error, words: words)
      output.error(Style.forStandardError().red(words("error:") + " ") + message)
      return (error as? RunnerError)?.exitCode ?? 3
    }
  }

  /// The curriculum as a program's commands read it: for the learner's, its titles and lessons
  /// in the learner's language, where the course has them. The maintainers' program checks the
  /// course as it is written: its verify compares each Japanese page with its English one, and
  /// with a said catalog would compare a page with itself.
  static func catalog(for program: Program, root: URL, language: Language) throws -> Catalog {
    let course = try Catalog.load(fromPackageAt: root)
    return program.name == runner.name ? course.said(in: language, root: root) : course
  }

  /// A command named after an option, such as `kata-runner --timeout 5 check 1.1`, which would
  /// otherwise be the dashboard with two stray words: the error shows the line in order.
  static func misplacedCommand(in arguments: [String], of program: Program = runner)
    -> RunnerError?
  {
    guard arguments.first?.hasPrefix("-") == true,
      let late = arguments.firstIndex(where: { word in
        program.commands.contains { $0.name == word }
      })
    else { return nil }
    var reordered = arguments
    let command = reordered.remove(at: late)
    return RunnerError.usage(
      Message(
        "The command goes first, before its options: `{line}`.",
        ["line": "\(Launcher.command) \(([command] + reordered).joined(separator: " "))"]))
  }

  /// Refuses a `TMPDIR` that is missing or cannot be written: the runner, `swift build`,
  /// `swift test` and git all keep temporary files there, and each would fail with its own
  /// cryptic error, some only halfway through a command.
  static func checkTemporaryFolder(
    _ environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws {
    guard let folder = environment["TMPDIR"], !folder.isEmpty else { return }
    if let letter = folder.first(where: { !$0.isASCII }) {
      // SwiftPM 6.3 stops with "Internal error … Failed to parse target info" there, and swiftc
      // dies of signal 4: neither says that TMPDIR is the cause.
      throw RunnerError.tool(
        Message(
          """
          TMPDIR is {folder}, whose path holds "{letter}", a letter outside ASCII: swift cannot \
          build with its temporary files there. Set TMPDIR to a folder whose path is plain \
          ASCII (`export TMPDIR=/tmp`), or run `unset TMPDIR` to use the system's, then run the \
          command again. Your clone itself may be anywhere.
          """, ["folder": folder, "letter": String(letter)]))
    }
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder)
    let problem =
      !exists
      ? Message("TMPDIR is {folder}, which does not exist.", ["folder": folder])
      : !isFolder.boolValue
        ? Message("TMPDIR is {folder}, which is not a folder.", ["folder": folder])
        : !FileManager.default.isWritableFile(atPath: folder)
          ? Message("TMPDIR is {folder}, which cannot be written.", ["folder": folder]) : nil
    guard let problem else { return }
    throw RunnerError.tool(
      Message(
        """
        {problem} kata-runner, swift and git keep their temporary files there. Make it a \
        folder you can write to, or run `unset TMPDIR` to use the system's, then run the \
        command again.
        """, parts: ["problem": problem]))
  }

  /// Makes a relative `TMPDIR` absolute, from the folder the runner was started in, for every
  /// child: SwiftPM runs at the package's root and would read it from there (`TMPDIR=rt` from
  /// `Lessons` stopped it with an internal error, fault pass row 73).
  static func anchorTemporaryFolder() {
    guard let folder = ProcessInfo.processInfo.environment["TMPDIR"],
      let absolute = absoluteTemporaryFolder(folder)
    else { return }
    setenv("TMPDIR", absolute, 1)
  }

  /// A relative `TMPDIR` as an absolute path from a folder; `nil` when it is absolute or empty.
  static func absoluteTemporaryFolder(
    _ folder: String, from current: String = FileManager.default.currentDirectoryPath
  ) -> String? {
    guard !folder.isEmpty, !folder.hasPrefix("/") else { return nil }
    return URL(filePath: current, directoryHint: .isDirectory).appending(path: folder)
      .standardizedFileURL.path
  }

  /// The help of one command: how to call it and what it does.
  ///
  /// - Parameter command: The command.
  static func help(
    for command: CommandEntry, in program: Program = runner, words: Words = .english
  ) -> String {
    """
    \(program.name) \(command.usage)

    \(command.abstract(words))

    \(words("A <kata> is its number (1.3), its slug (build-either) or its test suite's name."))
    \(words(
      "Run `{command} help` for every command and the exit codes.", ["command": Launcher.command]))
    """
  }

  /// What an error says, in the learner's language.
  package static func describe(_ error: any Error, words: Words) -> String {
    SystemError.describe(error).map(words.render).joined(separator: "\n")
  }

  /// The text of a program's `help`.
  static func help(of program: Program, words: Words = .english) -> String {
    // An abstract longer than a wide terminal's 100 columns goes on under itself.
    let lines = program.commands.map {
      (["  \(program.name) \($0.usage)"]
        + ("      " + $0.abstract(words)).wrapped(width: 100, indent: 6))
        .joined(separator: "\n")
    }
    let codes = program.exitCodes(words).map { "  " + $0 }
    let summary = program.summary(words).wrapped(width: 100, indent: 0)
    return """
      \(summary.joined(separator: "\n"))

      \(words("USAGE"))
      \(lines.joined(separator: "\n"))
        \(program.name) help
            \(words("Show this help."))

      \(words(
        """
        A <kata> is its number (1.3), its slug (build-either) or its test suite's name.
        --timeout <seconds> sets how long one test may run before it counts as hanging
        (10; from 0.1 to 3600).
        """))

      \(words("EXIT CODES"))
      \(codes.joined(separator: "\n"))

      \(words(
        """
        Output is plain, without colours, when it is not a terminal or NO_COLOR is set.
        --lang ja|en chooses the language (日本語 or English), anywhere before --; otherwise
        LC_ALL, LC_MESSAGES or LANG does (ja_JP.UTF-8 is Japanese), and English is the rest.
        """))
      """
  }
}
