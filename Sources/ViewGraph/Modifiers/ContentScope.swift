/// The modified views visible inside custom modifiers' bodies, innermost first.
///
/// When the engine evaluates `ModifiedContent<C, M>` with a custom `M`, it evaluates
/// `M.body(content:)` in a new scope where the placeholder `ViewModifierContent<M>` stands for
/// the `C` value; that value is then evaluated in the scope it came from, `outer`.
final class ContentScope {
  let modifier: ObjectIdentifier
  let content: any View
  let outer: ContentScope?

  init(modifier: ObjectIdentifier, content: any View, outer: ContentScope?) {
    self.modifier = modifier
    self.content = content
    self.outer = outer
  }

  /// The innermost scope for the given modifier type.
  func lookup(_ modifier: ObjectIdentifier) -> ContentScope? {
    var scope: ContentScope? = self
    while let current = scope {
      if current.modifier == modifier { return current }
      scope = current.outer
    }
    return nil
  }
}
