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
  /// Whether the scalar is East Asian Wide or Fullwidth (Unicode 15's table, the ranges a
  /// learner meets: Hangul Jamo, CJK punctuation, kana, ideographs, Hangul, full-width forms and
  /// the emoji blocks).
  fileprivate var isWide: Bool {
    switch value {
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x23E9...0x23EC, 0x23F0, 0x23F3,
      0x25FD...0x25FE, 0x2614...0x2615, 0x2648...0x2653, 0x267F, 0x2693, 0x26A1, 0x26AA...0x26AB,
      0x26BD...0x26BE, 0x26C4...0x26C5, 0x26CE, 0x26D4, 0x26EA, 0x26F2...0x26F3, 0x26F5, 0x26FA,
      0x26FD, 0x2705, 0x270A...0x270B, 0x2728, 0x274C, 0x274E, 0x2753...0x2755, 0x2757,
      0x2795...0x2797, 0x27B0, 0x27BF, 0x2B1B...0x2B1C, 0x2B50, 0x2B55, 0x2E80...0x303E,
      0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F,
      0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F004, 0x1F0CF, 0x1F18E, 0x1F191...0x1F19A, 0x1F200...0x1F251,
      0x1F300...0x1F320, 0x1F32D...0x1F335, 0x1F337...0x1F37C, 0x1F37E...0x1F393,
      0x1F3A0...0x1F3CA, 0x1F3CF...0x1F3D3, 0x1F3E0...0x1F3F0, 0x1F3F4, 0x1F3F8...0x1F43E,
      0x1F440, 0x1F442...0x1F4FC, 0x1F4FF...0x1F53D, 0x1F54B...0x1F54E, 0x1F550...0x1F567,
      0x1F57A, 0x1F595...0x1F596, 0x1F5A4, 0x1F5FB...0x1F64F, 0x1F680...0x1F6C5, 0x1F6CC,
      0x1F6D0...0x1F6D2, 0x1F6D5...0x1F6D7, 0x1F6EB...0x1F6EC, 0x1F6F4...0x1F6FC,
      0x1F7E0...0x1F7EB, 0x1F90C...0x1F93A, 0x1F93C...0x1F945, 0x1F947...0x1F9FF,
      0x1FA70...0x1FAFF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
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
