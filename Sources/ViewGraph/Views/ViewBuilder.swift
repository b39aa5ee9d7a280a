/// The view builder that SwiftUI's `View.body` and `ViewModifier.body(content:)` are marked
/// with: an empty block is an ``EmptyView`` and a block of one view is that view.
///
/// The engine declares the type, and only these two methods, so that it can put the attribute on
/// its protocols' requirements. SE-0289 then infers the builder for every conforming type's
/// `body`, exactly as in SwiftUI: an `if`/`else` written directly in `body` goes through
/// `buildEither`, two branches and two identities, and an explicit `return` in `body` turns the
/// builder off. Every other method (blocks of several views, `if`, `if`/`else`,
/// `if #available`) is written by the learner in an `extension ViewBuilder` (katas 2.1, 4.1,
/// 4.2, 5.3); the compiler looks the methods up where a body is written, so it finds them there.
@resultBuilder
public enum ViewBuilder {
  /// Builds an empty block: a view that shows nothing and lays out as no subview, but still
  /// takes a position in the block's type and identity.
  ///
  /// - Returns: An ``EmptyView``.
  public static func buildBlock() -> EmptyView {
    EmptyView()
  }

  /// Builds a block of one view: the view itself, not a tuple of one.
  ///
  /// Without it, a one-view `body` would not compile in a module that imports only the engine.
  /// - Parameter content: The block's only view.
  /// - Returns: The same view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    content
  }
}
