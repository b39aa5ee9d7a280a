import Foundation

/// Where Observation's change notices wait for the host.
///
/// Observation calls `onChange` inside the setter, on whatever thread wrote the property, and
/// before the new value is stored; so the engine only notes which body must run, and runs it
/// in the next pass, after the write.
final class ObservationInbox: @unchecked Sendable {
  /// One body's tracking scope: its node, and which evaluation of it armed the scope.
  struct Notice: @unchecked Sendable {
    weak var node: Node?
    let generation: Int
  }

  private let lock = NSLock()
  private var notices: [Notice] = []

  func post(_ notice: Notice) {
    lock.lock()
    defer { lock.unlock() }
    notices.append(notice)
  }

  /// The notices so far, emptying the inbox.
  func take() -> [Notice] {
    lock.lock()
    defer { lock.unlock() }
    let taken = notices
    notices = []
    return taken
  }
}
