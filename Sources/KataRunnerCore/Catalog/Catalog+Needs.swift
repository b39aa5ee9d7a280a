/// What a kata needs from earlier katas, for learners who skip ahead and for the workshop's
/// agendas.
extension Catalog {
  /// Every kata a kata needs, directly or through the katas it needs, in teaching order.
  ///
  /// - Parameter kata: A kata of this catalog.
  package func allNeeds(of kata: Kata) -> [Kata] {
    var found: Set<String> = []
    var queue = kata.needs.map(\.kata)
    while let id = queue.popLast() {
      guard found.insert(id).inserted, let needed = katas.first(where: { $0.id == id }) else {
        continue
      }
      queue += needed.needs.map(\.kata)
    }
    return katas.filter { found.contains($0.id) }
  }

  /// What a jump to a kata on an agenda puts in: the katas it needs (directly or not) that are
  /// not done, in teaching order.
  ///
  /// - Parameters:
  ///   - kata: The kata jumped to.
  ///   - done: The ids of the katas that are done.
  func needsToPutIn(for kata: Kata, done: Set<String>) -> [Kata] {
    allNeeds(of: kata).filter { !done.contains($0.id) }
  }

  /// The line that tells a learner which earlier katas to finish first, when some that a kata
  /// uses are not done; `nil` when none is missing.
  ///
  /// - Parameters:
  ///   - kata: The kata the learner is on.
  ///   - done: The ids of the katas that are done.
  ///   - onAgenda: Whether the learner follows an agenda, on which `start` puts in only those.
  ///   - words: The learner's language.
  func needsNote(
    for kata: Kata, done: Set<String>, onAgenda: Bool = false, words: Words = .english
  ) -> String? {
    let missing = kata.needs.filter { !done.contains($0.kata) }
    guard !missing.isEmpty else { return nil }
    let values: KeyValuePairs = [
      "kata": kata.id, "command": Launcher.command,
      "list": words.list(
        missing.map { words("{kata} ({uses})", ["kata": $0.kata, "uses": $0.uses]) }),
    ]
    let note =
      switch (missing.count == 1, onAgenda) {
      case (true, true):
        words(
          """
          {kata} uses {list}, which is not done yet: finish it first, or run `{command} start \
          {kata}` to put in its reference (your files backed up first).
          """, values)
      case (false, true):
        words(
          """
          {kata} uses {list}, which are not done yet: finish those first, or run `{command} \
          start {kata}` to put in their references (your files backed up first).
          """, values)
      case (true, false):
        words(
          """
          {kata} uses {list}, which is not done yet: finish it first, or run `{command} start \
          {kata}` to put in the references before it.
          """, values)
      case (false, false):
        words(
          """
          {kata} uses {list}, which are not done yet: finish those first, or run `{command} \
          start {kata}` to put in the references before it.
          """, values)
      }
    // Where to start when those wait on a kata further back, not done either (a `reset` of 2.1
    // under 2.3, which 4.3 uses): the katas not done whose own needs are all done.
    let first = allNeeds(of: kata).filter { need in
      !done.contains(need.id) && !missing.contains { $0.kata == need.id }
        && allNeeds(of: need).allSatisfy { done.contains($0.id) }
    }
    guard !first.isEmpty else { return note }
    let start = ["first": words.list(first.map { "\($0.id) \($0.shownTitle)" })] as KeyValuePairs
    return note + words.gap
      + (missing.count == 1
        ? words("It waits on {first}, not done either: start there.", start)
        : words("They wait on {first}, not done either: start there.", start))
  }

  /// Items joined for a sentence: "a", "a and b", "a, b and c".
  package static func sentence(_ items: [String]) -> String {
    Words.english.list(items)
  }
}
