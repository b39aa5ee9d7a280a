import ViewGraph

/// A button that steps a value, made with the parent's closure.
///
/// A closure cannot be compared, so a row that holds one is a new input each time its parent's
/// body runs. `==` compares what the row shows, its label, and leaves the closure out: a view
/// that is `Equatable` and not POD is compared with its `==`.
public struct StepRow: View, Equatable {
  /// The button's label.
  let label: String
  /// What a tap does; made by the parent's body, so new on each of its runs.
  let onStep: () -> Void

  /// Creates the row.
  /// - Parameters:
  ///   - label: The button's label.
  ///   - onStep: What a tap does.
  public init(label: String, onStep: @escaping () -> Void) {
    self.label = label
    self.onStep = onStep
  }

  /// A button with the label, running `onStep`.
  public var body: some View {
    Button(label, action: onStep)
  }

  /// Equal when the labels are: the closure is left out, since it cannot be compared and the
  /// old one still does the same.
  public static func == (lhs: StepRow, rhs: StepRow) -> Bool {
    lhs.label == rhs.label
  }
}

/// A badge that shows whether a number is even.
///
/// It holds only an `Int`, so it is POD, and the engine, like SwiftUI, compares a POD view bit
/// by bit, `==` or not: 2 and 4 differ. `.equatable()` makes its `==` decide.
public struct ParityBadge: View, Equatable {
  /// The number whose parity is shown.
  let number: Int

  /// Creates the badge.
  /// - Parameter number: The number.
  public init(number: Int) {
    self.number = number
  }

  /// `even` or `odd`.
  public var body: some View {
    Text(number.isMultiple(of: 2) ? "even" : "odd")
  }

  /// Equal when both numbers have the same parity: the badge would show the same.
  public static func == (lhs: ParityBadge, rhs: ParityBadge) -> Bool {
    lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
  }
}

/// A value with a `step` row that adds two and a `nudge` button that adds one, and its parity.
public struct StepperScreen: View {
  @State var value = 0

  /// Creates the screen.
  public init() {}

  /// The value, the step row, the parity badge (compared with its `==`) and `nudge`.
  public var body: some View {
    VStack {
      Text("value \(value)")
      StepRow(label: "step") { value += 2 }
      ParityBadge(number: value).equatable()
      Button("nudge") { value += 1 }
    }
  }
}
