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
  ///
  /// As in SwiftUI, the requirement carries ``ViewBuilder``, so every conforming type's `body`
  /// is a view builder unless it names another builder or contains an explicit `return`.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  /// Never has a body: primitives end the evaluation.
  public var body: Never {
    // The explicit `return` turns the inferred builder off: a primitive's body is never built.
    return fatalError("Never has no body")
  }
}

extension View where Body == Never {
  /// A view whose body is `Never` is not evaluated: the engine handles it by its structure.
  public var body: Never {
    // The explicit `return` keeps the inferred builder out of a body that is never built.
    return fatalError("\(Self.self) has no body: the engine handles it by its structure")
  }
}
