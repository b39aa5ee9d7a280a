import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// What a build needs besides the package: a `.build` folder it can write, the user's cache
/// folder, where SwiftPM and the compiler keep their caches, and a `swift` that runs.
///
/// Without these the build fails with SwiftPM's own words (a crash dump for a read-only
/// `.build`, "Invalid manifest" for a read-only home folder, a broken toolchain's one line),
/// which the runner showed as "The build failed" and exit 1, as if the learner's code were the
/// cause. Each is checked where it is cheap: the folders before every build, the toolchain
/// only after a build that failed without a compiler error.
enum BuildPlaces {
  /// The first place a build cannot write, with why, as a message with the next step; `nil`
  /// when every one can be written.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - environment: The runner's environment, for `HOME` and `XDG_CACHE_HOME`.
  ///   - unwritable: Why a path cannot be written (its `errno`), or `nil` when it can; tests
  ///     pass their own, since a root user may write anywhere but a read-only file system.
  static func problem(
    root: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
    unwritable: (String) -> Int32? = unwritable
  ) -> Message? {
    let build = root.appending(path: ".build").path
    if FileManager.default.fileExists(atPath: build), let error = unwritable(build) {
      return Message(
        """
        {folder} cannot be written ({reason}): SwiftPM builds the katas there. Make it \
        writable, or remove it (`rm -rf .build` in {root}; the next command builds everything \
        again), then run the command again. Your files are as they were.
        """, ["folder": build, "root": root.path],
        parts: ["reason": SystemError.reason(errno: error).message])
    }
    guard let cache = cacheFolder(environment) else { return nil }
    // The cache folder itself, or else the home folder that would hold it; a home that does not
    // exist is SwiftPM's to judge (it has fallbacks).
    let candidates = [cache, environment["HOME"]].compactMap { $0 }
    guard let place = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }),
      let error = unwritable(place)
    else { return nil }
    return Message(
      """
      {folder} cannot be written ({reason}): SwiftPM and the compiler keep their caches in \
      {cache}. Make it writable, or set XDG_CACHE_HOME (or HOME) to a folder you can write to, \
      then run the command again. Your files are as they were.
      """, ["folder": place, "cache": cache],
      parts: ["reason": SystemError.reason(errno: error).message])
  }

  /// The folder SwiftPM keeps its caches in: `~/Library/Caches` on macOS, `$XDG_CACHE_HOME` or
  /// `~/.cache` elsewhere.
  static func cacheFolder(_ environment: [String: String]) -> String? {
    #if canImport(Darwin)
      return environment["HOME"].map { "\($0)/Library/Caches" }
    #else
      if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") { return cache }
      return environment["HOME"].map { "\($0)/.cache" }
    #endif
  }

  /// Why a path cannot be written, or `nil` when it can.
  static func unwritable(_ path: String) -> Int32? {
    access(path, W_OK) == 0 ? nil : errno
  }

  /// What is wrong with the `swift` on `PATH` when it does not even say its version: the
  /// toolchain, not the learner's code, made a build fail. `nil` when it runs.
  ///
  /// - Parameters:
  ///   - root: The folder to run it in.
  ///   - swift: The command, `swift` on `PATH` unless a test gives another.
  static func brokenToolchain(in root: URL, swift: String = "swift") -> Message? {
    let install = Message(
      """
      Install Swift 6.1 or later (https://swift.org/install), or put a working one first on \
      PATH, then run the command again.
      """)
    guard let version = try? Subprocess([swift, "--version"], in: root).capture() else {
      return Message("`swift` could not be started. {install}", parts: ["install": install])
    }
    let ending: Message
    switch version.termination {
    case .exited(0): return nil
    case .exited(let status): ending = Message("exit status {status}", ["status": "\(status)"])
    case .signaled(let signal): ending = Message("signal {signal}", ["signal": "\(signal)"])
    case .timedOut: ending = Message("no answer")
    }
    let said = version.output.split(separator: "\n").suffix(5).joined(separator: "\n")
    guard !said.isEmpty else {
      return Message(
        "The `swift` on PATH does not run: `swift --version` ended with {ending}. {install}",
        parts: ["ending": ending, "install": install])
    }
    return Message(
      """
      The `swift` on PATH does not run: `swift --version` ended with {ending}, saying:
      {said}
      {install}
      """, ["said": said], parts: ["ending": ending, "install": install])
  }
}
