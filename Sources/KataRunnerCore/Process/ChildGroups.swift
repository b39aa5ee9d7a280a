import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// The process groups of the children running now, stopped together when the user presses
/// Control-C, so that no test binary outlives the runner.
final class ChildGroups: @unchecked Sendable {
  /// The one registry of the runner process.
  static let shared = ChildGroups()

  private let lock = NSLock()
  private var groups: Set<pid_t> = []

  private init() {
    signal(SIGINT, interruptHandler)
    signal(SIGTERM, interruptHandler)
  }

  /// Records a child's process group.
  func insert(_ group: pid_t) {
    lock.withLock { _ = groups.insert(group) }
  }

  /// Forgets a child's process group once it has ended.
  func remove(_ group: pid_t) {
    lock.withLock { _ = groups.remove(group) }
  }

  /// Stops every recorded group.
  func stopAll() {
    for group in lock.withLock({ groups }) { kill(-group, SIGKILL) }
  }
}

private func interruptHandler(_ signal: Int32) {
  ChildGroups.shared.stopAll()
  _exit(128 + signal)
}
