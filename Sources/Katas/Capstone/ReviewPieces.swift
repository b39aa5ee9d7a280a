import ViewGraph

/// A named like counter: a button labelled `"<name>: <likes>"` that counts its taps.
///
/// `ReviewCounter` is given, the same in the workbench and in the reference. Its `likes` is
/// `@State`, so the engine keeps it per identity, and its label shows both the name and the
/// count: a test taps it with `try host.tap("after: 0")` and reads it back from
/// `host.buttonLabels`.
public struct ReviewCounter: View {
  /// The part of the screen the counter belongs to, shown before the count.
  public let name: String
  /// How often the button was tapped; the engine stores it per identity.
  @State var likes = 0

  /// Creates a counter that starts at 0.
  /// - Parameter name: The part of the screen the counter belongs to, such as `"before"`.
  public init(_ name: String) {
    self.name = name
  }

  /// A button labelled with the name and the count; tapping it adds one.
  public var body: some View {
    Button {
      likes += 1
    } label: {
      Text("\(name): \(likes)")
    }
  }
}

/// A modifier that lets a reviewer pin the view it modifies: a `pin` button below the view.
///
/// `ReviewPin` is given, the same in the workbench and in the reference. It is a custom
/// modifier with state of its own: `isPinned` belongs to the identity of the modified view
/// (the `ModifiedContent` node), not to anything inside it. Tapping `pin` pins the view and
/// relabels the button `unpin`.
public struct ReviewPin: ViewModifier {
  /// Whether the reviewer pinned the view; the engine stores it per identity.
  @State var isPinned = false

  /// Creates a pin that starts unpinned.
  public init() {}

  /// The modified view, then the `pin` (or `unpin`) button below it.
  /// - Parameter content: The placeholder for the view being pinned.
  public func body(content: Content) -> some View {
    VStack(spacing: 0) {
      content
      Button(isPinned ? "unpin" : "pin") { isPinned.toggle() }
    }
  }
}
