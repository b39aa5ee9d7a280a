/// A primitive container that lays out already-built content along an axis.
///
/// `Stack` takes its content as a value, not as a builder closure: a `VStack` or `HStack`
/// convenience initializer with a builder of its own can be written on top of it. The content
/// gets the slot `content`. As in SwiftUI, the stack's rows are the content's resolved subviews:
/// a ``MultiChildView``'s children, a ``Group``'s members, a ``ForEach``'s elements, the views
/// of a custom view whose `body` is several views, none for an ``EmptyView`` or `nil`.
public struct Stack<Content: View>: View {
  /// The direction of the layout.
  public let axis: Axis
  /// The distance between adjacent children, or `nil` for the default.
  public let spacing: Int?
  /// The stacked content.
  public let content: Content

  /// Creates a stack.
  /// - Parameters:
  ///   - axis: The direction of the layout.
  ///   - spacing: The distance between adjacent children, or `nil` for the default.
  ///   - content: The stacked content, already built.
  public init(axis: Axis, spacing: Int? = nil, content: Content) {
    self.axis = axis
    self.spacing = spacing
    self.content = content
  }

  /// Stack is a primitive: it has no body.
  public typealias Body = Never
}

extension Stack: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .stack(axis, spacing: spacing)) {
      [ChildView(key: .content, view: content, scope: scope)]
    }
  }
}
