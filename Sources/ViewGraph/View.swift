/// A piece of user interface that the engine can evaluate, render and track by identity.
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View
  /// The content of this view, evaluated by the engine.
  var body: Body { get }
}

extension Never: View {
  /// Never has a body: primitives end the evaluation.
  public var body: Never { fatalError("Never has no body") }
}
