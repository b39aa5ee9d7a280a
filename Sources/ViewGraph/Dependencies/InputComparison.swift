/// Whether a view's new value is the same input as its old one: the engine's model of how
/// SwiftUI compares a child's value before it decides to run the child's body.
///
/// Apple has never documented the comparison. The rule here follows what a SwiftUI engineer
/// described and what OpenSwiftUI's reconstruction does:
/// - a POD view (only trivial values: `Int`, `Double`, `Bool`, payload-free enums, structs of
///   these) is compared bit by bit, even when it is `Equatable`;
/// - any other `Equatable` view is compared with its `==`;
/// - any other view field by field: a reference by identity, a POD value bit by bit, an
///   `Equatable` value with `==`, a struct, tuple, enum or collection member by member, and
///   anything else (a closure above all) as changed, since it cannot be compared;
/// - a `@State` by its initial value, by the same rules, as SwiftUI's wrapper keeps that value
///   inside the view (OpenSwiftUI's `State` stores it beside the location): a parent that makes
///   its child with a new object there, or seeds the child from a value that changed, makes the
///   child's value new and runs its body. The storage takes no part: it belongs to the identity,
///   and the value it holds is kept. The handle each wrapper holds is new with every view value,
///   so it is never compared itself;
/// - a `@Binding` is the same input while it writes to the same state.
///
/// Wrapping a view in ``EquatableView`` (`.equatable()`) forces its `==`, POD or not.
///
/// A custom modifier's input is its `ModifiedContent`: the modifier and the content it applies
/// to, so its `body(content:)` runs again when either changed. SwiftUI runs it for the
/// modifier's own value only; the engine, which plugs the content in through that body, runs it
/// for both. No lesson counts a custom modifier's body runs.
enum InputComparison {
  /// Whether two values of a view are the same input.
  static func sameView(_ old: any View, _ new: any View) -> Bool {
    sameView(old, asAny: new)
  }

  private static func sameView<V: View>(_ old: V, asAny new: any View) -> Bool {
    guard let new = new as? V else { return false }
    if _isPOD(V.self) { return bitwiseEqual(old, new) }
    if let equal = ValueEquality.equatableEqual(old, new) { return equal }
    return sameFields(of: old, new)
  }

  /// Whether two values of one type have the same fields, by the rules above.
  static func sameFields(of old: Any, _ new: Any) -> Bool {
    let oldFields = Mirror(reflecting: old).children
    let newFields = Mirror(reflecting: new).children
    guard oldFields.count == newFields.count else { return false }
    return zip(oldFields, newFields).allSatisfy { pair in
      pair.0.label == pair.1.label && sameField(pair.0.value, pair.1.value)
    }
  }

  private static func sameField(_ old: Any, _ new: Any) -> Bool {
    guard type(of: old) == type(of: new) else { return false }
    if let state = old as? any StateProperty {
      guard let other = new as? any StateProperty else { return false }
      return sameField(state.anyHandle.initialAny, other.anyHandle.initialAny)
    }
    if let binding = old as? any BindingProperty {
      guard let location = binding.location,
        let other = (new as? any BindingProperty)?.location
      else { return false }
      return location === other
    }
    if type(of: old) is AnyClass { return (old as AnyObject) === (new as AnyObject) }
    if isPOD(old) { return bitwiseEqual(old, new) }
    if let equal = ValueEquality.equatableEqual(old, new) { return equal }
    let mirror = Mirror(reflecting: old)
    switch mirror.displayStyle {
    case .struct?, .tuple?, .optional?, .collection?, .set?, .dictionary?:
      return sameFields(of: old, new)
    case .enum?:
      // A case without payload has no child to compare: its name tells the cases apart.
      if mirror.children.isEmpty { return String(describing: old) == String(describing: new) }
      return sameFields(of: old, new)
    default:
      // A closure, a metatype or anything else without fields: it cannot be compared.
      return false
    }
  }

  private static func isPOD<T>(_ value: T) -> Bool {
    _isPOD(T.self)
  }

  private static func bitwiseEqual<T>(_ old: T, _ new: Any) -> Bool {
    guard let new = new as? T else { return false }
    return withUnsafeBytes(of: old) { oldBytes in
      withUnsafeBytes(of: new) { newBytes in oldBytes.elementsEqual(newBytes) }
    }
  }
}

/// `==` on values whose type is known only at run time.
enum ValueEquality {
  /// The result of `==` when both values are of one `Equatable` type, `nil` otherwise.
  static func equatableEqual(_ lhs: Any, _ rhs: Any) -> Bool? {
    guard let lhs = lhs as? any Equatable else { return nil }
    return equal(lhs, rhs)
  }

  private static func equal<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool? {
    guard let rhs = rhs as? T else { return nil }
    return lhs == rhs
  }
}
