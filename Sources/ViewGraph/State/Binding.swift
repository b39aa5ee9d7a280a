/// A reference to a value owned elsewhere, read and written through closures.
@propertyWrapper
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void
  /// The storage the binding writes to, when the engine knows it: the state of an identity.
  /// Two bindings to one location are the same input to a child; any other binding, made of
  /// closures only, counts as a new input each time, as a closure does.
  let location: AnyObject?

  /// Creates a binding from a getter and a setter.
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Writes a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    self.init(get: get, set: set, location: nil)
  }

  init(get: @escaping () -> Value, set: @escaping (Value) -> Void, location: AnyObject?) {
    getter = get
    setter = set
    self.location = location
  }

  /// The referenced value.
  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  /// The binding itself, so that `$value` passes it on.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a value that never changes; writes are ignored.
  /// - Parameter value: The value the binding always reads.
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }
}

extension Binding: BindingProperty {}

/// A `Binding` found by `Mirror`, compared by the location it writes to.
protocol BindingProperty {
  var location: AnyObject? { get }
}
