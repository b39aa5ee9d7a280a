import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension RunnerContext {
  /// Overwrites learner files: the one way any command does it (`reset`, `solution --apply`,
  /// `start`). The files are backed up first, then written, then the verdicts of their katas
  /// are forgotten, since those verdicts describe files that are gone.
  ///
  /// - Parameters:
  ///   - files: Each file's path, relative to the package root, and its new text.
  ///   - katas: The katas the files belong to.
  /// - Returns: The backup folder, relative to the package root.
  func overwrite(_ files: [(path: String, text: String)], of katas: [Kata]) throws -> String {
    let folder = try Backup(root: root).save(files.map(\.path))
    for file in files {
      try file.text.write(to: root.appending(path: file.path), atomically: true, encoding: .utf8)
    }
    progress.forget(katas)
    try progress.save()
    return folder
  }

  /// The text of a reference solution's file.
  func reference(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// Asks a yes-or-no question on the terminal; without a terminal to ask on, says how to go
  /// ahead anyway and declines.
  ///
  /// - Parameters:
  ///   - question: The question, such as "Show its solution anyway?".
  ///   - context: What the question is about, printed before it.
  func confirm(_ question: String, about context: String) -> Bool {
    guard isatty(STDIN_FILENO) == 1 else {
      print("\(context) Pass --yes to go ahead.")
      return false
    }
    print("\(context) \(question) [y/N] ", terminator: "")
    return readLine()?.lowercased().hasPrefix("y") == true
  }
}
