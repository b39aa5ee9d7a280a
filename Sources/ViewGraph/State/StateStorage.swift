/// A `State` property found by `Mirror`; internal so only the engine's `State` qualifies.
protocol StateProperty {
  var anyHandle: any AnyStateHandle { get }
}

/// The type-erased face of a state handle, used while binding.
protocol AnyStateHandle: AnyObject {
  var initialAny: Any { get }
  var box: StateBox? { get set }
}

/// The handle a `State` struct holds; bound by the host to the storage of an identity.
final class StateHandle<Value>: AnyStateHandle {
  let initialValue: Value
  var box: StateBox?

  init(initialValue: Value) {
    self.initialValue = initialValue
  }

  var initialAny: Any { initialValue }

  var value: Value {
    get {
      guard let box, let value = box.value as? Value else { return initialValue }
      return value
    }
    set {
      guard let box, !box.isDiscarded else { return }
      box.value = newValue
      box.signal.isDirty = true
    }
  }
}

/// The storage of one state property of one identity.
final class StateBox {
  let name: String
  var value: Any
  var isDiscarded = false
  let signal: UpdateSignal

  init(name: String, value: Any, signal: UpdateSignal) {
    self.name = name
    self.value = value
    self.signal = signal
  }
}

/// Set when state changes, so the host knows it must update.
final class UpdateSignal {
  var isDirty = false
}
