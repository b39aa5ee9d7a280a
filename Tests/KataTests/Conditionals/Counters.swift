import ViewGraph

/// What the katas of modules 4 and 6 ask of a screen with 4.1's `TapCounter`: each counter's
/// count, and three taps on a fresh screen. Written once, and named in the `tests` of each kata
/// whose tests use it (4.3 and 6.1 to 6.4, in Lessons/curriculum.json), instead of a copy in
/// each suite.
extension ViewHost {
  /// The count of every `TapCounter` on the screen, in the order of the view tree.
  func counters() -> [Int] {
    stateValues(of: TapCounter.self, "counter", as: Int.self)
  }

  /// Taps the counter of a fresh screen three times: it shows 3.
  func countToThree() throws {
    try tap("0")
    try tap("1")
    try tap("2")
  }
}
