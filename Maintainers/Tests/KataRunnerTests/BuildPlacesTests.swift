import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// A build that cannot write where SwiftPM writes, or a toolchain that does not run, is said
/// as such: never "The build failed" and exit 1, as if the learner's code were the cause.
@Suite("What a build needs besides the package")
struct BuildPlacesTests {
  @Test("A read-only .build or cache folder is named, with the next step, before the build")
  func unwritablePlaces() throws {
    let root = try Fixtures.temporaryFolder("places")
    defer { try? FileManager.default.removeItem(at: root) }
    let build = root.appending(path: ".build").path
    try FileManager.default.createDirectory(atPath: build, withIntermediateDirectories: true)
    let home = root.appending(path: "home").path
    try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
    let environment = ["HOME": home, "XDG_CACHE_HOME": "\(home)/.cache"]
    #expect(
      BuildPlaces.problem(root: root, environment: environment, unwritable: { _ in nil }) == nil)
    // Fault pass row 20: a read-only `.build` gave SwiftPM's crash dump.
    let readOnlyBuild = BuildPlaces.problem(root: root, environment: environment) {
      $0 == build ? EROFS : nil
    }?.description
    #expect(readOnlyBuild?.hasPrefix("\(build) cannot be written (the disk is read-only)") == true)
    #expect(readOnlyBuild?.contains("rm -rf .build") == true)
    // Row 71: a read-only home, whose cache folder does not exist yet: the home is named.
    let readOnlyHome = BuildPlaces.problem(root: root, environment: environment) {
      $0 == home ? EROFS : nil
    }?.description
    #expect(readOnlyHome?.hasPrefix("\(home) cannot be written") == true, "\(readOnlyHome ?? "")")
    #expect(
      readOnlyHome?.contains("caches in \(BuildPlaces.cacheFolder(environment) ?? "")") == true)
  }

  @Test(
    "A build that misses a module of the package itself lost its build folder; a misspelled import did not"
  )
  func lostOwnModule() {
    // Fault pass row 42: `.build` deleted while `check` built blamed 7.1's untouched files for
    // `no such module 'ViewGraph'`; the build is made again instead.
    let failed = { (module: String) in
      PackageBuild.Result(
        succeeded: false,
        diagnostics: Diagnostic.parse(
          "\(Fixtures.repository.path)/Tests/KataTests/Capstone/BeforeAfterScreenTests.swift:2:8: "
            + "error: no such module '\(module)'\n", relativeTo: Fixtures.repository),
        outputTail: "")
    }
    #expect(PackageBuild.lostOwnModule(failed("ViewGraph"), root: Fixtures.repository))
    #expect(PackageBuild.lostOwnModule(failed("Katas"), root: Fixtures.repository))
    #expect(!PackageBuild.lostOwnModule(failed("ViewGrap"), root: Fixtures.repository))
    #expect(!PackageBuild.lostOwnModule(failed("SwiftUI"), root: Fixtures.repository))
  }

  @Test("A swift that does not even say its version is named as the cause")
  func brokenToolchain() throws {
    let root = try Fixtures.temporaryFolder("toolchain")
    defer { try? FileManager.default.removeItem(at: root) }
    let broken = root.appending(path: "swift")
    try "#!/bin/sh\necho 'swift: broken toolchain'\nexit 127\n".write(
      to: broken, atomically: true, encoding: .utf8)
    #expect(chmod(broken.path, 0o755) == 0)
    // Fault pass row 12: "The build failed. Its last lines: swift: broken toolchain", exit 1.
    let said = try #require(BuildPlaces.brokenToolchain(in: root, swift: broken.path)?.description)
    #expect(said.contains("`swift --version` ended with exit status 127, saying:"), "\(said)")
    #expect(said.contains("swift: broken toolchain"))
    #expect(BuildPlaces.brokenToolchain(in: root) == nil, "the real one runs")
  }
}
