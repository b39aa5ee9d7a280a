import KataRunnerCore

/// A point on the learner's path: the first katas of the curriculum solved (at their
/// reference), every later kata still an untouched stub.
///
/// Verification walks these states in order. A kata's tests must fail in the state just before
/// it is solved and pass in the state just after; the two differ only by the kata's own files.
struct CurriculumState: Hashable, Comparable {
  /// How many katas, from the first, are at their reference.
  var solved: Int

  /// The state in which a kata is the first unsolved one.
  ///
  /// - Parameters:
  ///   - kata: A kata of the catalog.
  ///   - catalog: The curriculum.
  static func before(_ kata: Kata, in catalog: Catalog) -> CurriculumState {
    CurriculumState(solved: catalog.katas.firstIndex(of: kata)!)
  }

  /// The state in which a kata is the last solved one.
  static func after(_ kata: Kata, in catalog: Catalog) -> CurriculumState {
    CurriculumState(solved: catalog.katas.firstIndex(of: kata)! + 1)
  }

  static func < (lhs: CurriculumState, rhs: CurriculumState) -> Bool { lhs.solved < rhs.solved }

  /// The kata solved last in this state, if any.
  func lastSolved(in catalog: Catalog) -> Kata? {
    solved > 0 ? catalog.katas[solved - 1] : nil
  }

  /// The first kata still a stub in this state, if any.
  func firstStub(in catalog: Catalog) -> Kata? {
    solved < catalog.katas.count ? catalog.katas[solved] : nil
  }

  /// The state in words, for messages: "1.1-3.2 at reference and 3.3-7.1 as stubs".
  func description(in catalog: Catalog, words: Words = .english) -> String {
    let katas = catalog.katas
    func span(_ range: Range<Int>) -> String {
      range.count == 1
        ? katas[range.lowerBound].id
        : "\(katas[range.lowerBound].id)-\(katas[range.upperBound - 1].id)"
    }
    switch solved {
    case 0: return words("every kata as a stub")
    case katas.count: return words("every kata at its reference")
    default:
      let values: KeyValuePairs = [
        "solved": span(0..<solved), "stubs": span(solved..<katas.count),
      ]
      return katas.count - solved == 1
        ? words("{solved} at reference and {stubs} as a stub", values)
        : words("{solved} at reference and {stubs} as stubs", values)
    }
  }
}
