import ViewGraph

/// A type-erased view: a box that holds a view of any type behind the single type `AnyView`.
///
/// The engine sees an `AnyView` through ``TypeErasingView``: it looks inside the box and takes
/// the wrapped view's dynamic type as part of the identity. So an `AnyView` whose wrapped type
/// stays the same keeps the identity (and the state) of what it wraps; when the wrapped type
/// changes, the old hierarchy is discarded and a new one is built.
///
/// ```swift
/// let erased = AnyView(Text("Hello"))
/// // type(of: erased.erasedContent) == Text.self
/// ```
public struct AnyView: TypeErasingView {
  /// The wrapped view, stored as an existential; its dynamic type is never `AnyView`.
  public var erasedContent: any View

  /// Wraps a view, or takes over the content of a view that is already an `AnyView`.
  ///
  /// - Parameter view: The view to erase. An `AnyView` is not boxed again: the new box holds
  ///   the same wrapped view, so the engine sees one erasure, not two.
  public init<V: View>(_ view: V) {
    // TODO: Kata 5.1. Box `view`; unbox an AnyView. Lessons/05-erasure/5.1-any-view.md
    erasedContent = EmptyView()
  }
}
