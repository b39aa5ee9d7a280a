/// The language the tools speak: English or Japanese.
///
/// It is chosen once, where a program starts (``chosen(arguments:environment:)``), and passed
/// in from there through ``Words``: nothing reads the environment deeper down. The maintainers'
/// tests call message code in-process, so a developer's Japanese `LANG` must not change what
/// their English assertions read.
package enum Language: String, Sendable, CaseIterable {
  case english = "en"
  case japanese = "ja"

  /// The option that chooses a language, wherever it stands on the line before `--`.
  package static let option = "--lang"

  /// The language a command line and its environment choose, and the arguments without
  /// `--lang`.
  ///
  /// `--lang ja|en` (or `--lang=ja`) wins. Otherwise the first of `LC_ALL`, `LC_MESSAGES` and
  /// `LANG` that is set and not empty decides, in the order POSIX gives them: a value that
  /// starts with `ja` and names UTF-8 or no codeset (`ja_JP.UTF-8`, `ja`) is Japanese; any
  /// other (`C`, `en_US.UTF-8`, and `ja_JP.eucJP` or `ja_JP.SJIS`, whose terminal would show
  /// the tools' UTF-8 as mojibake) English. Nothing set is English. No choice is stored: each
  /// command is asked anew.
  ///
  /// - Throws: ``RunnerError/usage(_:)`` for `--lang` without a language this tool speaks, or
  ///   for the option in other letters (`--LANG`), which would otherwise be read as a kata.
  package static func chosen(
    arguments: [String], environment: [String: String]
  ) throws -> (language: Language, arguments: [String]) {
    var rest: [String] = []
    var chosen: Language?
    var index = arguments.startIndex
    while index < arguments.endIndex {
      let argument = arguments[index]
      if argument == "--" {
        rest += arguments[index...]
        break
      }
      var value: String?
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? ""
      if name != option, name.lowercased() == option {
        throw RunnerError.usage(
          Message("There is no option {typed}: did you mean --lang?", ["typed": name]))
      }
      if argument == option {
        index += 1
        value = index < arguments.endIndex ? arguments[index] : ""
      } else if argument.hasPrefix(option + "=") {
        value = String(argument.dropFirst(option.count + 1))
      }
      if let value {
        guard let language = Language(rawValue: value.lowercased()) else {
          throw RunnerError.usage(
            value.isEmpty
              ? Message("--lang takes ja (日本語) or en (English).")
              : Message("--lang takes ja (日本語) or en (English), not \"{value}\".", ["value": value])
          )
        }
        chosen = language
      } else {
        rest.append(argument)
      }
      index += 1
    }
    return (chosen ?? of(environment: environment), rest)
  }

  /// The language the locale variables choose (see ``chosen(arguments:environment:)``).
  package static func of(environment: [String: String]) -> Language {
    let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
      .compactMap { environment[$0] }.first { !$0.isEmpty }?.lowercased()
    guard let locale, locale.hasPrefix("ja") else { return .english }
    // `language[_territory][.codeset][@modifier]`: no codeset is the system's, UTF-8 today.
    guard let dot = locale.firstIndex(of: ".") else { return .japanese }
    let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
    return codeset == "utf-8" || codeset == "utf8" ? .japanese : .english
  }
}
