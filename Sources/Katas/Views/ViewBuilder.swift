import ViewGraph

/// The blocks of several views: the part of SwiftUI's `ViewBuilder` that the engine leaves to you.
///
/// The engine (`ViewGraph`) declares `ViewBuilder` with two methods, because its `View.body` and
/// `ViewModifier.body(content:)` carry the attribute as in SwiftUI: `buildBlock()` gives an
/// ``EmptyView`` and `buildBlock(_:)` gives the one view unchanged. This extension adds what it
/// mirrors of SwiftUI's `ViewBuilder` before Xcode 15: two to ten views become a ``TupleView``
/// over a tuple of exactly those types, in the order they were written. There is no overload for
/// eleven views, so an eleventh statement does not compile.
///
/// ```swift
/// @ViewBuilder var pair: some View {
///   Text("a")
///   Text("b")
/// }
/// // pair is a TupleView<(Text, Text)>
/// ```
///
/// Because every `body` is a view builder, a `body` of several views needs these overloads.
/// `if`, `if`/`else` and `if #available` are added by later katas, in extensions.
extension ViewBuilder {
  // Kata 2.1: these overloads are given, because their types leave one possible body each.
  // Read them with the lesson (why the engine has the blocks of 0 and 1, why there is no
  // eleventh); your work is in TupleView.swift. Lessons/02-views/2.1-tuple-view.md

  /// Passes one view statement through unchanged, so that only views are accepted.
  ///
  /// - Parameter content: The view the statement produced.
  /// - Returns: The same view.
  public static func buildExpression<Content: View>(_ content: Content) -> Content {
    content
  }

  /// Builds a block of two views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// - Parameters:
  ///   - c0: The first view of the block.
  ///   - c1: The second view of the block.
  /// - Returns: A tuple view whose children are the two views.
  public static func buildBlock<C0: View, C1: View>(_ c0: C0, _ c1: C1) -> TupleView<(C0, C1)> {
    TupleView((c0, c1))
  }

  /// Builds a block of three views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c2` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the three views.
  public static func buildBlock<
    C0: View, C1: View, C2: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2
  ) -> TupleView<(C0, C1, C2)> {
    TupleView((c0, c1, c2))
  }

  /// Builds a block of four views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c3` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the four views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
  ) -> TupleView<(C0, C1, C2, C3)> {
    TupleView((c0, c1, c2, c3))
  }

  /// Builds a block of five views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c4` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the five views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  ) -> TupleView<(C0, C1, C2, C3, C4)> {
    TupleView((c0, c1, c2, c3, c4))
  }

  /// Builds a block of six views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c5` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the six views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  ) -> TupleView<(C0, C1, C2, C3, C4, C5)> {
    TupleView((c0, c1, c2, c3, c4, c5))
  }

  /// Builds a block of seven views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c6` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the seven views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6))
  }

  /// Builds a block of eight views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c7` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the eight views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7))
  }

  /// Builds a block of nine views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c8` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the nine views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  /// Builds a block of ten views: a ``TupleView`` over a tuple of their types, in order.
  ///
  /// `c0` through `c9` are the block's views, in the order written.
  /// - Returns: A tuple view whose children are the ten views.
  public static func buildBlock<
    C0: View, C1: View, C2: View, C3: View, C4: View, C5: View, C6: View, C7: View, C8: View,
    C9: View
  >(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  ) -> TupleView<(C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)> {
    TupleView((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}
