import ViewGraph

/// A container that arranges the views of its builder closure from top to bottom.
///
/// ```swift
/// VStack(spacing: 4) {
///   Text("Title")
///   Text("Subtitle")
/// }
/// ```
///
/// Its body is the engine's ``Stack`` with the vertical axis; the closure's views, built by
/// ``ViewBuilder``, are the stack's content.
/// SwiftUI's stack of that name is a primitive, with no body: as a ``SwiftUIPrimitive`` this
/// one's body runs print no `_printChanges()` line in traces either.
public struct VStack<Content: View>: View, SwiftUIPrimitive {
  let spacing: Int?
  let content: Content

  /// Creates a vertical stack.
  ///
  /// - Parameters:
  ///   - spacing: The distance between adjacent children, or `nil` for the default.
  ///   - content: A view builder closure; each of its views is one child of the stack.
  public init(spacing: Int? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  /// A vertical ``Stack`` with this stack's spacing and content.
  public var body: Stack<Content> {
    Stack(axis: .vertical, spacing: spacing, content: content)
  }
}

/// A container that arranges the views of its builder closure from leading to trailing.
///
/// ```swift
/// HStack {
///   Text("Name")
///   Spacer()
///   Text("Value")
/// }
/// ```
///
/// Its body is the engine's ``Stack`` with the horizontal axis; the closure's views, built by
/// ``ViewBuilder``, are the stack's content.
/// SwiftUI's stack of that name is a primitive, with no body: as a ``SwiftUIPrimitive`` this
/// one's body runs print no `_printChanges()` line in traces either.
public struct HStack<Content: View>: View, SwiftUIPrimitive {
  let spacing: Int?
  let content: Content

  /// Creates a horizontal stack.
  ///
  /// - Parameters:
  ///   - spacing: The distance between adjacent children, or `nil` for the default.
  ///   - content: A view builder closure; each of its views is one child of the stack.
  public init(spacing: Int? = nil, @ViewBuilder content: () -> Content) {
    self.spacing = spacing
    self.content = content()
  }

  /// A horizontal ``Stack`` with this stack's spacing and content.
  public var body: Stack<Content> {
    Stack(axis: .horizontal, spacing: spacing, content: content)
  }
}
