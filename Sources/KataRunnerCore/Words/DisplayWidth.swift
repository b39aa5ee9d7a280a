extension String {
  /// How many columns of a terminal this text takes: two for each full-width or wide character
  /// (Japanese letters and punctuation, most emoji), none for a combining mark, one for any other.
  ///
  /// Characters of East Asian width "Ambiguous", such as `█ ░ · ✔`, count as one, as terminals
  /// draw them outside East Asian locales and as the dashboard's bar was measured. Colour codes
  /// count too: measure text before it is styled.
  package var displayWidth: Int {
    reduce(0) { $0 + $1.displayWidth }
  }

  /// The start of this text that takes at most `width` columns (see ``displayWidth``).
  package func prefix(width: Int) -> String {
    var taken = 0
    return String(
      prefix { character in
        taken += character.displayWidth
        return taken <= width
      })
  }

  /// This line cut into lines of at most `width` columns: at the last place that fits where a
  /// line may end, else at the width; each further line starts with `indent` spaces (the first
  /// keeps its own), so that the lines still read as one.
  ///
  /// A line may end at a space, and, since Japanese has no spaces between its words, after 、 or
  /// 。 and between two full-width characters, as Japanese typesetting does (JIS X 4051): never
  /// before a closing bracket, a mark such as 、 or ー, or a small kana, nor after an opening
  /// bracket. An ASCII word in a Japanese sentence stays whole, and so does a katakana word.
  package func wrapped(width: Int, indent: Int) -> [String] {
    guard displayWidth > width else { return [self] }
    var parts: [String] = []
    var rest = Substring(self)
    var prefix = ""
    while prefix.count + String(rest).displayWidth > width {
      let fits = String(rest).prefix(width: width - prefix.count)
      // A break at a space is after the last non-space word that fits; a word longer than the
      // line is cut.
      let space = rest.prefix(fits.count + 1).lastIndex(of: " ").flatMap { space in
        rest[..<space].contains { $0 != " " } ? space : nil
      }
      let stop = rest.prefix(fits.count).lastIndex { "、。".contains($0) }
        .map { rest.index(after: $0) }
      let cut =
        [space, stop, Self.lastBreakBetweenWide(in: rest, within: fits.count)].compactMap { $0 }
        .max()
        ?? rest.index(rest.startIndex, offsetBy: max(1, fits.count))
      parts.append(prefix + rest[..<cut])
      rest = rest[cut...].drop { $0 == " " }
      prefix = String(repeating: " ", count: indent)
    }
    return parts + [prefix + rest]
  }

  /// The last place, among the first `count` characters of `text` and the one after them, where
  /// a line may end between two full-width characters (see ``wrapped(width:indent:)``): the
  /// index of the character that starts the next line.
  private static func lastBreakBetweenWide(in text: Substring, within count: Int) -> String.Index? {
    var found: String.Index?
    var previous: Character?
    for (index, character) in zip(text.indices, text).prefix(count + 1) {
      defer { previous = character }
      guard let previous, previous.displayWidth == 2, character.displayWidth == 2,
        !notAfter.contains(previous), !notBefore.contains(character),
        !(isKatakana(previous) && isKatakana(character))
      else { continue }
      found = index
    }
    return found
  }

  /// What a Japanese line may not start with: closing brackets, marks that end a phrase or
  /// lengthen a sound, and small kana.
  private static let notBefore: Set<Character> = Set("、。，．・：；？！）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ")
  /// Whether a character is katakana: a run of it is one loanword (カウンター, フェードアウト),
  /// kept whole as an ASCII word is.
  private static func isKatakana(_ character: Character) -> Bool {
    character.unicodeScalars.allSatisfy { (0x30A0...0x30FF).contains($0.value) }
  }

  /// What a Japanese line may not end with: opening brackets.
  private static let notAfter: Set<Character> = Set("（「『【〔〈《")

  /// This text with spaces added at its end until it takes `width` columns (see
  /// ``displayWidth``); a text that takes more is returned as it is.
  package func padded(toWidth width: Int) -> String {
    self + String(repeating: " ", count: max(0, width - displayWidth))
  }
}

extension Character {
  /// How many columns this character takes (see ``String/displayWidth``).
  var displayWidth: Int {
    let scalars = unicodeScalars
    // An emoji shown as a picture (`✔️`, with the variation selector 16) is drawn wide.
    if scalars.contains(where: { $0.value == 0xFE0F }) { return 2 }
    if scalars.contains(where: \.isWide) { return 2 }
    return scalars.allSatisfy(\.isZeroWidth) ? 0 : 1
  }
}

extension Unicode.Scalar {
  /// Whether the scalar is East Asian Wide or Fullwidth: an emoji drawn as a picture by default
  /// (Unicode gives every `Emoji_Presentation` character that width, and the standard library
  /// knows them for its Unicode version), and the ranges of Unicode 15's table a learner meets
  /// besides: Hangul Jamo, CJK punctuation, kana, ideographs, Hangul, full-width forms.
  fileprivate var isWide: Bool {
    if properties.isEmojiPresentation { return true }
    switch value {
    case 0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF,
      0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F200...0x1F251,
      0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// Whether the scalar takes no column of its own: a combining mark, a zero-width joiner or
  /// space, or a variation selector.
  fileprivate var isZeroWidth: Bool {
    switch properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return true
    default: return (0xFE00...0xFE0F).contains(value)
    }
  }
}
