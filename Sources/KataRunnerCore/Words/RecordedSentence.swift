/// A sentence the runner writes into a test's result: why a test process crashed, why a test
/// did not run, what a compile check found.
///
/// Results are saved, and the report a learner hands in is English for a room of any language,
/// so such a sentence is recorded in English; it is said in the learner's language only when
/// shown (``Words/recorded(_:)``), by matching the English against these sentences, which are
/// the runner's own and few. (A test's own messages are the course's, not matched here.)
package enum RecordedSentence: String, CaseIterable, Sendable {
  case exitedMidTest = "the test process exited with code {code} mid-test"
  case processStopped = "the test process was stopped"
  case stackOverflow = """
    stack overflow or bad memory access (signal {signal}): often a function or property that \
    calls itself without end
    """
  case killed = "killed (signal 9): the system may have run out of memory, or someone stopped it"
  case runtimeTrap = """
    a Swift runtime trap (signal {signal}), such as a failed precondition or a force unwrap of nil
    """
  case stoppedBySignal = "the test process was stopped by signal {signal}"
  case earlierCrash = "another test of this kata crashed or hung first"
  case stoppedOutsideTests = "the test process stopped outside any test ({termination}): {tail}"
  case missingSuiteName = "The tests of {suite}"
  case missingSuite = """
    no test of the suite {suite} was found in {folder}: it was renamed or its file deleted; \
    `git checkout -- {tests}` puts the course's tests back
    """
  case unusableFile = "{problem}; `{command} reset {kata}` restores it"
  case fileMissing = "this file is missing"
  case fileEmpty = "this file is empty"
  case preparingTests = """
    Preparing this kata's tests (the arguments of its parameterized tests come from your code)
    """
  case uncheckable = "{origin}: could not be checked: {reason}"
  case swiftcSignal = "swiftc was stopped by signal {signal} before it reported on this code."
  case swiftcSignalSaying = """
    swiftc was stopped by signal {signal} before it reported on this code. Its last line: {line}
    """
  case swiftcFailed = "swiftc failed (exit status {status}) without reporting an error."
  case swiftcFailedSaying = """
    swiftc failed (exit status {status}) without reporting an error. Its last line: {line}
    """
  case swiftcTimedOut = "swiftc ran out of time."
  case expectedErrorCompiled = "{position}: this line is marked `// expected-error` but it compiled"
  case onlyLeft = "only the left side of == has {value}"
  case onlyRight = "only the right side of == has {value}"

  /// The sentence in English, as results record it.
  ///
  /// - Parameter values: The value of each placeholder, by name.
  package func english(_ values: KeyValuePairs<String, String> = [:]) -> String {
    Words.fill(rawValue, values)
  }

  /// The values of this sentence's placeholders in a text, when the text is this sentence.
  func values(in text: String) -> [String: String]? {
    var pattern = "^"
    var names: [String] = []
    var rest = Substring(rawValue)
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      pattern += escapedForPattern(rest[..<open])
      names.append(String(rest[rest.index(after: open)..<close]))
      pattern += "(.+?)"
      rest = rest[rest.index(after: close)...]
    }
    pattern += escapedForPattern(rest) + "$"
    guard let regex = try? Regex(pattern).dotMatchesNewlines(),
      let match = try? regex.wholeMatch(in: text)
    else { return nil }
    var values: [String: String] = [:]
    for (index, name) in names.enumerated() where values[name] == nil {
      values[name] = match.output[index + 1].substring.map(String.init)
    }
    return values
  }
}

/// Text with every character a regular expression reads specially escaped.
private func escapedForPattern(_ text: Substring) -> String {
  text.map { "\\^$.|?*+()[]{}/".contains($0) ? "\\\($0)" : String($0) }.joined()
}

extension Words {
  /// A sentence the runner recorded in a result (``RecordedSentence``), in this language, its
  /// values said in it too when they are recorded sentences themselves ("this file is missing");
  /// any other text (a test's own message, the compiler's words) as it is.
  package func recorded(_ text: String) -> String {
    guard language != .english else { return text }
    for sentence in RecordedSentence.allCases {
      guard let values = sentence.values(in: text) else { continue }
      let said = values.mapValues { recorded($0) }
      return render(Message(recorded: sentence, values: said))
    }
    return text
  }

  /// A test's ``TestOutcome/explanation``, as a report holds it, in this language when the test
  /// did not finish: the runner's words around a crash, a time limit or a test that did not
  /// run, with the cause it recorded; `nil` for any other text, whose words are Swift Testing's
  /// and the test's.
  package func explanation(_ explanation: String) -> String? {
    // Each sentence is said by calling `words`, where the catalogue test finds its key.
    let words = self
    if let cause = explanation.firstMatch(of: /^crashed: (.*)$/.dotMatchesNewlines()) {
      return words("crashed: {cause}", ["cause": recorded(String(cause.output.1))])
    }
    if let reason = explanation.firstMatch(of: /^did not run: (.*)$/.dotMatchesNewlines()) {
      return words("did not run: {reason}", ["reason": recorded(String(reason.output.1))])
    }
    if let match = explanation.wholeMatch(of: /ran longer than (\d+(?:\.\d+)?) s/),
      let limit = Double(match.output.1)
    {
      return words("ran longer than {limit}", ["limit": seconds(limit)])
    }
    return nil
  }
}

extension Message {
  /// A recorded sentence, to say in a language.
  init(recorded sentence: RecordedSentence, values: [String: String]) {
    key = sentence.rawValue
    self.values = values
    parts = [:]
  }
}

extension Diagnostic {
  /// The diagnostic's lines (``lines``), with a message the runner recorded (a kata file that is
  /// missing) said in a language; the compiler's own words stay as they are.
  func lines(_ words: Words) -> [String] {
    var said = self
    said.message = words.recorded(message)
    return said.lines
  }

}
