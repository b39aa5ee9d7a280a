import Testing

@testable import KataCourse
@testable import KataRunnerCore

@Suite("Verification's states of the curriculum")
struct CurriculumStateTests {
  @Test(
    "A state names the solved katas and the stubs, as failure messages show it",
    arguments: [
      (0, "every kata as a stub"), (1, "1.1 at reference and 1.2-2.1 as stubs"),
      (2, "1.1-1.2 at reference and 2.1 as a stub"), (3, "every kata at its reference"),
    ])
  func description(solved: Int, words: String) {
    #expect(CurriculumState(solved: solved).description(in: Fixtures.catalog) == words)
  }

  @Test("verify's table speaks the instructor's language, its columns aligned by display width")
  func japaneseTable() {
    let findings = [
      VerifyFinding(kataID: "1.1", area: .stub, subject: "a test"),
      VerifyFinding(kataID: "1.1", area: .inOrder, subject: "a test", problem: "it failed"),
    ]
    let table = VerifyTable(
      catalog: Fixtures.catalog, findings: findings, style: Style(usesColor: false),
      words: Words.course(.japanese)
    ).render()
    let lines = table.split(separator: "\n").map(String.init)
    #expect(lines[0].hasPrefix("カタ  スタブで失敗  順に解いて成功"), "\(table)")
    // Each column starts where its heading does, whatever width its letters take.
    let heading = lines[0]
    let row = lines[1]
    let column = String(heading.prefix(while: { $0 != "順" })).displayWidth
    #expect(String(row).prefix(width: column).displayWidth == column)
    #expect(String(row).dropFirst(String(row).prefix(width: column).count).hasPrefix("✘ 0/1"))
    #expect(table.contains("✘ [カタ 1.1, 順に解いて成功] a test"))
    #expect(table.hasSuffix("成功 1、失敗 1"))
    #expect(
      CurriculumState(solved: 1).description(in: Fixtures.catalog, words: Words.course(.japanese))
        == "1.1 が模範解答、1.2-2.1 がスタブ")
  }

  @Test("A kata's states are the one before it is solved and the one just after")
  func statesOfKata() {
    let kata = Fixtures.catalog.katas[1]
    #expect(CurriculumState.before(kata, in: Fixtures.catalog).solved == 1)
    #expect(
      CurriculumState.after(kata, in: Fixtures.catalog).firstStub(in: Fixtures.catalog)?.id == "2.1"
    )
    #expect(
      CurriculumState.after(kata, in: Fixtures.catalog).lastSolved(in: Fixtures.catalog) == kata)
  }
}
