/// A primitive view that runs an action when tapped and shows a label.
///
/// The label gets the slot `label`. ``ViewHost/tap(_:occurrence:)`` finds a button by the text
/// its label shows.
public struct Button<Label: View>: View {
  /// The view shown inside the button.
  public let label: Label
  /// The closure run when the button is tapped.
  public let action: () -> Void

  /// Creates a button with a label view.
  /// - Parameters:
  ///   - action: The closure run when the button is tapped.
  ///   - label: A closure returning the one view shown inside the button.
  public init(action: @escaping () -> Void, label: () -> Label) {
    self.action = action
    self.label = label()
  }

  /// Button is a primitive: it has no body.
  public typealias Body = Never
}

extension Button where Label == Text {
  /// Creates a button whose label is a text.
  /// - Parameters:
  ///   - title: The text of the label.
  ///   - action: The closure run when the button is tapped.
  public init(_ title: String, action: @escaping () -> Void) {
    self.init(action: action) { Text(title) }
  }
}

extension Button: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    Expansion(kind: .button(action)) {
      [ChildView(key: .label, view: label, scope: scope)]
    }
  }
}
