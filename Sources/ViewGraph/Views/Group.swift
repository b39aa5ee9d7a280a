/// A view that hands its content's views to its parent as they are: it adds no layout and no
/// pane of its own.
///
/// As in SwiftUI, a `Group` is a list, not one view: a container lays out the group's resolved
/// members as its own subviews (`Stack { a; Group { b; c } }` has three rows), and a modifier on
/// a group applies to each member (`onAppear` on a group runs for every member that appears).
/// For identity it is one position of its own: its content gets the slot `content`.
///
/// ```swift
/// Group {
///   Text("b")
///   Text("c")
/// }
/// ```
public struct Group<Content: View>: View {
  /// The grouped content, built by the closure.
  public let content: Content

  /// Creates a group.
  ///
  /// - Parameter content: A view builder closure whose views the group holds.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// Group is a primitive: it has no body.
  public typealias Body = Never
}

extension Group: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .group) {
      [ChildView(key: .content, view: content, scope: scope)]
    }
  }
}
