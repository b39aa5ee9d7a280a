import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

/// Stops a child process together with everything it started.
///
/// Killing a child's process group is not enough: `swift test` starts the test binary in a
/// process group of its own, so a hanging test would outlive its `swift test`. The tree is read
/// from `ps`, which macOS and Linux both have. Everything found is frozen (`SIGSTOP`) before
/// anything is killed, and the tree is read again until no new process appears: a frozen process
/// starts no children, and a process whose parent died is adopted by `init` and can no longer be
/// found through it, so nothing may die before the whole tree is known.
enum ProcessTree {
  /// Kills a process, its process group, and every descendant and their groups.
  ///
  /// - Parameter root: The process to stop.
  static func stop(_ root: pid_t) {
    var frozen: [pid_t] = []
    for _ in 0..<10 {
      let fresh = ([root] + descendants(of: root)).filter { !frozen.contains($0) }
      if fresh.isEmpty { break }
      for pid in fresh { kill(pid, SIGSTOP) }
      frozen += fresh
    }
    for pid in frozen {
      kill(-pid, SIGKILL)
      kill(pid, SIGKILL)
    }
  }

  /// The processes started, directly or not, by `root`.
  static func descendants(of root: pid_t) -> [pid_t] {
    let listing = Subprocess(["ps", "-A", "-o", "pid=", "-o", "ppid="], in: URL(filePath: "/"))
    guard let table = listing.captureUnregistered() else { return [] }
    var children: [pid_t: [pid_t]] = [:]
    for line in table.split(separator: "\n") {
      let fields = line.split(separator: " ").compactMap { pid_t($0) }
      if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
    }
    var found: [pid_t] = []
    var queue = [root]
    while let next = queue.popLast() {
      let direct = children[next] ?? []
      found += direct
      queue += direct
    }
    return found
  }
}
