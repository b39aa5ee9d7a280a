import Testing

@testable import KataRunnerCore

/// What counts as a change of code, for a kata the runner put in (``GivenKatas``).
@Suite("Swift code without comments and layout")
struct SwiftCodeTests {
  private let code = """
    /// A builder.
    @resultBuilder enum SentenceBuilder {
      static func buildBlock(_ words: String...) -> String {
        words.joined(separator: " // ")  // not a comment inside the literal
      }
    }
    """

  @Test("Comments, blank lines and indentation are not code")
  func layoutIsNotCode() {
    let relaid = """

      @resultBuilder   enum SentenceBuilder {
      /* a note, /* nested */ still a note */
          static func buildBlock(_ words: String...)->String {
              words.joined(separator: " // ")
          }


      }
      // mine
      """
    #expect(SwiftCode.essence(of: relaid) == SwiftCode.essence(of: code))
    #expect(
      SwiftCode.essence(of: code)
        == #"@resultBuilder enum SentenceBuilder{static func buildBlock(_ words:String...)->String{words.joined(separator:" // ")}}"#
    )
  }

  @Test("A changed name, token or literal is code, whitespace inside a literal too")
  func codeChangesAreSeen() {
    let changes = [
      code.replacingOccurrences(of: "words.joined", with: "words.reversed().joined"),
      code.replacingOccurrences(of: "enum SentenceBuilder", with: "enum Sentence"),
      code.replacingOccurrences(of: "\" // \"", with: "\"  // \""),
      code.replacingOccurrences(of: "static func", with: "staticfunc"),
    ]
    for changed in changes {
      #expect(SwiftCode.essence(of: changed) != SwiftCode.essence(of: code), "\(changed)")
    }
  }

  @Test("Raw and multi-line literals keep their text, escaped quotes and comment marks included")
  func literalsAreKept() {
    let raw = ##"let a = #"a "quoted" \#(b) // c"#   // gone"##
    #expect(SwiftCode.essence(of: raw) == ##"let a=#"a "quoted" \#(b) // c"#"##)
    let escaped = #"let b = "say \"hi\" /* x */"  /* gone */"#
    #expect(SwiftCode.essence(of: escaped) == #"let b="say \"hi\" /* x */""#)
    let multiline = "let c = \"\"\"\n  one \"two\"\n    // three\n  \"\"\"\n// gone"
    #expect(
      SwiftCode.essence(of: multiline) == "let c=\"\"\"\n  one \"two\"\n    // three\n  \"\"\"")
  }
}
