import Testing

@Suite("1.1 buildBlock")
struct SentenceBuilderTests {
  @SentenceBuilder private var twoWords: String {
    "Hello"
    "builders"
  }

  @SentenceBuilder private var oneWord: String {
    "Hello"
  }

  @SentenceBuilder private var noWords: String {}

  @Test("Two statements become one call to buildBlock with two words")
  func joinsTwoWords() {
    #expect(
      twoWords == "Hello builders",
      "buildBlock receives every statement of the block, in order: join them with one space")
  }

  @Test("A single statement is still passed to buildBlock")
  func keepsASingleWord() {
    #expect(
      oneWord == "Hello",
      "a one-statement block calls buildBlock with one word: return it without extra spaces")
  }

  @Test("An empty block calls buildBlock with no arguments")
  func emptyBlockIsEmptySentence() {
    #expect(
      noWords == "",
      "an empty block still calls buildBlock(), with no words: return an empty sentence")
  }

  @Test("Words keep their order", arguments: [["a", "b", "c"], ["builders", "are", "functions"]])
  func keepsOrder(words: [String]) {
    let sentence = SentenceBuilder.buildBlock(words[0], words[1], words[2])
    #expect(
      sentence == words.joined(separator: " "),
      "buildBlock must keep the statements in the order they were written")
  }
}
