// kata-demo: projector demonstrations for instructors, run on the reference solutions.
//
//   swift run kata-demo                        list the demos
//   swift run kata-demo <name> [<screen>]      run one, or one of its screens, printing the
//                                              engine's render and traces
//
// In a terminal it waits for Return before each answer, so that the room predicts it first;
// when its output goes to a file or a pipe it prints everything and never waits.

import Foundation

MainActor.assumeIsolated {
  var arguments = Array(CommandLine.arguments.dropFirst())
  let noPause = arguments.contains("--no-pause")
  let forcePause = arguments.contains("--pause")
  arguments.removeAll { $0 == "--no-pause" || $0 == "--pause" }
  guard let name = arguments.first, let demo = Demo.all.first(where: { $0.name == name }) else {
    if let name = arguments.first {
      Output.print("kata-demo: there is no demo \"\(name)\".\n")
    }
    Output.print(
      "kata-demo: the engine's view of the course's key screens, on the reference solutions.")
    Output.print("Usage: swift run kata-demo <name> [<screen>] [--no-pause]\n")
    // The name column is as wide as the longest name, so no name is ever cut; a summary that
    // does not fit the projector's width goes on under itself.
    let width = (Demo.all.map(\.name.count).max() ?? 0) + 2
    for demo in Demo.all {
      let name = demo.name.padding(toLength: width, withPad: " ", startingAt: 0)
      let lines = Stage.fitted("  \(name)kata \(demo.kata): \(demo.summary)", indent: width + 2)
      for line in lines { Output.print(line) }
    }
    Output.print(
      "\nIn a terminal, each demo waits for Return before every answer: ask the room to predict it."
    )
    Output.exit(arguments.isEmpty ? 0 : 2)
  }
  var only: Int?
  if arguments.count > 1 {
    guard arguments.count == 2, let number = Int(arguments[1]), number > 0 else {
      Output.print("kata-demo: a screen is a number, such as `swift run kata-demo \(name) 2`.")
      Output.exit(2)
    }
    only = number
  }
  let terminal = isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
  let stage = Stage(only: only, pauses: forcePause || (terminal && !noPause))
  Stage.current = stage
  do {
    try demo.run()
  } catch {
    Output.print("error: \(error)")
    Output.exit(1)
  }
  if let only, only > stage.screen {
    Output.print("kata-demo: \(name) has \(stage.screen) screens, numbered from 1.")
    Output.exit(2)
  }
  Output.exit(0)
}
