import Foundation

/// One `kata-runner` subcommand, in the style of swift-argument-parser: a type that parses its
/// arguments, validates them in plain English, and runs.
package protocol RunnerCommand {
  /// The word that selects the command, such as `check`.
  static var name: String { get }
  /// One line on what the command does, for `kata-runner help`, in the learner's language.
  static func abstract(_ words: Words) -> String
  /// How to call the command, such as `check <kata>`.
  static var usage: String { get }

  /// Parses the command's arguments (those after its name).
  ///
  /// - Throws: ``RunnerError/usage(_:)`` for arguments it does not understand.
  init(arguments: [String]) throws

  /// Runs the command.
  ///
  /// - Parameter context: The package, curriculum and output style.
  /// - Returns: The process exit code.
  func run(in context: RunnerContext) throws -> Int32
}

/// What every command works with: the package, its curriculum, and how to print.
package struct RunnerContext {
  /// The package root.
  package var root: URL
  /// The curriculum.
  package var catalog: Catalog
  /// Colours and symbols for standard output.
  package var style: Style
  /// The learner's progress, loaded once for the whole command, the first time it asks.
  package var progress: LearnerProgress { loadedProgress.value }
  /// The progress, loaded on first use (``Deferred``).
  package let loadedProgress: Deferred<LearnerProgress>
  /// Where the command's words go: standard output and error, or a test's memory.
  package var output: CommandOutput = .standard
  /// What the command says, in the language chosen where the program started.
  package var words: Words

  /// A context for a command.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum.
  ///   - style: Colours and symbols for standard output.
  ///   - progress: Loads the learner's progress, if the command asks for it.
  ///   - output: Where the command's words go.
  ///   - words: The language the command speaks; English unless the program chose another.
  package init(
    root: URL, catalog: Catalog, style: Style,
    progress: @autoclosure @escaping () -> LearnerProgress, output: CommandOutput = .standard,
    words: Words = .english
  ) {
    self.root = root
    self.catalog = catalog
    self.style = style
    loadedProgress = Deferred(progress)
    self.output = output
    self.words = words
  }

  /// The progress file's store, which says what it waits for as this command speaks.
  var progressStore: ProgressStore {
    ProgressStore(root: root, announce: Self.announcer(output, words))
  }

  /// Says a store's message on an output's standard error, in a language: how the progress and
  /// its store speak while a command waits on them.
  static func announcer(_ output: CommandOutput, _ words: Words) -> @Sendable (Message) -> Void {
    { message in output.error(words.render(message)) }
  }

  /// Writes text to the command's output (``CommandOutput``), followed by a new line unless told
  /// otherwise: what `print` is for a command.
  package func print(_ text: String = "", terminator: String = "\n") {
    output.print(text, terminator: terminator)
  }

  /// Finds the package that contains a folder, walking up from it.
  ///
  /// - Parameter folder: Where the runner was started.
  package static func packageRoot(containing folder: URL) throws -> URL {
    var candidate = folder.standardizedFileURL
    while true {
      let catalog = candidate.appending(path: Catalog.path).path
      let manifest = candidate.appending(path: "Package.swift").path
      if FileManager.default.fileExists(atPath: catalog)
        && FileManager.default.fileExists(atPath: manifest)
      {
        return candidate
      }
      let parent = candidate.deletingLastPathComponent()
      if parent.path == candidate.path { throw RunnerError.packageNotFound(folder.path) }
      candidate = parent
    }
  }
}

/// Options shared by the commands that run tests.
package struct TestOptions {
  /// How long one test may run before it counts as hanging, in seconds.
  package var timeLimit: Double

  /// Options as given, for commands that call others directly.
  package init(timeLimit: Double = 10) {
    self.timeLimit = timeLimit
  }

  /// Reads `--timeout <seconds>`.
  ///
  /// - Parameters:
  ///   - scanner: The command's arguments.
  ///   - default: The limit when the option is not given.
  package init(_ scanner: inout ArgumentScanner, default limit: Double = 10) throws {
    timeLimit =
      try scanner.option(
        "--timeout", expected: Message("a number of seconds from 0.1 to 3600, such as 20")
      ) {
        text in Double(text).flatMap { $0.isFinite && $0 >= 0.1 && $0 <= 3600 ? $0 : nil }
      } ?? limit
  }
}

/// A command's name, help text and parser, kept without naming its type.
package struct CommandEntry {
  /// The word that selects the command.
  var name: String
  /// One line on what the command does, in a language.
  var abstract: (Words) -> String
  /// How to call the command.
  var usage: String
  /// Parses the command's arguments into a runnable command.
  var parse: ([String]) throws -> any RunnerCommand

  /// Describes a command type.
  ///
  /// - Parameter type: The command's type.
  package init<Command: RunnerCommand>(_ type: Command.Type) {
    name = Command.name
    abstract = Command.abstract(_:)
    usage = Command.usage
    parse = { try Command(arguments: $0) }
  }
}
