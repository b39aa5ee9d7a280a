import Testing

@Suite("1.5 buildFinalResult and buildLimitedAvailability")
struct FinalResultTests {
  @ReceiptBuilder private var breakfast: Receipt {
    LineItem("coffee", price: 3)
    LineItem("cake", price: 4)
  }

  @ReceiptBuilder private var nothing: Receipt {}

  @ReceiptBuilder private func order(extras: [LineItem], tip: Bool) -> Receipt {
    LineItem("coffee", price: 3)
    for extra in extras {
      extra
    }
    if tip {
      LineItem("tip", price: 1)
    }
  }

  // The checks below name only iOS, so on macOS and Linux the `*` makes them true at run time.
  // The compiler still treats each block as limited availability, whatever the platform.
  @FragmentBuilder private var badge: JoinedFragment<TextFragment, AnyFragment?> {
    TextFragment("Hello")
    if #available(iOS 13, *) {
      TextFragment("shiny")
      TextFragment("new")
    }
  }

  @FragmentBuilder private var look: ChoiceFragment<AnyFragment, TextFragment> {
    if #available(iOS 13, *) {
      TextFragment("new look")
    } else {
      TextFragment("classic look")
    }
  }

  @FragmentBuilder private func erased(_ word: String) -> AnyFragment? {
    if #available(iOS 13, *) {
      TextFragment(word)
    }
  }

  @Test("buildFinalResult turns the outermost block's items into a receipt")
  func finishesTheOutermostBlock() {
    #expect(
      breakfast.lines == ["1. coffee 3", "2. cake 4", "Total: 7"],
      """
      the body's block gives [LineItem]; buildFinalResult receives that list once and prints it: \
      numbered item lines, then the total
      """)
  }

  @Test(
    "Items from if and for blocks are numbered as one list with one total",
    arguments: [
      ([], false, ["1. coffee 3", "Total: 3"]),
      (
        [LineItem("cake", price: 4)], true,
        ["1. coffee 3", "2. cake 4", "3. tip 1", "Total: 8"]
      ),
      (
        [LineItem("cake", price: 4), LineItem("juice", price: 2)], false,
        ["1. coffee 3", "2. cake 4", "3. juice 2", "Total: 9"]
      ),
    ])
  func numbersNestedItemsOnce(extras: [LineItem], tip: Bool, expected: [String]) {
    #expect(
      order(extras: extras, tip: tip).lines == expected,
      """
      buildFinalResult wraps only the outermost block: the blocks inside if and for stay plain \
      [LineItem] lists, so the numbering runs on across them and there is a single Total line
      """)
  }

  @Test("An empty body still goes through buildFinalResult")
  func finishesAnEmptyBody() {
    #expect(
      nothing.lines == ["Total: 0"],
      "an empty body is buildFinalResult(buildBlock()): no item lines, but still the total line")
  }

  @Test("A block inside if #available is erased by buildLimitedAvailability")
  func erasesTheAvailableBlock() {
    #expect(
      badge.second?.wrappedTypeName == "JoinedFragment<TextFragment, TextFragment>",
      """
      the compiler passes the whole block of the if #available, already combined by buildBlock, \
      to buildLimitedAvailability: wrap that fragment, so AnyFragment remembers its real type
      """)
    #expect(
      badge.text == "Hello shiny new",
      "erasing a type must not lose the content: AnyFragment shows the text it wraps")
  }

  @Test("With an else, only the if #available branch is erased")
  func erasesOnlyTheAvailableBranch() {
    #expect(
      look.text == "new look",
      """
      the check is true here, so the first branch ran: buildLimitedAvailability wrapped it, \
      then buildEither(first:) stored it; the else branch keeps its type TextFragment
      """)
  }

  @Test("The erased fragment keeps what it wraps", arguments: ["one", "two words"])
  func keepsTheWrappedFragment(word: String) {
    let fragment = erased(word)
    #expect(
      fragment?.text == word,
      "buildLimitedAvailability must wrap the fragment it receives, not a new one")
    #expect(
      fragment?.wrappedTypeName == "TextFragment",
      "the block held one TextFragment, and buildBlock passed it through unchanged")
  }
}
