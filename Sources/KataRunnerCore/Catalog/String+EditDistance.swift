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
