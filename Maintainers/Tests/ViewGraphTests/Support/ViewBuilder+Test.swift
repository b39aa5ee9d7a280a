import ViewGraph

/// A test-only stand-in for the methods a learner adds to the engine's `ViewBuilder`.
///
/// The engine declares `ViewBuilder` with only the blocks of zero and one view; the compiler
/// finds these methods where a builder body is written, so every `body` in this test module (the
/// builder is inferred from `View.body`) can hold several views, `if` and `if`/`else`.
extension ViewBuilder {
  static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TestTuple<repeat each Content> {
    TestTuple(repeat each content)
  }

  static func buildIf<Content: View>(_ content: Content?) -> Content? {
    content
  }

  static func buildEither<First: View, Second: View>(
    first: First
  ) -> TestConditional<First, Second> {
    TestConditional(storage: .first(first))
  }

  static func buildEither<First: View, Second: View>(
    second: Second
  ) -> TestConditional<First, Second> {
    TestConditional(storage: .second(second))
  }
}

extension Stack {
  /// A test-only `VStack`/`HStack` on top of `Stack`, as learners will write.
  init(_ axis: Axis = .vertical, spacing: Int? = nil, @ViewBuilder content: () -> Content) {
    self.init(axis: axis, spacing: spacing, content: content())
  }
}
