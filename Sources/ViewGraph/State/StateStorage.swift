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
      box.recordRead()
      return value
    }
    set {
      guard let box, !box.isDiscarded else { return }
      box.write(newValue)
    }
  }
}

/// A node held without keeping it alive.
struct WeakNode {
  weak var node: Node?
}

/// The storage of one state property of one identity, and the bodies that read it last.
final class StateBox {
  let name: String
  private(set) var value: Any
  var isDiscarded = false
  /// The identity path of the view or modifier that declares the state, for issues.
  let ownerPath: String
  private let tracker: DependencyTracker
  /// The nodes whose last evaluation read this state: the ones a write must run again. Held
  /// weakly: a node holds its own state boxes, and a host that goes away must free both.
  var readers: [ObjectIdentifier: WeakNode] = [:]

  init(name: String, value: Any, ownerPath: String, tracker: DependencyTracker) {
    self.name = name
    self.value = value
    self.ownerPath = ownerPath
    self.tracker = tracker
  }

  /// Records a read for the body being evaluated, if any: a read in a button action is none.
  func recordRead() {
    tracker.recordRead(of: self)
  }

  /// Stores a new value and marks every body that read the old one to run again.
  ///
  /// Writing a value equal to the current one changes nothing and runs no body. SwiftUI does
  /// not document what it does then (OpenSwiftUI compares too): this is the engine's rule.
  func write(_ newValue: Any) {
    if ValueEquality.equatableEqual(value, newValue) == true { return }
    value = newValue
    tracker.stateChanged(self)
  }
}
