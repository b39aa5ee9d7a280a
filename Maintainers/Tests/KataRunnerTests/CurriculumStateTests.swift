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
