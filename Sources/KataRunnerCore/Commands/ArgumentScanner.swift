/// Reads one command's arguments, the same way for every command, in the spirit of
/// swift-argument-parser's `@Flag`, `@Option` and `@Argument` (the runner compiles inside the
/// learner's package, so it takes no dependency).
///
/// A command asks for its flags and options by name, then for its positional arguments, then
/// calls `finish()`: whatever is left is an option the command does not know, reported with the
/// closest one it does. Options take their value as the next argument or after `=`. `--` ends
/// the options, as in every POSIX tool: what follows is positional, whatever it starts with (a
/// learner's report named `-x.json`).
package struct ArgumentScanner {
  private let command: String
  private var remaining: [String]
  /// The arguments after `--`.
  private let afterOptions: [String]
  private var known: [String] = ["--help"]

  /// Starts reading a command's arguments (those after its name).
  ///
  /// - Parameters:
  ///   - arguments: The arguments.
  ///   - command: The command's name, for messages.
  package init(_ arguments: [String], command: String) {
    self.command = command
    if let end = arguments.firstIndex(of: "--") {
      remaining = Array(arguments[..<end])
      afterOptions = Array(arguments[(end + 1)...])
    } else {
      remaining = arguments
      afterOptions = []
    }
  }

  /// Whether a flag such as `--fresh` is present; it may be given more than once.
  package mutating func flag(_ names: String...) -> Bool {
    known += names
    let count = remaining.count
    remaining.removeAll { names.contains($0) }
    return remaining.count != count
  }

  /// The value of an option such as `--timeout 20` or `--timeout=20`; the last one wins.
  ///
  /// - Parameters:
  ///   - name: The option, with its dashes.
  ///   - convert: Turns the text into a value, or `nil` when it is not a valid one.
  ///   - expected: What the value must be, such as "a number of seconds from 0.1 to 3600".
  /// - Throws: ``RunnerError/usage(_:)`` when the value is missing or not valid.
  package mutating func option<Value>(
    _ name: String, expected: Message, _ convert: (String) -> Value?
  ) throws -> Value? {
    known.append(name)
    var value: Value?
    while let index = remaining.firstIndex(where: { $0 == name || $0.hasPrefix(name + "=") }) {
      let argument = remaining.remove(at: index)
      var text = argument.hasPrefix(name + "=") ? String(argument.dropFirst(name.count + 1)) : nil
      if text == nil, index < remaining.count { text = remaining.remove(at: index) }
      guard let text, let converted = convert(text) else {
        throw RunnerError.usage(
          Message("{option} takes {expected}.", ["option": name], parts: ["expected": expected]))
      }
      value = converted
    }
    return value
  }

  /// The positional arguments (those that do not start with `-`), in order.
  ///
  /// - Parameters:
  ///   - range: How many the command takes.
  ///   - noun: What they are, for the message when the count is wrong.
  ///   - usage: How to call the command, for that message too.
  package mutating func positionals(
    _ range: ClosedRange<Int>, of noun: Noun = .kata, usage: String
  ) throws -> [String] {
    let values = remaining.filter { !$0.hasPrefix("-") } + afterOptions
    remaining.removeAll { !$0.hasPrefix("-") }
    guard range.contains(values.count) else {
      throw RunnerError.usage(
        Message(
          "{command} takes {count}; usage: {program} {usage}",
          ["command": command, "program": Launcher.program, "usage": usage],
          parts: ["count": Self.describe(range, noun)]))
    }
    return values
  }

  /// Fails when an argument is left that no question above took.
  package mutating func finish() throws {
    guard let unknown = remaining.first else { return }
    let name = String(unknown.prefix { $0 != "=" })
    let values: KeyValuePairs = [
      "command": command, "argument": unknown, "suggestion": known.nearMiss(for: name) ?? "",
    ]
    throw RunnerError.usage(
      known.nearMiss(for: name) == nil
        ? Message("{command} does not know {argument}.", values)
        : Message("{command} does not know {argument}. Did you mean {suggestion}?", values))
  }

  /// What a command's positional arguments are, in the singular and the plural, for the
  /// message when their count is wrong.
  package struct Noun: Sendable {
    let one: Message
    let many: Message

    /// Katas, as most commands take.
    package static let kata = Noun(one: Message("kata"), many: Message("katas"))
    /// Workshop agendas.
    package static let agenda = Noun(one: Message("agenda"), many: Message("agendas"))
    /// Learners' reports, as the class table takes.
    package static let reportFile = Noun(
      one: Message("report file"), many: Message("report files"))
  }

  private static func describe(_ range: ClosedRange<Int>, _ noun: Noun) -> Message {
    let one = noun.one
    let many = noun.many
    switch (range.lowerBound, range.upperBound) {
    case (0, 0): return Message("no {thing}", parts: ["thing": one])
    case (1, 1): return Message("exactly one {thing}", parts: ["thing": one])
    case (0, 1): return Message("at most one {thing}", parts: ["thing": one])
    case (0, Int.max): return Message("any number of {things}", parts: ["things": many])
    case (1, Int.max): return Message("at least one {thing}", parts: ["thing": one])
    case (let low, Int.max):
      return Message("at least {count} {things}", ["count": "\(low)"], parts: ["things": many])
    case (let low, let high):
      return Message(
        "from {low} to {high} {things}", ["low": "\(low)", "high": "\(high)"],
        parts: ["things": many])
    }
  }
}
