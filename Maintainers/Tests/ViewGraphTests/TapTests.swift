import Testing
import ViewGraph

@Suite("Tapping buttons by label")
@MainActor
struct TapTests {
  @Test("A missing label throws an error that lists the labels there are")
  func missingLabel() {
    let host = ViewHost(BuilderToggleScreen())
    #expect(host.buttonLabels == ["0", "toggle"])
    #expect(throws: ViewHostError.buttonNotFound(label: "nope", available: ["0", "toggle"])) {
      try host.tap("nope")
    }
    let error = ViewHostError.buttonNotFound(label: "nope", available: ["0", "toggle"])
    #expect(error.description == #"no button labelled "nope"; buttons: "0", "toggle""#)
  }

  @Test("Several buttons with one label need an occurrence")
  func ambiguousLabel() throws {
    let host = ViewHost(
      Stack {
        CounterView()
        CounterView()
      })
    #expect(throws: ViewHostError.ambiguousButton(label: "0", count: 2)) {
      try host.tap("0")
    }
    #expect(throws: ViewHostError.occurrenceOutOfRange(label: "0", occurrence: 2, count: 2)) {
      try host.tap("0", occurrence: 2)
    }
    try host.tap("0", occurrence: 0)
    #expect(host.buttonLabels == ["1", "0"])
    #expect(host.lastUpdate.cause == #"tap "0""#)
  }

  @Test("A label made of several texts is matched by its texts joined with spaces")
  func compositeLabel() throws {
    var tapped = false
    let host = ViewHost(
      Button(
        action: { tapped = true },
        label: {
          Stack(.horizontal) {
            Text("Save")
            Text("all")
          }
        }))
    try host.tap("Save all")
    #expect(tapped)
    #expect(host.render() == "Button\n  Stack(horizontal)\n    Text \"Save\"\n    Text \"all\"")
  }
}
