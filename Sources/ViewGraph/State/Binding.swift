/// A reference to a value owned elsewhere, read and written through closures.
@propertyWrapper
public struct Binding<Value> {
  private let getter: () -> Value
  private let setter: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  /// - Parameters:
  ///   - get: Reads the current value.
  ///   - set: Writes a new value.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getter = get
    setter = set
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
