// kata-demo: projector demonstrations for instructors, run on the reference solutions.
//
//   swift run kata-demo            list the demos
//   swift run kata-demo <name>     run one, printing the engine's render and traces

import Foundation

MainActor.assumeIsolated {
  let arguments = CommandLine.arguments.dropFirst()
  guard let name = arguments.first, let demo = Demo.all.first(where: { $0.name == name }) else {
    print("kata-demo: the engine's view of the course's key screens, on the reference solutions.")
    print("Usage: swift run kata-demo <name>\n")
    for demo in Demo.all {
      print(
        "  \(demo.name.padding(toLength: 12, withPad: " ", startingAt: 0))kata \(demo.kata): \(demo.summary)"
      )
    }
    exit(arguments.isEmpty ? 0 : 2)
  }
  do {
    try demo.run()
  } catch {
    print("error: \(error)")
    exit(1)
  }
}
