import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// An exclusive lock on a file where two runners can meet (`flock`): the progress file, a
/// package's verification. It is polled rather than waited on, so that a waiting runner says so,
/// can give up after a time, and still stops on Control-C; and it is opened close-on-exec, so
/// that no build or test the runner starts ever holds it.
package struct FileLock {
  private let descriptor: Int32

  /// Takes the lock.
  ///
  /// - Parameters:
  ///   - url: The lock file; made if missing.
  ///   - limit: How long to wait, in seconds; `nil` to wait until it is free.
  ///   - waiting: Called once, when the lock has been held by another for half a second.
  ///   - timedOut: The error to throw once `limit` has passed.
  /// - Returns: The lock; `nil` where a lock file cannot be made (the runner then goes on
  ///   without one).
  package static func take(
    at url: URL, limit: TimeInterval?, waiting: () -> Void, timedOut: () -> any Error
  ) throws -> FileLock? {
    // O_NOFOLLOW: a lock file that is a link would make the runner create a file outside.
    let descriptor = open(url.path, O_CREAT | O_RDWR | O_CLOEXEC | O_NOFOLLOW, 0o644)
    guard descriptor >= 0 else { return nil }
    let start = Date()
    var said = false
    while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
      if Interruption.pending != 0 { Interruption.terminate() }
      let waited = Date().timeIntervalSince(start)
      if let limit, waited >= limit {
        close(descriptor)
        throw timedOut()
      }
      if !said && waited >= 0.5 {
        waiting()
        said = true
      }
      usleep(50_000)
    }
    return FileLock(descriptor: descriptor)
  }

  /// Lets go of the lock.
  package func release() {
    close(descriptor)
  }
}
