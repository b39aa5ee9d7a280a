import ViewGraph

/// The seed's `VerboseCompareView`, as the seed wrote it: two stored closure properties, each
/// marked `@ViewBuilder`, and no initializer.
///
/// Swift writes the memberwise initializer, and SE-0289 puts each property's builder on the
/// matching parameter: `init(@ViewBuilder leading: @escaping () -> Leading, @ViewBuilder
/// trailing: @escaping () -> Trailing)`. Like every memberwise initializer it is internal, so
/// code outside this module reaches it only through `@testable import`.
///
/// The closures are stored and called by `body`, on every evaluation of the body. Nothing counts
/// the views they build: `trailing: { a; b }` compiles and lays out three columns.
public struct ClosureCompareView<Leading: View, Trailing: View>: View {
  /// Builds the leading side; `body` calls it each time it is evaluated.
  @ViewBuilder var leading: () -> Leading
  /// Builds the trailing side; `body` calls it each time it is evaluated.
  @ViewBuilder var trailing: () -> Trailing

  /// Both sides in one horizontal stack, as the seed wrote it.
  public var body: some View {
    HStack {
      leading()
      trailing()
    }
  }
}

/// The same comparison storing the views instead of the closures: `@ViewBuilder` on a stored
/// property of a view type.
///
/// SE-0289 gives such a property a memberwise parameter that is still a builder closure,
/// `init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing)`, and the
/// initializer calls it once, when the view is created. The body type, and so every identity
/// below it, is the same as ``ClosureCompareView``'s.
public struct BuiltCompareView<Leading: View, Trailing: View>: View {
  /// The leading side, built once by the initializer.
  @ViewBuilder var leading: Leading
  /// The trailing side, built once by the initializer.
  @ViewBuilder var trailing: Trailing

  /// Both sides in one horizontal stack, as in ``ClosureCompareView``.
  public var body: some View {
    HStack {
      leading
      trailing
    }
  }
}
