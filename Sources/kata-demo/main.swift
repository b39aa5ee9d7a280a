// kata-demo: projector demonstrations for instructors, run on the reference solutions.
//
//   swift run -q kata-demo                      list the demos
//   swift run -q kata-demo <name> [<screen>]    run one, or one of its screens, printing the
//                                               engine's render and traces
//
// (`-q` keeps SwiftPM's own build lines off the projector.)
//
// In a terminal it waits for Return before each answer, so that the room predicts it first;
// when its output goes to a file or a pipe it prints everything and never waits.

import Foundation
import KataDemoWords
import KataRunnerCore

MainActor.assumeIsolated {
  let options = ["--pause", "--no-pause", "--help", "-h"]
  // The instructor's language: `--lang ja|en`, else the locale, as for kata-runner.
  let environment = ProcessInfo.processInfo.environment
  var arguments = Array(CommandLine.arguments.dropFirst())
  let words: Words
  do {
    let chosen = try Language.chosen(arguments: arguments, environment: environment)
    words = Words(chosen.language, program: DemoJapanese.catalogue)
    arguments = chosen.arguments
  } catch {
    let words = Words(Language.of(environment: environment), program: DemoJapanese.catalogue)
    Output.print("kata-demo: " + KataRunner.describe(error, words: words))
    Output.exit(2)
  }
  Output.words = words
  // A negative number is a screen that does not exist, not an option.
  if let unknown = arguments.first(where: {
    $0.hasPrefix("-") && Int($0) == nil && !options.contains($0)
  }) {
    Output.print(
      words(
        """
        kata-demo: there is no option {option}. Its options are --pause (wait for Return even \
        when the output is not a terminal), --no-pause (print everything at once) and --lang \
        ja|en (the language of its words).
        """, ["option": unknown]))
    Output.exit(2)
  }
  let noPause = arguments.contains("--no-pause")
  let forcePause = arguments.contains("--pause")
  let help = arguments.contains { ["--help", "-h", "help"].contains($0) }
  arguments.removeAll { options.contains($0) }
  guard !help, let name = arguments.first, let demo = Demo.all.first(where: { $0.name == name })
  else {
    if !help, let name = arguments.first {
      // A typo keeps the first letters: `toggl`, `foreech`.
      let near = Demo.all.map(\.name).filter { $0.hasPrefix(String(name.prefix(3))) }
      let missing = words("kata-demo: there is no demo \"{name}\".", ["name": name])
      Output.print(
        missing
          + (near.isEmpty
            ? ""
            : words.gap
              + words(
                "Did you mean {names}?",
                ["names": near.map { "`\($0)`" }.joined(separator: words.comma)]))
          + "\n")
    }
    Output.print(
      words("kata-demo: the engine's view of the course's key screens, on the reference solutions.")
    )
    Output.print(
      words("Usage: swift run -q kata-demo <name> [<screen>] [--no-pause] [--lang ja|en]") + "\n")
    // The name column is as wide as the longest name, so no name is ever cut; a summary that
    // does not fit the projector's width goes on under itself.
    let width = (Demo.all.map(\.name.count).max() ?? 0) + 2
    for demo in Demo.all {
      let name = demo.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let summary = words(
        "kata {kata}: {summary}", ["kata": demo.kata, "summary": words.render(demo.summary)])
      let lines = Stage.fitted("  \(name)\(summary)", indent: width + 2)
      for line in lines { Output.print(line) }
    }
    Output.print("")
    let closing = words(
      "In a terminal, each demo waits for Return before every answer: ask the room to predict it.")
    for line in Stage.fitted(closing) { Output.print(line) }
    Output.exit(arguments.isEmpty || help ? 0 : 2)
  }
  var only: Int?
  if arguments.count > 1 {
    let example = "`swift run -q kata-demo \(name) 2`"
    let screen = arguments[1]
    var problem: String?
    if arguments.count > 2 {
      problem = words("one screen at a time, such as {example}", ["example": example])
    } else if let number = Int(screen) {
      problem =
        number < 1
        ? words("screens are numbered from 1, such as {example}", ["example": example]) : nil
    } else if screen.allSatisfy(\.isNumber) {
      // More than an Int holds.
      problem = words("{name} has no screen {screen}", ["name": name, "screen": screen])
    } else {
      problem = words("a screen is a whole number, such as {example}", ["example": example])
    }
    if let problem {
      Output.print(words("kata-demo: {problem}.", ["problem": problem]))
      Output.exit(2)
    }
    only = Int(screen)
  }
  let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  let stage = Stage(only: only, pauses: forcePause || (terminal && !noPause), words: words)
  Stage.current = stage
  do {
    try demo.run()
  } catch {
    Output.print("error: \(error)")
    Output.exit(1)
  }
  if let only, only > stage.screen {
    Output.print(
      words(
        "kata-demo: {name} has {count} screens, numbered from 1.",
        ["name": name, "count": "\(stage.screen)"]))
    Output.exit(2)
  }
  Output.exit(0)
}
