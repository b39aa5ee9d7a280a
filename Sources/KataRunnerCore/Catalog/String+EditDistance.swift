extension String {
  /// The Levenshtein distance to another string: insertions, deletions and substitutions.
  ///
  /// - Parameter other: The string to compare with.
  func editDistance(to other: String) -> Int {
    let source = Array(self)
    let target = Array(other)
    var previous = Array(0...target.count)
    for (i, character) in source.enumerated() {
      var current = [i + 1]
      for (j, targetCharacter) in target.enumerated() {
        let substitution = previous[j] + (character == targetCharacter ? 0 : 1)
        current.append(Swift.min(previous[j + 1] + 1, current[j] + 1, substitution))
      }
      previous = current
    }
    return previous[target.count]
  }
}

extension String {
  /// Whether a name this many edits from what was typed is worth a "Did you mean": at most one
  /// edit in three characters typed (`bulid-block` for `build-block`, `chek` for `check`). A
  /// name that merely shares a length with a typed word (`list` for `1.3`) is not suggested.
  ///
  /// - Parameters:
  ///   - distance: The edits between the name and what was typed.
  ///   - typed: What was typed.
  static func isNearMiss(_ distance: Int, typed: String) -> Bool {
    distance * 3 <= typed.count
  }
}

extension Sequence<String> {
  /// The name nearest to what was typed, if it is a near miss (``String/isNearMiss(_:typed:)``).
  func nearMiss(for typed: String) -> String? {
    let scored = map { ($0, $0.editDistance(to: typed)) }
    guard let best = scored.min(by: { $0.1 < $1.1 }), String.isNearMiss(best.1, typed: typed)
    else { return nil }
    return best.0
  }
}
