import KataRunnerCore

/// Text from a report made on someone else's machine, made safe to show: a learner's name, a
/// kata's title, a test's message, a file's name.
///
/// A report is data, and a terminal acts on some bytes (escape sequences change colours, set the
/// window's title, move the cursor up and erase a line; a carriage return overwrites one) while
/// a markdown renderer acts on others (HTML, links, a `|` that ends a cell). Each is shown as
/// the text it is, never acted on; the JSON keeps every character.
enum ForeignText {
  /// The text with every character a terminal would act on, or no one can see, shown as an
  /// escape, `\u{1B}`: control characters but tab (newlines too, so that a name cannot forge a
  /// line of its own), DEL, the C1 controls, the line and paragraph separators, and the format
  /// characters (the bidirectional controls that reorder what follows them, and the invisible
  /// ones, a zero-width space, a joiner, a soft hyphen, a byte order mark, that make two names
  /// that look alike two learners: fault pass row 65).
  static func visible(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      if isActedOn(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  /// A piece of a note (a name, a kata id): cut to `limit` characters, then ``visible(_:)``, so
  /// that a 100 MB name in a report makes no 100 MB line on the instructor's terminal.
  static func visible(_ text: String, limit: Int) -> String {
    visible(shortened(text, limit: limit))
  }

  /// A text cut to `limit` characters, with "…" for the rest; a character is cut down too when
  /// it holds more than a few scalars each, as one letter with 100,000 combining marks does
  /// (fault pass row 66: a name and a message of 200 KB each passed a cap of 200 characters).
  private static func shortened(_ text: String, limit: Int) -> String {
    let scalars = text.unicodeScalars
    if scalars.count > 4 * limit {
      var cut = String(String.UnicodeScalarView(scalars.prefix(4 * limit)))
      if cut.count > limit - 1 { cut = String(cut.prefix(limit - 1)) }
      return cut + "…"
    }
    return text.count > limit ? String(text.prefix(limit - 1)) + "…" : text
  }

  /// The text as one cell of a markdown table: ``visible(_:)``, with what markdown would act on
  /// escaped (a `|` would end the cell, `<` start HTML, `[` a link, `&` a character reference,
  /// a backtick code), cut to `limit` characters.
  static func cell(_ text: String, limit: Int = 200) -> String {
    let shown = shortened(text, limit: limit)
    var escaped = ""
    for character in shown {
      if "\\|<>[]&`".contains(character) { escaped.append("\\") }
      escaped.append(character)
    }
    // Escapes last: a backslash before a letter is a backslash in markdown, shown as written.
    return visible(escaped)
  }

  private static func isActedOn(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: false
    case 0x00...0x1F, 0x7F...0x9F: true
    // Arabic letter mark, left-to-right and right-to-left marks, embeddings and overrides,
    // isolates: each changes the order in which the rest of the line is shown.
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
    default:
      switch scalar.properties.generalCategory {
      case .format, .lineSeparator, .paragraphSeparator: true
      default: false
      }
    }
  }
}
