import ViewGraph

/// A button that counts its taps and shows the count as its label: the counter of this module.
///
/// `TapCounter` is given, the same in the workbench and in the reference. Its `counter` is
/// `@State`, so the engine keeps it per identity: read it with
/// `host.stateValues(of: TapCounter.self, "counter", as: Int.self)`, or tap the button by its
/// label, `try host.tap("0")`.
public struct TapCounter: View {
  /// How often the button was tapped; the engine stores it per identity.
  @State var counter = 0

  /// Creates a counter that starts at 0.
  public init() {}

  /// A button labelled with the count; tapping it adds one.
  public var body: some View {
    Button {
      counter += 1
    } label: {
      Text(counter.description)
    }
  }
}
