/// What the tools say, in the learner's language.
///
/// Each message is a whole sentence, keyed by its English text with named placeholders
/// (`"{done} of {total} katas done"`), and each language's catalogue gives the same sentence
/// whole, with the same placeholders wherever its grammar puts them: no message is put together
/// from fragments that only fit one language's word order. English needs no catalogue of its
/// own, since the keys are its sentences. Each program speaks from two Japanese tables: the
/// core's (`Japanese.catalogue`, what every program says) and its own, in its own module
/// (kata-course's `CourseJapanese`, kata-demo's `DemoJapanese`), which the program hands over
/// where it starts (``Program/japanese``). A maintainers' test proves that each module's table
/// has every key its sources use, with the same placeholders, and no key that is not used there.
///
/// A key is a `StaticString`, so that every message is a literal in the sources, where that
/// test finds it. A sentence to be said later, by code that knows the language (an error thrown
/// before a command runs), is a ``Message``, said with ``render(_:)``.
package struct Words: Sendable {
  /// The language spoken.
  package var language: Language
  /// The Japanese of the sentences the program says beyond the core's, by English key.
  private let programJapanese: [String: String]

  /// Words in a language.
  ///
  /// - Parameters:
  ///   - language: The language.
  ///   - program: The Japanese of the program's own sentences (``Program/japanese``).
  package init(_ language: Language, program: [String: String] = [:]) {
    self.language = language
    programJapanese = program
  }

  /// English, for code whose reader is not a learner (the maintainers' tests, by default).
  package static let english = Words(.english)

  /// A sentence in this language, its placeholders filled.
  ///
  /// - Parameters:
  ///   - key: The English sentence, with placeholders such as `{kata}`.
  ///   - values: The value of each placeholder, by name.
  package func callAsFunction(
    _ key: StaticString, _ values: KeyValuePairs<String, String> = [:]
  ) -> String {
    said(sentence(key.description)) { name in
      values.first { $0.key == name }.map { ($0.value, false) }
    }
  }

  /// A sentence in this language, from its English: the catalogue's, or the English itself for
  /// a text no catalogue holds (a `Message(verbatim:)`, such as a tool's own words).
  private func sentence(_ english: String) -> String {
    guard language == .japanese else { return english }
    return Japanese.catalogue[english] ?? programJapanese[english] ?? english
  }

  /// What goes between two sentences, or before a remark in brackets: a space in English;
  /// nothing in Japanese, whose full-width 。 and （ carry their own room.
  package var gap: String { language == .japanese ? "" : " " }

  /// A duration in seconds as people write it: "3 s", in Japanese "3 秒".
  package func seconds(_ value: Double) -> String {
    render(.seconds(value))
  }

  /// What separates the items of a list: ", ", or in Japanese "、".
  package var comma: String { language == .japanese ? "、" : ", " }

  /// A thing's id with its title in brackets, as the language writes them: "1.3 (buildEither)",
  /// in Japanese "1.3（buildEither）".
  package func titled(_ id: String, _ title: String) -> String {
    let words = self  // said by calling `words`, where the catalogue test finds the key
    return id + gap + words("({title})", ["title": title])
  }

  /// Items as one list in a sentence: "1.1, 1.2 and 1.3"; in Japanese "1.1、1.2、1.3".
  package func list(_ items: [String]) -> String {
    switch language {
    case .english:
      items.count < 2
        ? items.joined() : items.dropLast().joined(separator: ", ") + " and " + items.last!
    case .japanese:
      items.joined(separator: comma)
    }
  }

  /// A text with each `{name}` replaced by its value (see ``Message/filled(_:)``).
  static func fill(_ text: String, _ values: KeyValuePairs<String, String>) -> String {
    Message.fill(text) { name in values.first { $0.key == name }?.value }
  }

  /// A message from another machine's file (a learner's report), made one this program may say:
  /// a sentence its tables know, with its parts so too, no deeper than `depth`; any other is
  /// its text alone, filled with nothing. A report is data: a key of its own whose parts
  /// repeat their placeholders, nested, would grow past any screen as it is said.
  package func known(_ message: Message, depth: Int = 4) -> Message {
    let isKnown = Japanese.catalogue[message.key] != nil || programJapanese[message.key] != nil
    guard depth > 0, isKnown else { return Message(verbatim: message.key) }
    guard !message.parts.isEmpty else { return message }
    return message.with(parts: message.parts.mapValues { known($0, depth: depth - 1) })
  }

  /// A message said in this language.
  package func render(_ message: Message) -> String {
    message.shaped(
      said(sentence(message.key)) { name in
        message.values[name].map { ($0, false) } ?? message.parts[name].map { (render($0), true) }
      }, capitals: language == .english)
  }

  /// A sentence with its placeholders filled, as this language writes it. Japanese puts a space
  /// between its words and ASCII ones, never beside its full-width punctuation (the glossary's
  /// rules 2 and 8): a value that ends in "）" before " を" loses the space the sentence has for
  /// one that ends in a letter. Nor between two Japanese words of its own: a part said in
  /// Japanese after "には " loses it too (fault pass row 18: "--name には 学習者の名前"), while a
  /// value, such as a test's name, keeps the space that marks where it ends. Only the
  /// sentence's own spaces are tidied, never a value's: a learner's path `x 「y」 z` is said as
  /// it is, not as a path that does not exist.
  ///
  /// - Parameters:
  ///   - sentence: The sentence, with its placeholders.
  ///   - value: Each placeholder's text, by name, and whether it is a part (a sentence said in
  ///     this language) rather than a value; a name it gives nothing for stays as written.
  private func said(_ sentence: String, value: (String) -> (String, Bool)?) -> String {
    guard language == .japanese else {
      return Message.fill(sentence) { value($0)?.0 }
    }
    // Each character, and where it came from.
    var characters: [(character: Character, from: Origin)] = []
    var rest = sentence[...]
    while let placeholder = rest.firstMatch(of: /\{([a-zA-Z][a-zA-Z0-9]*)\}/) {
      characters += rest[..<placeholder.range.lowerBound].map { ($0, .sentence) }
      if let (text, isPart) = value(String(placeholder.output.1)) {
        characters += text.map { ($0, isPart ? .part : .value) }
      } else {
        characters += String(placeholder.output.0).map { ($0, .sentence) }
      }
      rest = rest[placeholder.range.upperBound...]
    }
    characters += rest.map { ($0, .sentence) }
    var tidied = ""
    for (index, (character, from)) in characters.enumerated() {
      if character == " ", from == .sentence, index > 0, index + 1 < characters.count {
        let before = characters[index - 1]
        let after = characters[index + 1]
        if before.character != " ", after.character != " ",
          Self.fullWidthPunctuation.contains(before.character)
            || Self.fullWidthPunctuation.contains(after.character)
            || (Self.isJapaneseLetter(before.character) && Self.isJapaneseLetter(after.character)
              && before.from != .value && after.from != .value)
        {
          continue
        }
      }
      tidied.append(character)
    }
    return tidied
  }

  /// Where a character of a said sentence came from.
  private enum Origin {
    /// The sentence itself.
    case sentence
    /// A value, said as it is.
    case value
    /// A part: a sentence said in the same language.
    case part
  }

  /// Whether a character is a letter of Japanese words (kana or kanji), which take no space
  /// between them; a symbol such as ✔ is not, and keeps the space a legend gives it.
  private static func isJapaneseLetter(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first else { return false }
    switch scalar.value {
    case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F:
      return true
    default:
      return false
    }
  }

  /// Japanese punctuation that needs no space beside it.
  private static let fullWidthPunctuation: Set<Character> = [
    "、", "。", "（", "）", "「", "」", "『", "』", "！", "？", "：", "・",
  ]

  /// The names of a text's placeholders, such as `["done", "total"]`.
  static func placeholders(in text: String) -> Set<String> {
    Set(text.matches(of: /\{([a-zA-Z][a-zA-Z0-9]*)\}/).map { String($0.output.1) })
  }
}
