import Foundation

/// Work started on another thread now, whose result is waited for later: two steps that need
/// nothing from each other share the cores instead of taking turns.
final class Background<Value: Sendable>: Sendable {
  private let done = DispatchGroup()
  private let result = Locked<Value?>(nil)

  /// Starts the work.
  ///
  /// - Parameter work: What to run; it must not throw, so its failures are part of its value.
  init(_ work: @escaping @Sendable () -> Value) {
    done.enter()
    DispatchQueue.global().async { [result, done] in
      let value = work()
      result.withLock { $0 = value }
      done.leave()
    }
  }

  /// Whether the work has ended.
  var isFinished: Bool { result.withLock { $0 != nil } }

  /// Waits for the work to end, and gives its result.
  func wait() -> Value {
    done.wait()
    guard let value = result.withLock({ $0 }) else { preconditionFailure("ended without a value") }
    return value
  }
}
