#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What Control-C does while children run: the runner stops them, with everything they
/// started, before it exits, so that no test binary outlives it.
///
/// The signal handler only records the signal (all a handler may safely do); the loops that
/// wait for children see it within a few milliseconds and stop their child's whole tree.
enum Interruption {
  /// Installs the handler for `SIGINT` and `SIGTERM`; later calls do nothing.
  static func install() {
    _ = installed
  }

  private static let installed: Bool = {
    signal(SIGINT, recordInterruption)
    signal(SIGTERM, recordInterruption)
    return true
  }()

  /// The signal received, or 0.
  static var pending: Int32 { pendingSignal }

  /// Marks that a loop waiting for a child has started or ended.
  ///
  /// - Parameter delta: 1 when a wait starts, -1 when it ends.
  static func adjustWaiting(by delta: Int32) {
    waitingLoops += delta
  }
}

// Written by the signal handler and read by waiting loops: plain integers, as a handler allows.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
nonisolated(unsafe) private var waitingLoops: Int32 = 0

private func recordInterruption(_ signal: Int32) {
  if waitingLoops <= 0 { _exit(128 + signal) }
  pendingSignal = signal
}
