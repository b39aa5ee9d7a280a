/// A sentence to be said later, in the language of whoever says it: its English text with named
/// placeholders (`"There is no kata named \"{name}\"."`), and their values.
///
/// An error thrown deep inside, before any command knows the learner's language or where no
/// `Words` is at hand, carries one; the program, which knows the language, says it
/// (`Words.render`). Its `description` is the English, for logs and for tests. Like `Words`'
/// keys, a message's key is a literal in the sources, where the catalogues' test finds it.
///
/// A result records one where the runner has something to say of a test or a check (why a
/// test process crashed, what a compile check found), as gettext, Fluent and Apple's
/// `LocalizedStringResource` keep a key and its arguments: so it is said in the language of
/// whoever reads the result later, a learner's runner or an instructor's class table, and
/// never read back out of English.
package struct Message: Sendable, Hashable, CustomStringConvertible {
  /// The English sentence, with its placeholders.
  package let key: String
  /// Each placeholder's value, by name.
  package private(set) var values: [String: String]
  /// The placeholders whose value is itself a sentence to say in the same language (what an
  /// option takes, such as "a number of seconds"), by name.
  package private(set) var parts: [String: Message]
  /// How the sentence stands where it is said (see ``Form``).
  package private(set) var form = Form.asWritten

  /// How a sentence is said inside another one, or at the start of one.
  package enum Form: String, Codable, Sendable, Hashable {
    /// As the catalogue writes it.
    case asWritten = "as-written"
    /// Without its final full stop, for a sentence said inside brackets or before a colon:
    /// "(git could not run)", "（git を実行できません）".
    case clause = "clause"
    /// With a capital first letter, for a clause that starts a sentence ("Permission denied");
    /// Japanese has no capitals, and is said as written.
    case sentenceStart = "sentence-start"
  }

  /// A message to say later.
  ///
  /// - Parameters:
  ///   - key: The English sentence, with placeholders such as `{kata}`.
  ///   - values: The value of each placeholder, by name.
  ///   - parts: The placeholders that are sentences themselves, by name.
  package init(
    _ key: StaticString, _ values: KeyValuePairs<String, String> = [:],
    parts: KeyValuePairs<String, Message> = [:]
  ) {
    self.key = key.description
    self.values = Dictionary(values.map { ($0.key, $0.value) }) { first, _ in first }
    self.parts = Dictionary(parts.map { ($0.key, $0.value) }) { first, _ in first }
  }

  /// A text that no catalogue translates, such as a tool's own output: said as it is.
  package init(verbatim text: String) {
    key = text
    values = [:]
    parts = [:]
  }

  /// A message with nothing to fill is saved as its text alone, so that a result reads as
  /// before; text saved by a runner that recorded English (a test's crash, a compile check's
  /// problem) is read as such a message, said as written.
  package init(from decoder: any Decoder) throws {
    if let text = try? decoder.singleValueContainer().decode(String.self) {
      key = text
      values = [:]
      parts = [:]
      return
    }
    let container = try decoder.container(keyedBy: CodingKeys.self)
    key = try container.decode(String.self, forKey: .key)
    values = try container.decodeIfPresent([String: String].self, forKey: .values) ?? [:]
    parts = try container.decodeIfPresent([String: Message].self, forKey: .parts) ?? [:]
    form = try container.decodeIfPresent(Form.self, forKey: .form) ?? .asWritten
  }

  /// The same message with other parts.
  package func with(parts: [String: Message]) -> Message {
    var message = Message(verbatim: key)
    message.values = values
    message.parts = parts
    message.form = form
    return message
  }

  /// The same message, said in another form.
  package func said(as form: Form) -> Message {
    var message = self
    message.form = form
    return message
  }

  /// The message in English.
  package var description: String {
    shaped(Self.fill(key) { values[$0] ?? parts[$0]?.description }, capitals: true)
  }

  /// A filled text in this message's form.
  ///
  /// - Parameter capitals: Whether the language writes capital letters (a Japanese sentence
  ///   that starts with a command's name keeps it as typed).
  package func shaped(_ text: String, capitals: Bool) -> String {
    switch form {
    case .asWritten:
      return text
    case .clause:
      guard let last = text.last, last == "." || last == "。" else { return text }
      return String(text.dropLast())
    case .sentenceStart:
      guard capitals, let first = text.first, first.isASCII, first.isLowercase else { return text }
      return first.uppercased() + text.dropFirst()
    }
  }

  /// A text with each `{name}` replaced by what `value` gives for it, in one pass: a value that
  /// holds braces itself (a test's name, quoted code) is never read as a placeholder; a name it
  /// gives nothing for is left as written.
  static func fill(_ text: String, value: (String) -> String?) -> String {
    text.replacing(/\{([a-zA-Z][a-zA-Z0-9]*)\}/) { match in
      value(String(match.output.1)) ?? String(match.output.0)
    }
  }
}

extension Message: Codable {
  fileprivate enum CodingKeys: String, CodingKey {
    case key, values, parts, form
  }

  package func encode(to encoder: any Encoder) throws {
    guard !values.isEmpty || !parts.isEmpty || form != .asWritten else {
      var container = encoder.singleValueContainer()
      try container.encode(key)
      return
    }
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(key, forKey: .key)
    if !values.isEmpty { try container.encode(values, forKey: .values) }
    if !parts.isEmpty { try container.encode(parts, forKey: .parts) }
    if form != .asWritten { try container.encode(form, forKey: .form) }
  }
}
