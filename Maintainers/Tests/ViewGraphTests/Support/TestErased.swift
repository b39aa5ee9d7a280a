import ViewGraph

/// A test-only stand-in for a learner's `AnyView`.
struct TestErased: TypeErasingView {
  let erasedContent: any View

  init(_ view: some View) {
    erasedContent = view
  }
}
