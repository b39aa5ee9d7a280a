import ViewGraph

/// A test-only stand-in for a learner's `ViewBuilder`.
@resultBuilder
enum TestBuilder {
  static func buildBlock() -> EmptyView {
    EmptyView()
  }

  static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }

  static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TestTuple<repeat each Content> {
    TestTuple(repeat each content)
  }

  static func buildOptional<Content: View>(_ content: Content?) -> Content? {
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
  init(_ axis: Axis = .vertical, spacing: Int? = nil, @TestBuilder content: () -> Content) {
    self.init(axis: axis, spacing: spacing, content: content())
  }
}
