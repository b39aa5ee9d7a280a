/// A modifier that turns a view (its `content`) into another view.
///
/// A custom modifier writes `body(content:)`; inside it, `content` is a placeholder that the
/// engine replaces with the modified view, so the modified view's identity runs through the
/// modifier's body. Modifiers may declare `@State`, kept per identity like a view's.
public protocol ViewModifier {
  /// The type of view the modifier's body produces.
  associatedtype Body: View
  /// The placeholder standing for the modified view inside `body(content:)`.
  typealias Content = ViewModifierContent<Self>
  /// Builds the modified view from the placeholder of the original one.
  ///
  /// As in SwiftUI, the requirement carries ``ViewBuilder``: an `if`/`else` written directly in
  /// a modifier's body is two branches, two identities.
  /// - Parameter content: The placeholder for the view being modified.
  @ViewBuilder func body(content: Content) -> Body
}

extension ViewModifier where Body == Never {
  /// A modifier whose body is `Never` is a primitive, handled by the engine itself.
  public func body(content: Content) -> Never {
    // The explicit `return` keeps the inferred builder out of a body that is never built.
    return fatalError("\(Self.self) has no body: the engine handles it")
  }
}
