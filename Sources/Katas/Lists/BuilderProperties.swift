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
  /// A stand-in for the initializer that Swift will write for you, so that the tests compile.
  /// Unlike that one it is public, which the compile check `internal-init` notices.
  public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
    // TODO: Kata 8.4. Delete this initializer. Declare `leading` and `trailing` as stored
    // closure properties marked @ViewBuilder: the memberwise initializer takes its place.
    // Lessons/08-lists/8.4-builder-properties.md
  }

  /// Both sides in one horizontal stack, as the seed wrote it.
  public var body: some View {
    // TODO: Kata 8.4. An HStack that calls leading() and then trailing().
    // Lessons/08-lists/8.4-builder-properties.md
    Text("TODO")
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
  /// A stand-in for the initializer that Swift will write for you, so that the tests compile.
  /// Unlike that one it is public.
  public init(@ViewBuilder leading: () -> Leading, @ViewBuilder trailing: () -> Trailing) {
    // TODO: Kata 8.4. Delete this initializer. Declare `leading: Leading` and
    // `trailing: Trailing` as stored properties marked @ViewBuilder.
    // Lessons/08-lists/8.4-builder-properties.md
  }

  /// Both sides in one horizontal stack, as in ``ClosureCompareView``.
  public var body: some View {
    // TODO: Kata 8.4. An HStack of leading and trailing. Lessons/08-lists/8.4-builder-properties.md
    Text("TODO")
  }
}
