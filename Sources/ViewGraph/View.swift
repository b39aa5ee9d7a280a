/// A piece of user interface that the engine can evaluate, render and track by identity.
///
/// A view with a `body` is a *custom view*: the engine evaluates its body and gives the result
/// the slot `body`. Views whose `Body` is `Never` end the evaluation: they are primitives
/// (`Text`, `Button`, `Stack`...), modified content, or structural views that adopt
/// ``MultiChildView``, ``BranchingView`` or ``TypeErasingView``.
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

extension View where Body == Never {
  /// A view whose body is `Never` is not evaluated: the engine handles it by its structure.
  public var body: Never {
    fatalError("\(Self.self) has no body: the engine handles it by its structure")
  }
}
