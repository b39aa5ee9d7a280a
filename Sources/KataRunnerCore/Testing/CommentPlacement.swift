import Foundation

/// Where each failure's comment came from, found once, when the result is recorded
/// (``Failure/commentSource``).
///
/// Swift Testing hands a comment over rendered (`2 words gave: a b`), and a kata's table in
/// another language keys it by the literal the test wrote (`\(count) words gave: \(sentence)`).
/// The literal is one of the comment literals of the call at the failure's position: the last
/// call on its line that starts at or before its column (Swift Testing names a macro's first
/// character, and `Issue.record`'s `(`), the first of its literals that renders as the comment
/// giving the interpolations' values. Read here, from the test file as it was run, the comment
/// is said in any language later (the learner's runner, an instructor's class table) without
/// reading English back or a test file again.
struct CommentPlacement {
  /// The package root, where the test files are read.
  private let root: URL
  /// The expectations of each test file read so far, by its path relative to the root.
  private var expectations: [String: [SwiftSource.Expectation]] = [:]

  /// Placement in the test files of a package.
  init(root: URL) {
    self.root = root
  }

  /// The results, each failure's comment with its source where a literal renders it.
  mutating func place(_ results: [TestResult]) -> [TestResult] {
    results.map { result in
      guard case .failed(let failures) = result.outcome else { return result }
      var placed = result
      placed.outcome = .failed(
        failures.map { failure in
          var failure = failure
          failure.commentSource = source(of: failure)
          return failure
        })
      return placed
    }
  }

  /// The literal a failure's comment renders, with its values; `nil` when it has no comment, or
  /// no literal at its position renders it (a test the learner edited to say something else).
  private mutating func source(of failure: Failure) -> CommentSource? {
    guard let comment = failure.comment, !comment.isEmpty, let position = failure.position,
      !position.path.hasPrefix("/")
    else { return nil }
    if expectations[position.path] == nil {
      expectations[position.path] = SwiftSource.expectations(
        in: TextFile.read(root.appending(path: position.path)) ?? "")
    }
    let calls = (expectations[position.path] ?? []).filter { $0.line == position.line }
    guard let call = calls.last(where: { $0.column <= position.column }) ?? calls.first else {
      return nil
    }
    for literal in call.comments {
      if let values = literal.values(in: comment) {
        return CommentSource(literal: literal.key, values: values)
      }
    }
    return nil
  }
}
