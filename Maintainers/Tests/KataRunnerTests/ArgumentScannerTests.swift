import Testing

@testable import KataRunnerCore

@Suite("One way to read every command's arguments")
struct ArgumentScannerTests {
  @Test("Flags, options in both spellings, and positionals are taken in any order")
  func readsEverything() throws {
    var scanner = ArgumentScanner(["--timeout=3", "1.2", "--fresh", "--name", "Ada"], command: "x")
    let fresh = scanner.flag("--fresh")
    let yes = scanner.flag("--yes", "-y")
    let timeout = try scanner.option("--timeout", expected: Message("seconds")) { Double($0) }
    let name = try scanner.option("--name", expected: Message("a name")) { $0 }
    let katas = try scanner.positionals(0...1, usage: "x [<kata>]")
    try scanner.finish()
    #expect(fresh && !yes)
    #expect(timeout == 3 && name == "Ada" && katas == ["1.2"])
  }

  @Test("An unknown option is named, with the closest known one")
  func unknownOption() throws {
    var scanner = ArgumentScanner(["--frsh"], command: "status")
    _ = scanner.flag("--fresh")
    #expect {
      try scanner.finish()
    } throws: { Self.says($0, "status does not know --frsh. Did you mean --fresh?") }
  }

  @Test("-- ends the options: what follows is positional, whatever it starts with")
  func doubleDashEndsOptions() throws {
    // A learner's report named like an option, in a shared folder (fault pass row 58).
    var scanner = ArgumentScanner(
      ["--merge", "--format", "json", "--", "-x.json", "--format", "ada.json"], command: "report")
    let merge = scanner.flag("--merge")
    let format = try scanner.option("--format", expected: Message("json or markdown")) { $0 }
    let files = try scanner.positionals(1...Int.max, of: .reportFile, usage: "report")
    try scanner.finish()
    #expect(merge && format == "json")
    #expect(files == ["-x.json", "--format", "ada.json"])
  }

  @Test("A far-off word gets no suggestion; a near miss does")
  func suggestionsHaveAThreshold() {
    #expect(["--fresh", "--timeout"].nearMiss(for: "--frsh") == "--fresh")
    #expect(["--fresh", "--timeout"].nearMiss(for: "--x") == nil)
    #expect(["list", "lesson", "check"].nearMiss(for: "1.3") == nil, "a kata is not a command")
    #expect(["list", "lesson", "check"].nearMiss(for: "chek") == "check")
  }

  @Test("Colour is off with NO_COLOR set, and on a dumb terminal")
  func colourIsAllowed() {
    #expect(Style.colorAllowed(["TERM": "xterm-256color"]))
    #expect(!Style.colorAllowed(["TERM": "xterm", "NO_COLOR": "1"]))
    #expect(!Style.colorAllowed(["TERM": "dumb"]), "fault pass row 74: 74 colour sequences")
  }

  @Test("A missing or invalid option value says what the option takes")
  func badValue() throws {
    for arguments in [["--timeout"], ["--timeout", "soon"]] {
      var scanner = ArgumentScanner(arguments, command: "check")
      #expect {
        _ = try scanner.option("--timeout", expected: Message("a number of seconds")) { Double($0) }
      } throws: { Self.says($0, "--timeout takes a number of seconds.") }
    }
  }

  @Test("The wrong number of katas gives the command's usage")
  func wrongCount() throws {
    var scanner = ArgumentScanner(["1.1", "1.2"], command: "reset")
    #expect {
      _ = try scanner.positionals(1...1, usage: "reset <kata>")
    } throws: { Self.says($0, "reset takes exactly one kata; usage: kata-runner reset <kata>") }
  }

  /// Whether an error is a usage error that says this, in English.
  private static func says(_ error: any Error, _ english: String) -> Bool {
    guard case RunnerError.usage(let message) = error else { return false }
    return message.description == english
  }
}
