import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// A child process started in its own process group, so that it and everything it starts can be
/// stopped together when it hangs.
///
/// Output goes to a file rather than a pipe: a chatty child can never block on a full pipe, and a
/// crash leaves everything it printed behind for the runner to read.
struct Subprocess: Sendable {
  /// How a finished child ended.
  enum Termination: Equatable, Sendable {
    /// The child exited with this status code.
    case exited(Int32)
    /// A signal ended the child, such as `SIGTRAP` from a Swift runtime trap.
    case signaled(Int32)
    /// The runner stopped the child: it ran longer than allowed or fell silent.
    case timedOut
  }

  /// The command and its arguments; the command is looked up on `PATH`.
  var arguments: [String]
  /// The folder the child runs in.
  var directory: URL
  /// Variables added to, or replacing, the runner's own environment.
  var environment: [String: String]
  /// Variables of the runner's environment the child must not see; a name ending in `*` stands
  /// for every variable that starts with what comes before it.
  var removedVariables: [String]

  /// Describes a child process to start.
  ///
  /// - Parameters:
  ///   - arguments: The command and its arguments, such as `["swift", "build"]`.
  ///   - directory: The folder the child runs in.
  ///   - environment: Variables to set on top of the runner's own environment.
  ///   - removing: Variables of the runner's environment to leave out (`GIT_TRACE*`).
  init(
    _ arguments: [String], in directory: URL, environment: [String: String] = [:],
    removing: [String] = []
  ) {
    self.arguments = arguments
    self.directory = directory
    self.environment = environment
    removedVariables = removing
  }

  /// The child's environment: the runner's, less the removed variables, with the given ones set.
  ///
  /// - Parameter base: The runner's environment.
  func childEnvironment(from base: [String: String]) -> [String: String] {
    var merged = base.filter { name, _ in
      !removedVariables.contains { pattern in
        pattern.hasSuffix("*") ? name.hasPrefix(pattern.dropLast()) : name == pattern
      }
    }
    merged.merge(environment) { $1 }
    return merged
  }

  /// Runs the child to completion, or until a time limit stops it.
  ///
  /// - Parameters:
  ///   - output: The file that receives the child's standard output, and its standard error
  ///     unless `errors` is given.
  ///   - errors: A file of its own for the child's standard error.
  ///   - limit: The longest the child may run, in seconds; `nil` for no limit.
  ///   - silenceLimit: Stop the child when `watchedFile`, once it has content, has not grown for
  ///     this many seconds. Before its first byte only `startLimit` and `limit` apply.
  ///   - watchedFile: A file the child writes as it progresses, such as an event stream.
  ///   - startLimit: Stop the child when `watchedFile` is still empty after this many seconds:
  ///     longer than `silenceLimit`, so that a slow start (a busy machine, a cold toolchain) is
  ///     not taken for a hang.
  ///   - onTick: Called about four times a second while the child runs, and once when it has
  ///     ended, to show progress.
  /// - Returns: How the child ended.
  func run(
    output: URL, errors: URL? = nil, limit: Double? = nil, silenceLimit: Double? = nil,
    watching watchedFile: URL? = nil,
    startLimit: Double? = nil, onTick: (() -> Void)? = nil
  ) throws -> Termination {
    let pid = try Interruption.track { try spawn(output: output, errors: errors) }
    let start = Date()
    var lastSize: Int64 = -1
    var lastGrowth = Date()
    var status: Int32 = 0
    var polls = 0
    while true {
      let result = waitpid(pid, &status, WNOHANG)
      if result == pid { break }
      if result == -1 && errno != EINTR {
        Interruption.finished(pid)
        throw RunnerError.tool(
          Message(
            "The runner lost track of `{command}` (waitpid failed: {reason}).",
            ["command": arguments.joined(separator: " ")],
            parts: ["reason": SystemError.reason(errno: errno).message]))
      }
      if Interruption.pending != 0 { Interruption.terminate() }
      if let limit, Date().timeIntervalSince(start) > limit {
        stop(pid)
        return .timedOut
      }
      if let silenceLimit, let watchedFile {
        let size = Self.size(of: watchedFile)
        // Before the first byte, only `limit` applies; after it, a file that stops growing, or
        // that someone deletes, is silence.
        if size <= 0, lastSize <= 0, let startLimit, Date().timeIntervalSince(start) > startLimit {
          stop(pid)
          return .timedOut
        }
        if size != lastSize && size > 0 || lastSize <= 0 && size <= 0 {
          lastSize = size
          lastGrowth = Date()
        } else if Date().timeIntervalSince(lastGrowth) > silenceLimit {
          stop(pid)
          return .timedOut
        }
      }
      polls += 1
      if polls % 25 == 0 { onTick?() }
      usleep(10_000)
    }
    Interruption.finished(pid)
    onTick?()
    let signal = status & 0x7f
    return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
  }

  /// Runs the child and returns what it printed.
  ///
  /// - Parameter onTick: Called about four times a second with the file that collects the
  ///   output so far, to show progress.
  /// - Returns: The exit termination and the combined output.
  func capture(
    onTick: ((URL) -> Void)? = nil
  ) throws -> (termination: Termination, output: String) {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "kata-runner-\(UUID().uuidString).log")
    Interruption.removeOnInterruption(file)
    defer {
      try? FileManager.default.removeItem(at: file)
      Interruption.forget(file)
    }
    let termination = try run(output: file, onTick: onTick.map { tick in { tick(file) } })
    let output = TextFile.read(file) ?? ""
    return (termination, output)
  }

  /// Runs the child and returns its standard output and its standard error apart: for a tool
  /// whose output is data (`git show` of a file), where a diagnostic must never mix in.
  ///
  /// - Returns: How the child ended, its standard output as it was written, and its standard
  ///   error as text.
  func captureApart() throws -> (termination: Termination, output: Data, errors: String) {
    let name = "kata-runner-\(UUID().uuidString)"
    let folder = FileManager.default.temporaryDirectory
    let file = folder.appending(path: name + ".out")
    let errorFile = folder.appending(path: name + ".err")
    for path in [file, errorFile] { Interruption.removeOnInterruption(path) }
    defer {
      for path in [file, errorFile] {
        try? FileManager.default.removeItem(at: path)
        Interruption.forget(path)
      }
    }
    let termination = try run(output: file, errors: errorFile)
    let output = (try? Data(contentsOf: file)) ?? Data()
    return (termination, output, TextFile.read(errorFile) ?? "")
  }

  private func spawn(output: URL, errors: URL? = nil) throws -> pid_t {
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var attributes = posix_spawnattr_t()
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawnattr_init(&attributes)
    posix_spawn_file_actions_init(&actions)
    defer {
      posix_spawnattr_destroy(&attributes)
      posix_spawn_file_actions_destroy(&actions)
    }
    // A group of its own, and signals as a child normally gets them: none blocked, and none of
    // the runner's handling (it ignores SIGPIPE and may be started with signals blocked).
    posix_spawnattr_setflags(
      &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    posix_spawnattr_setpgroup(&attributes, 0)
    var noSignals = sigset_t()
    sigemptyset(&noSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in Interruption.signals + [SIGPIPE] { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, output.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    if let errors {
      posix_spawn_file_actions_addopen(
        &actions, 2, errors.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    } else {
      posix_spawn_file_actions_adddup2(&actions, 1, 2)
    }

    // The shell enters the folder, then replaces itself with the command: no shared working
    // directory is changed, so children can be started from several threads at once.
    let command = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path] + arguments
    let merged = childEnvironment(from: ProcessInfo.processInfo.environment)
    try Self.requireOnPath(arguments[0], path: merged["PATH"] ?? "")
    let argv = command.map { strdup($0) } + [nil]
    let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv + envp { free(pointer) }
    }
    var pid: pid_t = 0
    let code = posix_spawn(&pid, command[0], &actions, &attributes, argv, envp)
    guard code == 0 else {
      throw RunnerError.tool(
        Message(
          "`{command}` could not be started ({reason}).",
          ["command": arguments.joined(separator: " ")],
          parts: ["reason": SystemError.reason(errno: code).message]))
    }
    return pid
  }

  private func stop(_ pid: pid_t) {
    ProcessTree.stop(pid)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    Interruption.finished(pid)
  }

  /// Runs a short command to completion without registering it, and returns what it printed.
  ///
  /// Only for the runner's own bookkeeping while it stops children (`ps`): that must work while
  /// a signal is pending and the registry is locked, and must not wait on itself.
  func captureUnregistered() -> String? {
    let file = FileManager.default.temporaryDirectory
      .appending(path: "kata-runner-\(UUID().uuidString).log")
    defer { try? FileManager.default.removeItem(at: file) }
    guard let pid = try? spawn(output: file) else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return TextFile.read(file)
  }

  /// Fails with a clear message, rather than the shell's "not found" as the child's output, when
  /// a command is not installed.
  private static func requireOnPath(_ command: String, path: String) throws {
    guard !command.contains("/") else { return }
    let found = path.split(separator: ":").contains { folder in
      access("\(folder)/\(command)", X_OK) == 0
    }
    guard !found else { return }
    let values: KeyValuePairs = ["command": command, "path": path]
    throw RunnerError.tool(
      command == "swift"
        ? Message(
          """
          `{command}` was not found on PATH ({path}). kata-runner needs the Swift toolchain, 6.1 \
          or later: install it, or add its usr/bin folder to PATH.
          """, values)
        : Message(
          "`{command}` was not found on PATH ({path}). Install it, or add its folder to PATH.",
          values))
  }

  private static func size(of file: URL) -> Int64 {
    var info = stat()
    return stat(file.path, &info) == 0 ? Int64(info.st_size) : -1
  }
}
