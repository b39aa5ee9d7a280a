import Foundation
import Testing

@testable import KataRunnerCore

@Suite("git runs with an environment the learner's cannot redirect")
struct GitTests {
  @Test("git children see no GIT_TRACE, GIT_DIR or GIT_CONFIG_*, keep HOME and speak English")
  func environmentIsCleaned() {
    let base = [
      "HOME": "/home/learner", "PATH": "/usr/bin", "LANG": "de_DE.UTF-8",
      "GIT_TRACE": "1", "GIT_TRACE2_EVENT": "/tmp/t", "GIT_DIR": "/elsewhere/.git",
      "GIT_WORK_TREE": "/elsewhere", "GIT_INDEX_FILE": "/tmp/index",
      "GIT_CONFIG_COUNT": "1", "GIT_CONFIG_KEY_0": "core.pager", "GIT_CONFIG": "/tmp/config",
      "GIT_AUTHOR_NAME": "Learner",
    ]
    let environment = Git.command(["status"], in: URL(filePath: "/tmp")).childEnvironment(
      from: base)
    #expect(
      environment.keys.filter { $0.hasPrefix("GIT_") } == ["GIT_AUTHOR_NAME"],
      "only variables that change no path, config or trace are kept: \(environment.keys.sorted())")
    #expect(environment["HOME"] == "/home/learner", "safe.directory is configured under HOME")
    #expect(environment["LC_ALL"] == "C", "git's messages are read in English")
    #expect(environment["PATH"] == "/usr/bin")
  }

  @Test("Other children keep the runner's environment")
  func otherChildrenUnchanged() {
    let base = ["GIT_TRACE": "1", "HOME": "/h"]
    let environment = Subprocess(["swift", "build"], in: URL(filePath: "/tmp"))
      .childEnvironment(from: base)
    #expect(environment == base)
  }

  @Test("Standard output and standard error are read apart")
  func outputApart() throws {
    let result = try Subprocess(
      ["sh", "-c", "printf data; printf noise >&2"], in: FileManager.default.temporaryDirectory
    ).captureApart()
    #expect(result.termination == .exited(0))
    #expect(String(decoding: result.output, as: UTF8.self) == "data")
    #expect(result.errors == "noise")
  }
}
