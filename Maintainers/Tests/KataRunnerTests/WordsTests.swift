import Foundation
import Testing

@testable import KataCourse
@testable import KataDemoWords
@testable import KataRunnerCore

/// The tools' words in the learner's language: how the language is chosen, the catalogues kept
/// in step with the sources, and columns that line up whatever the script.
@Suite("Words in the learner's language")
struct WordsTests {
  @Test(
    "--lang wins anywhere before --; then LC_ALL, LC_MESSAGES, LANG; otherwise English",
    arguments: [
      (["check", "--lang", "ja", "1.1"], [:], Language.japanese, ["check", "1.1"]),
      (["--lang=en", "list"], ["LANG": "ja_JP.UTF-8"], .english, ["list"]),
      (["check", "--", "--lang", "ja"], [:], .english, ["check", "--", "--lang", "ja"]),
      ([], ["LANG": "ja_JP.UTF-8"], .japanese, []),
      ([], ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"], .english, []),
      ([], ["LC_ALL": "", "LC_MESSAGES": "ja_JP.UTF-8", "LANG": "C"], .japanese, []),
      ([], ["LANG": "en_US.UTF-8"], .english, []),
      ([], [:], .english, []),
      // Fault pass row 11: a terminal in EUC-JP or Shift_JIS showed the UTF-8 as mojibake.
      ([], ["LANG": "ja_JP.eucJP"], .english, []), ([], ["LANG": "ja_JP.SJIS"], .english, []),
      ([], ["LANG": "ja_JP.utf8"], .japanese, []), ([], ["LANG": "ja_JP"], .japanese, []),
    ] as [([String], [String: String], Language, [String])])
  func languageChoice(
    arguments: [String], environment: [String: String], language: Language, rest: [String]
  ) throws {
    let chosen = try Language.chosen(arguments: arguments, environment: environment)
    #expect(chosen.language == language)
    #expect(chosen.arguments == rest)
  }

  @Test("--lang without a language the tools speak is a usage error that names both")
  func unknownLanguage() {
    // Fault pass row 17: `--LANG ja` was read as the dashboard's kata.
    #expect {
      try Language.chosen(arguments: ["--LANG", "ja", "bogus"], environment: [:])
    } throws: { error in
      guard case RunnerError.usage(let message) = error else { return false }
      return message.description == "There is no option --LANG: did you mean --lang?"
    }
    for arguments in [["--lang", "fr"], ["--lang"]] {
      #expect {
        try Language.chosen(arguments: arguments, environment: [:])
      } throws: { error in
        guard case RunnerError.usage(let message) = error else { return false }
        return message.description.contains("ja") && message.description.contains("en")
      }
    }
  }

  @Test("A sentence keeps its placeholders' values wherever the language puts them")
  func sentences() {
    let values: KeyValuePairs = ["done": "3", "total": "34"]
    #expect(Words(.english)("{done} of {total} katas done", values) == "3 of 34 katas done")
    #expect(Words(.japanese)("{done} of {total} katas done", values) == "34 個のカタのうち 3 個が完了")
    #expect(
      Words.fill("{test}: not run, {reason}", ["test": "Braces {reason}", "reason": "why"])
        == "Braces {reason}: not run, why", "a value is never read as a placeholder")
    #expect(Words(.japanese).seconds(3) == "3 秒" && Words(.english).seconds(0.5) == "0.5 s")
    #expect(Words(.english).list(["1.1", "1.2", "2.1"]) == "1.1, 1.2 and 2.1")
    let option = Message(
      "{option} takes {expected}.", ["option": "--timeout"],
      parts: ["expected": Message("a number of seconds from 0.1 to 3600, such as 20")])
    #expect(Words(.japanese).render(option) == "--timeout には 0.1〜3600 の秒数（20 など）を指定します。")
    #expect(
      option.description == "--timeout takes a number of seconds from 0.1 to 3600, such as 20.")
    #expect(Words(.japanese).list(["1.1", "1.2", "2.1"]) == "1.1、1.2、2.1")
  }

  @Test("Japanese drops the sentence's space beside full-width punctuation, never a value's")
  func tidiesTheSentenceNotItsValues() {
    let japanese = Words(.japanese)
    // Fault pass row 20: a learner's folder `x 「y」 z` was said as `x「y」z`, a path that does
    // not exist.
    #expect(japanese("checking {kata}…", ["kata": "x 「y」 z"]) == "x 「y」 z を確認中…")
    #expect(
      japanese.render(Message("Note: {note}", ["note": "a （b） c"])) == "注記: a （b） c")
    // The sentence's own space beside a value that ends in full-width punctuation still goes.
    #expect(japanese("checking {kata}…", ["kata": "3.1（CompareView）"]) == "3.1（CompareView）を確認中…")
    #expect(japanese("checking {kata}…", ["kata": "3.1"]) == "3.1 を確認中…")
    // Fault pass row 18: a part said in Japanese after "には " kept the space written for an
    // ASCII one; a symbol keeps its space, as a legend's "✔ 完了" does.
    let option = Message(
      "{option} takes {expected}.", ["option": "--name"],
      parts: ["expected": Message("the learner's name, such as \"Ada\"")])
    #expect(!japanese.render(option).contains("には 学習者"), "\(japanese.render(option))")
    #expect(japanese.render(option) == "--name には学習者の名前（\"Ada\" など）を指定します。")
  }

  @Test("Wide letters take two columns; ambiguous symbols, accents' marks and ASCII as written")
  func displayWidth() {
    #expect("Result builders".displayWidth == 15)
    #expect("リザルトビルダー".displayWidth == 16)
    #expect("カタ 1.1".displayWidth == 8)
    #expect("█░·✔✘✎*".displayWidth == 7, "East Asian Ambiguous counts as one")
    #expect("💥⏱".displayWidth == 3, "a wide emoji, and a stopwatch drawn narrow")
    #expect("⛔✅🛟🇯🇵".displayWidth == 8, "emoji drawn as pictures, a newer one and a flag too")
    #expect("ｶﾀＡ".displayWidth == 4, "half-width katakana is narrow, a full-width letter wide")
    #expect("e\u{301}".displayWidth == 1, "a combining accent takes no column")
    #expect("レッスン".padded(toWidth: 10) == "レッスン  ")
    #expect("Lesson".padded(toWidth: 10) == "Lesson    ")
    #expect("長すぎる".padded(toWidth: 4) == "長すぎる")
  }

  @Test(
    "A long line wraps within its columns: at a space, or in Japanese between full-width letters"
  )
  func wrapsByWidth() {
    let english = "  " + Array(repeating: "word", count: 30).joined(separator: " ")
    let lines = english.wrapped(width: 40, indent: 4)
    #expect(lines.allSatisfy { $0.displayWidth <= 40 }, "\(lines)")
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("    word") })
    #expect(lines.joined(separator: " ").split(separator: " ").count == 30)
    let japanese = "保存するたびに現在のカタをチェックし直します。キーは n、h、l、q です。"
    let cut = japanese.wrapped(width: 46, indent: 0)
    #expect(cut == ["保存するたびに現在のカタをチェックし直します。", "キーは n、h、l、q です。"])
    #expect("short".wrapped(width: 40, indent: 4) == ["short"])
    // Japanese fills its lines: a line may end between any two of its letters, never between
    // the ASCII letters of a word, and never so that 。, ー or a small kana starts the next one.
    #expect(
      "ビルダーの if/else は body に直接書いてもカウントをリセットします。".wrapped(width: 30, indent: 0)
        == ["ビルダーの if/else は body に", "直接書いてもカウントをリセット", "します。"])
    #expect("あいうえおかきくけこ。".wrapped(width: 20, indent: 0) == ["あいうえおかきくけ", "こ。"])
    #expect("あいうえおかきくけカー".wrapped(width: 20, indent: 0) == ["あいうえおかきくけ", "カー"])
    #expect("あいうえおかきく「けこ」".wrapped(width: 18, indent: 2) == ["あいうえおかきく", "  「けこ」"])
    #expect("あいうえおのカウンター".wrapped(width: 16, indent: 0) == ["あいうえおの", "カウンター"])
    // Every line of either program's help fits a 100-column terminal, in either language.
    for language in [Language.english, .japanese] {
      for program in [KataRunner.runner, KataCourse.program] {
        let help = KataRunner.help(of: program, words: Words(language))
        let long = help.split(separator: "\n").map(String.init).filter { $0.displayWidth > 100 }
        #expect(long.isEmpty, "\(language): \(long)")
      }
    }
  }

  @Test(
    "What the runner recorded in a result is said in the reader's language; a test's own words are not"
  )
  func recordedMessages() throws {
    let japanese = Words(.japanese)
    let crash = TestOutcome.crashed(TestSession.signalMessage(SIGSEGV))
    #expect(crash.explanation.hasPrefix("crashed: stack overflow or bad memory access (signal 11)"))
    #expect(
      crash.explanation(japanese.render).hasPrefix("クラッシュしました: スタックオーバーフローか不正なメモリアクセス（シグナル 11）"))
    // A sentence inside a recorded sentence is said too.
    let missing = VerdictRules.unusableFile(
      "Sources/Katas/A.swift", problem: Message("this file is missing"), kataID: "1.1")
    #expect(
      missing.said(japanese.render)
        == "Sources/Katas/A.swift:1:1: error: このファイルがありません。`swift run kata-runner reset 1.1` で元に戻せます"
    )
    // A value over several lines (the test process's last lines), or one that reads like a
    // sentence or a placeholder, is kept as it is: it is never read back out of English.
    for tail in ["line one\nline two", "this file is missing", "{tail}"] {
      let stopped = TestOutcome.notRun(
        Message(
          "the test process stopped outside any test ({termination}): {tail}",
          ["termination": "exited(1)", "tail": tail]))
      #expect(stopped.explanation(japanese.render).hasSuffix("（exited(1)）: \(tail)"))
    }
    // Swift Testing's words and the test's stay as they are, in any language.
    let failed = TestOutcome.failed([
      Failure(
        position: nil, message: "Expectation failed: (count → 2) == 3\nthis file is missing",
        comment: "this file is missing",
        expectation: [Message(verbatim: "Expectation failed: (count → 2) == 3")])
    ])
    #expect(failed.explanation(japanese.render) == failed.explanation)
    // A result saved, then read back, says the same in either language; one saved by a runner
    // that recorded English is read, and shown as it was written.
    let saved = try JSONDecoder().decode(
      TestOutcome.self, from: try JSONEncoder().encode(crash))
    #expect(
      saved == crash && saved.explanation(japanese.render) == crash.explanation(japanese.render))
    let old = try JSONDecoder().decode(
      TestOutcome.self, from: Data(#"{"crashed":{"_0":"boom"}}"#.utf8))
    #expect(old == .crashed(Message(verbatim: "boom")))
  }

  /// Each program's module, the source folders whose sentences it says, and the Japanese table
  /// that holds those the core does not: the learner's core (with the runner's `main`),
  /// kata-course's module over it, and kata-demo's.
  static let tables: [(module: String, folders: [String], table: [String: String])] = [
    ("KataRunnerCore", ["KataRunnerCore", "kata-runner"], Japanese.catalogue),
    ("KataCourse", ["KataCourse", "kata-course"], CourseJapanese.catalogue),
    ("kata-demo", ["kata-demo"], DemoJapanese.catalogue),
  ]

  @Test(
    "Each module's Japanese table has every sentence its sources say that the core's lacks, the same placeholders, no other",
    arguments: tables.indices)
  func catalogueInStep(module index: Int) throws {
    let (module, folders, table) = Self.tables[index]
    let keys = try Self.keysInSources(folders: folders)
    #expect(keys.count >= 25, "\(module)'s sentences: \(keys.count)")
    let core = Japanese.catalogue
    // A sentence the core's table holds is said from there by every program.
    let own = index == 0 ? keys : keys.filter { core[$0.key] == nil }
    let missing = own.keys.filter { table[$0] == nil }.sorted()
    #expect(missing.isEmpty, "not in \(module)'s table:\n\(missing.joined(separator: "\n"))")
    let unused = table.keys.filter { own[$0] == nil }.sorted()
    #expect(
      unused.isEmpty,
      "in \(module)'s table, said nowhere in its sources:\n\(unused.joined(separator: "\n"))")
    for (key, japanese) in table where own[key] != nil {
      #expect(
        Words.placeholders(in: japanese) == Words.placeholders(in: key),
        "the placeholders of \"\(key)\" differ in Japanese: \"\(japanese)\"")
    }
  }

  @Test("A program's own table is said in its language; the core's words stay the core's")
  func programTables() throws {
    let key = try #require(CourseJapanese.catalogue.keys.first)
    #expect(Words(.japanese).render(Message(verbatim: key)) == key, "the core lacks it")
    #expect(Words.course(.japanese).render(Message(verbatim: key)) != key)
    #expect(Words.course(.japanese)("error:") == Words(.japanese)("error:"))
  }

  @Test("A sentence missing from the catalogue, or with another placeholder, is found")
  func catalogueCheckBites() throws {
    let source = #"""
      let a = words("Seen {here}", ["here": x])
      let b = context.words(
        """
        Two lines \
        joined, "quoted"
        """)
      let c = words(label)
      let d = Message("Line\nbreak, a \\ and \"quote\"")
      """#
    let found = Self.keys(in: source, file: "Example.swift")
    #expect(
      Set(found.keys) == [
        "Seen {here}", "Two lines joined, \"quoted\"", "<not a literal>",
        "Line\nbreak, a \\ and \"quote\"",
      ])
    #expect(found["<not a literal>"] == "Example.swift:7")
    #expect(Words.placeholders(in: "Seen {here}") != Words.placeholders(in: "見た {there}"))
  }

  /// Every key the sources of some folders pass to ``Words`` or give a ``Message``, with where
  /// the first use is.
  ///
  /// - Parameters:
  ///   - folders: The folders under `Sources`.
  static func keysInSources(folders: [String]) throws -> [String: String] {
    var keys: [String: String] = [:]
    let sources = Fixtures.repository.appending(path: "Sources")
    let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }
    for file in files ?? []
    where file.hasSuffix(".swift") && folders.contains(String(file.prefix { $0 != "/" })) {
      let text = try String(contentsOf: sources.appending(path: file), encoding: .utf8)
      keys.merge(Self.keys(in: text, file: file)) { first, _ in first }
    }
    #expect(
      keys["<not a literal>"] == nil, "words(…) takes a literal: \(keys["<not a literal>"] ?? "")")
    return keys.filter { $0.key != "<not a literal>" }
  }

  /// The keys of the `words(…)` calls and `Message(…)`s in a Swift file's text, as the compiler
  /// reads the literals: a multi-line literal loses its indentation and its escaped line breaks.
  static func keys(in text: String, file: String) -> [String: String] {
    var keys: [String: String] = [:]
    // Simple word boundaries: Unicode's own find none in `context.words`, a word to them.
    let call = /\b(?:words|Message)\((?!verbatim:)\s*/.wordBoundaryKind(.simple)
    for match in text.matches(of: call) {
      let line = text[..<match.range.lowerBound].filter { $0 == "\n" }.count + 1
      let rest = text[match.range.upperBound...]
      let key: String
      if rest.hasPrefix("\"\"\"\n") {
        let body = rest.dropFirst(4)
        guard let end = body.firstMatch(of: /\n([ ]*)"""/) else { continue }
        let indent = end.output.1.count
        key = body[..<end.range.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
          .map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
          .joined(separator: "\n")
          .replacingOccurrences(of: "\\\n", with: "")
      } else if rest.hasPrefix("\""), let literal = rest.firstMatch(of: /"((?:[^"\\\n]|\\.)*)"/) {
        key = String(literal.output.1)
      } else {
        keys["<not a literal>"] = keys["<not a literal>"] ?? "\(file):\(line)"
        continue
      }
      let unescaped = unescape(key)
      keys[unescaped] = keys[unescaped] ?? "\(file):\(line)"
    }
    return keys
  }

  /// A literal's text as the compiler reads its escapes: `\n`, `\t`, `\"`, `\'` and `\\`.
  static func unescape(_ literal: String) -> String {
    var text = ""
    var escaped = false
    for character in literal {
      guard escaped else {
        if character == "\\" { escaped = true } else { text.append(character) }
        continue
      }
      escaped = false
      switch character {
      case "n": text.append("\n")
      case "t": text.append("\t")
      case "\"", "'", "\\": text.append(character)
      default: text += "\\\(character)"
      }
    }
    return escaped ? text + "\\" : text
  }
}
