/// A view that compares its content's new value with the old one by the content's `==`, and
/// runs the content's body only when they differ: what `.equatable()` makes.
///
/// Without it, SwiftUI compares a POD view (only trivial fields) bit by bit even when the view
/// is `Equatable`, and uses `==` only for other views. `EquatableView` forces `==` for both.
/// It gates only what the parent passes: the content's own state and `@Observable` reads still
/// run its body. A `==` that says "equal" while the content would look different leaves the
/// screen stale, since the old body is kept.
public struct EquatableView<Content: View & Equatable>: View {
  /// The view whose `==` decides.
  public let content: Content

  /// Wraps a view whose `==` decides when its body runs.
  /// - Parameter content: The view.
  public init(content: Content) {
    self.content = content
  }

  /// EquatableView is a primitive: it has no body.
  public typealias Body = Never
}

extension View where Self: Equatable {
  /// Makes the engine compare this view with its `==` before running its body again.
  /// - Returns: The view inside an ``EquatableView``.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

extension EquatableView: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .equatable) {
      var child = ChildView(key: .content, view: content, scope: scope)
      child.sameInput = { old, new in
        guard let old = old as? Content, let new = new as? Content else { return false }
        return old == new
      }
      return [child]
    }
  }
}
