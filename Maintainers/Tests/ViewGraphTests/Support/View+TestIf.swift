import ViewGraph

extension View {
  /// The common builder-based `.if`: its result is a conditional, two identities.
  @ViewBuilder
  func builderIf<Content: View>(
    _ condition: Bool, transform: (Self) -> Content
  ) -> some View {
    if condition {
      transform(self)
    } else {
      self
    }
  }

  /// The seed's non-builder `.if(_:then:else:)`: one type, one identity.
  func `if`<Content: View>(
    _ condition: Bool, _ then: (Self) -> Content, else otherwise: (Self) -> Content
  ) -> some View {
    if condition {
      then(self)
    } else {
      otherwise(self)
    }
  }
}
