/// A property wrapper for a value that the engine stores per identity, not in the view.
///
/// The struct holds only a small handle. When the host visits the view, it binds the handle to
/// the storage kept for the view's identity (created from the initial value on insertion, kept
/// while the identity survives, discarded on removal). Outside a host, reading gives the initial
/// value and writing does nothing.
///
/// A body that reads the value depends on it: writing a new value runs that body again, and no
/// other (a body that never reads it is not run at all).
@propertyWrapper
public struct State<Value> {
  let handle: StateHandle<Value>

  /// Creates state with an initial value, used when the view is inserted.
  /// - Parameter wrappedValue: The initial value.
  public init(wrappedValue: Value) {
    handle = StateHandle(initialValue: wrappedValue)
  }

  /// Creates state with an initial value, as SwiftUI's `State(initialValue:)` does: the
  /// spelling used to seed state from an initializer's parameter, `_draft = State(initialValue:
  /// note.text)`.
  ///
  /// The value is stored once per identity, when the view is inserted; a later view value of
  /// the same identity brings a new initial value that the host never stores. It only compares
  /// it, as part of the view's value: a new seed runs the view's body, with the state it kept.
  /// To start over from a new value, give the view a new identity with `.id(_:)`.
  /// - Parameter value: The initial value.
  public init(initialValue value: Value) {
    self.init(wrappedValue: value)
  }

  /// The current value kept for this view's identity; writing it schedules an update.
  public var wrappedValue: Value {
    get { handle.value }
    nonmutating set { handle.value = newValue }
  }

  /// A binding that reads and writes this state.
  ///
  /// Making the binding reads nothing: a body that only passes `$value` on does not depend on
  /// the value, the view that reads the binding does.
  public var projectedValue: Binding<Value> {
    let handle = handle
    return Binding(
      get: { handle.value }, set: { handle.value = $0 }, location: handle.box ?? handle)
  }
}

extension State: StateProperty {
  var anyHandle: any AnyStateHandle { handle }
}
