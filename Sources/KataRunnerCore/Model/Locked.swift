import Foundation

/// A value guarded by a lock, for results gathered from several threads.
package final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  /// Creates a guarded value.
  ///
  /// - Parameter value: The initial value.
  package init(_ value: Value) {
    self.value = value
  }

  /// Runs `body` with exclusive access to the value.
  ///
  /// - Parameter body: Reads or changes the value.
  package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}

/// A value made the first time it is asked for, once, on any thread.
///
/// The learner's progress is one: `RunnerContext` holds it so, and a command that never asks
/// for it (`lesson 1.3`, `hint 1.3`, the agendas' list, `verify`) never reads and digests the
/// saved progress, as rustlings handles its stateless commands before it loads its state.
package final class Deferred<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var make: (() -> Value)?
  private var made: Value?

  /// A value to make on first use.
  init(_ make: @escaping () -> Value) {
    self.make = make
  }

  /// Whether the value has been made.
  var isMade: Bool { lock.withLock { made != nil } }

  /// The value, made now if this is the first time.
  var value: Value {
    lock.withLock {
      if let made { return made }
      let value = make!()
      made = value
      make = nil
      return value
    }
  }
}
