import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// What Control-C, a closed terminal or `kill` does while the runner works: it stops every child
/// it started, with everything those started, cleans its scratch files, restores the terminal,
/// and exits with 128 plus the signal's number.
///
/// The signal handler only records the signal and, when no child is running, restores the
/// terminal and exits at once: that is all a handler may safely do. Children are started through
/// `track(_:)`, which keeps a list of them; every loop that waits for a child polls `pending` and,
/// once it is set, calls `terminate()`, which stops all of them, not only its own, since the
/// compile checks start children from several threads at once.
enum Interruption {
  /// The signals that end the runner: Control-C, `kill`, and a terminal that goes away.
  static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handlers; later calls do nothing.
  static func install() {
    _ = installed
  }

  private static let installed: Bool = {
    for number in signals {
      // A signal ignored by whoever started the runner (`nohup`, a background job of a script)
      // stays ignored, as Unix programs do.
      var current = sigaction()
      sigaction(number, nil, &current)
      if isIgnored(current) { continue }
      signal(number, recordInterruption)
    }
    // A runner started from a thread that blocks signals (a test runner's worker thread, some
    // IDEs) inherits that mask: unblock ours on this, the main, thread, so they are delivered.
    var mask = sigset_t()
    sigemptyset(&mask)
    for number in signals { sigaddset(&mask, number) }
    pthread_sigmask(SIG_UNBLOCK, &mask, nil)
    // A reader that goes away (`kata-runner | head`) must not kill the runner before it has
    // stopped its children; writes to the closed pipe just fail.
    signal(SIGPIPE, SIG_IGN)
    return true
  }()

  private static func isIgnored(_ action: sigaction) -> Bool {
    #if canImport(Darwin)
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self) == 1
    #else
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1
    #endif
  }

  /// The signal received, or 0.
  static var pending: Int32 { pendingSignal }

  private struct Registry {
    var children: Set<pid_t> = []
    var scratch: Set<URL> = []
  }

  private static let registry = Locked(Registry())

  /// Starts a child and remembers it until `finished(_:)`, unless the runner is being stopped.
  ///
  /// Starting under the registry's lock means `terminate()`, which holds that lock until the
  /// process exits, can never miss a child that another thread is starting at that moment.
  ///
  /// - Parameter spawn: Starts the child and returns its process id.
  /// - Returns: The child's process id.
  static func track(_ spawn: () throws -> pid_t) throws -> pid_t {
    install()
    return try registry.withLock { registry in
      // Counted before it starts: a signal from now on is left to this child's waiting loop.
      liveChildren += 1
      if pendingSignal != 0 { stopEverything(&registry) }
      do {
        let pid = try spawn()
        registry.children.insert(pid)
        return pid
      } catch {
        liveChildren -= 1
        throw error
      }
    }
  }

  /// Forgets a child that has ended and been waited for.
  static func finished(_ pid: pid_t) {
    registry.withLock { registry in
      registry.children.remove(pid)
      liveChildren -= 1
      // A signal that came while this child ran is acted on now at the latest.
      if pendingSignal != 0 { stopEverything(&registry) }
    }
  }

  /// Remembers a scratch file or folder to remove if the runner is stopped before it does.
  static func removeOnInterruption(_ item: URL) {
    registry.withLock { _ = $0.scratch.insert(item) }
  }

  /// Forgets a scratch item that its owner has removed itself.
  static func forget(_ item: URL) {
    registry.withLock { _ = $0.scratch.remove(item) }
  }

  /// Remembers the terminal's settings to put back when the runner is stopped.
  ///
  /// - Parameter settings: The settings before the runner changed them; `nil` forgets them.
  static func restoreTerminalOnExit(to settings: termios?) {
    if let settings {
      savedTerminal = settings
      hasSavedTerminal = 1
    } else {
      hasSavedTerminal = 0
    }
  }

  /// Stops every child and its tree, removes scratch items, restores the terminal and exits with
  /// 128 plus the pending signal. Called by a loop that saw `pending` set.
  static func terminate() -> Never {
    registry.withLock { stopEverything(&$0) }
  }

  /// The work of `terminate()`, with the registry's lock held until the process has exited, so
  /// that no other thread can start a child meanwhile.
  private static func stopEverything(_ registry: inout Registry) -> Never {
    let number = pendingSignal == 0 ? SIGTERM : pendingSignal
    for child in registry.children { ProcessTree.stop(child) }
    for item in registry.scratch { try? FileManager.default.removeItem(at: item) }
    restoreTerminal()
    fflush(nil)
    let words = spokenWords
    let signal: KeyValuePairs = ["signal": "\(number)"]
    let said =
      switch (number == SIGINT, registry.children.isEmpty) {
      case (true, true): words("kata-runner interrupted.")
      case (true, false):
        words("kata-runner interrupted; every build and test it started is stopped.")
      case (false, true): words("kata-runner stopped by signal {signal}.", signal)
      case (false, false):
        words(
          "kata-runner stopped by signal {signal}; every build and test it started is stopped.",
          signal)
      }
    let line = "\n\(said)\n"
    _ = line.withCString { write(STDERR_FILENO, $0, strlen($0)) }
    _exit(128 + number)
  }
}

/// The language of the line said when the runner is interrupted: written once, when the command
/// line has chosen it, before any child starts.
nonisolated(unsafe) private var spokenWords = Words.english

extension Interruption {
  /// Says the interruption's line in the learner's language from now on.
  static func speak(_ words: Words) {
    spokenWords = words
  }
}

// Written by the signal handler and read by polling loops: plain integers, as a handler allows.
nonisolated(unsafe) private var pendingSignal: Int32 = 0
nonisolated(unsafe) private var liveChildren: Int32 = 0
nonisolated(unsafe) private var hasSavedTerminal: Int32 = 0
nonisolated(unsafe) private var savedTerminal = termios()

/// Puts the terminal back as it was; `tcsetattr` is safe to call from a signal handler.
private func restoreTerminal() {
  if hasSavedTerminal != 0 { tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal) }
}

private func recordInterruption(_ signal: Int32) {
  pendingSignal = signal
  // With no child to stop, nothing is left to clean but the terminal: progress is always
  // written atomically, and stale scratch folders are removed by the next run.
  if liveChildren <= 0 {
    restoreTerminal()
    _exit(128 + signal)
  }
}
