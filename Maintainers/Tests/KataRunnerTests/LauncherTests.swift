import Foundation
import Testing

@testable import KataRunnerCore

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#endif

/// The launcher, `./kata-runner`, on a package of stand-ins: a "built runner" and a "swift" that
/// only say they ran, so that its rule is tested without a build. The stand-in `swift` links the
/// runner again, as SwiftPM does, only when there is none.
@Suite("The launcher runs the built runner only while it is up to date")
struct LauncherTests {
  /// A package with the launcher, the files the runner is built from, a built runner that
  /// prints how it was called, its stamp, and a `swift` that says how it was called, all older
  /// than now.
  private struct Package {
    let root: URL
    let bin: URL
    var runner: URL { root.appending(path: ".build/debug/kata-runner") }
    var stamp: URL { root.appending(path: ".build/kata-runner.stamp") }
    var swift: URL { bin.appending(path: "swift") }
    /// While this file exists, the stand-in `swift` fails as a broken build does.
    var breaksTheBuild: URL { bin.appending(path: "fails") }

    static let runnerProgram = Data(
      "#!/bin/sh\necho \"built runner, called as $KATA_RUNNER_COMMAND:\" \"$@\"\n".utf8)

    init() throws {
      let base = FileManager.default.temporaryDirectory.appending(path: "launcher-\(UUID())")
      root = base.appending(path: "Builder Katas")
      bin = base.appending(path: "bin")
      let launcher = try Data(contentsOf: Fixtures.repository.appending(path: "kata-runner"))
      try writeProgram(launcher, to: root.appending(path: "kata-runner"))
      try write(Data("// manifest\n".utf8), to: root.appending(path: "Package.swift"))
      try write(Data("// main\n".utf8), to: root.appending(path: "Sources/kata-runner/main.swift"))
      try write(Data("// core\n".utf8), to: root.appending(path: "Sources/KataRunnerCore/A.swift"))
      try write(Data("// kata\n".utf8), to: root.appending(path: "Sources/Katas/Stub.swift"))
      try writeProgram(Self.runnerProgram, to: runner)
      try write(Self.runnerProgram, to: bin.appending(path: "runner"))
      try write(Data("\(Self.runnerProgram.count)\n".utf8), to: stamp)
      // `swift build --package-path <root> --product <program>`: $3 is the package, $5 the
      // program.
      try writeProgram(
        Data(
          """
          #!/bin/sh
          echo "swift: $*"
          [ -e "$(dirname "$0")/fails" ] && { echo "error: it does not build"; exit 1; }
          runner="$3/.build/debug/$5"
          [ -e "$runner" ] || { cp "$(dirname "$0")/runner" "$runner" && chmod +x "$runner"; }
          exit 0

          """.utf8),
        to: swift)
      // Everything an hour old, the built runner and its stamp younger than their sources. A
      // folder counts too: adding or removing a file of the runner changes it.
      for path in [
        "Package.swift", "Sources/kata-runner/main.swift", "Sources/KataRunnerCore/A.swift",
        "Sources/kata-runner", "Sources/KataRunnerCore",
      ] {
        try age(root.appending(path: path), by: 3600)
      }
      try age(swift, by: 3600)
      try age(runner, by: 1800)
      try age(stamp, by: 1800)
    }

    /// Adds kata-course: the launcher's link by that name, the folders it is built from, and a
    /// built program that says it is the course's, up to date as the runner is.
    func addCourse() throws {
      try FileManager.default.createSymbolicLink(
        atPath: root.appending(path: "kata-course").path, withDestinationPath: "kata-runner")
      let course = root.appending(path: ".build/debug/kata-course")
      let stamp = root.appending(path: ".build/kata-course.stamp")
      let program = Data(
        "#!/bin/sh\necho \"built course, called as $KATA_RUNNER_COMMAND:\" \"$@\"\n".utf8)
      try writeProgram(program, to: course)
      try write(Data("\(program.count)\n".utf8), to: stamp)
      for folder in ["Sources/KataCourse", "Sources/kata-course"] {
        try FileManager.default.createDirectory(
          at: root.appending(path: folder), withIntermediateDirectories: true)
        try age(root.appending(path: folder), by: 3600)
      }
      try age(course, by: 1800)
      try age(stamp, by: 1800)
    }

    func remove() {
      try? FileManager.default.removeItem(at: root.deletingLastPathComponent())
    }

    /// What `swift build` is called with: the runner's product of this package.
    var build: String { "swift: build --package-path \(root.path) --product kata-runner" }

    /// Runs the launcher as a learner in `folder` would, and returns what it printed.
    func launch(_ arguments: [String], from folder: String = "", as typed: String = "./kata-runner")
      throws -> String
    {
      try run(arguments, from: folder, as: typed).output
    }

    /// Runs the launcher, and returns what it printed and how it ended.
    ///
    /// - Parameter locale: The locale variables to set; none by default, whatever the running
    ///   test's are, so that the launcher speaks English.
    func run(
      _ arguments: [String], from folder: String = "", as typed: String = "./kata-runner",
      path: String? = nil, locale: [String: String] = [:]
    ) throws -> (output: String, termination: Subprocess.Termination) {
      let usual = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
      let directory = folder.isEmpty ? root : root.appending(path: folder)
      let localeNames = ["LC_ALL", "LC_MESSAGES", "LANG"]
      let result = try Subprocess(
        ["/bin/sh", "-c", "\(typed) \"$@\"", "sh"] + arguments, in: directory,
        environment: locale.merging(["PATH": path ?? "\(bin.path):\(usual)"]) { $1 },
        removing: [Launcher.variable] + localeNames.filter { locale[$0] == nil }
      ).capture()
      return (result.output.trimmingCharacters(in: .whitespacesAndNewlines), result.termination)
    }

    func age(_ url: URL, by seconds: TimeInterval) throws {
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -seconds)], ofItemAtPath: url.path)
    }

    /// Writes a program through a descriptor closed on exec: a test running beside this one
    /// that starts a process while this file is open for writing would otherwise pass the
    /// descriptor on, and running the program would fail with "text file busy".
    private func writeProgram(_ data: Data, to url: URL) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
      guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
      defer { close(descriptor) }
      let written = data.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
      guard written == data.count else { throw CocoaError(.fileWriteUnknown) }
    }

    private func write(_ data: Data, to url: URL) throws {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }

  @Test("An up-to-date runner is run at once, with the arguments as given and how it was called")
  func upToDateRunsTheBinary() throws {
    // The package verified, not verification's copy, which does not keep a file's mode.
    let launcher = PackageCopy.source.appending(path: "kata-runner").path
    #expect(
      FileManager.default.isExecutableFile(atPath: launcher), "a clone must be able to run it")
    let package = try Package()
    defer { package.remove() }
    #expect(
      try package.launch(["check", "1.1", "two words"])
        == "built runner, called as ./kata-runner: check 1.1 two words")
    // A kata's file is the learner's, not the runner's: editing it changes nothing here.
    try Data("// edited\n".utf8).write(to: package.root.appending(path: "Sources/Katas/Stub.swift"))
    #expect(try package.launch(["list"]).hasPrefix("built runner"))
    #expect(
      try package.launch(["list"], as: "sh kata-runner")
        == "built runner, called as ./kata-runner: list", "a path the learner can paste")
    #expect(
      try package.launch(["list"], from: "Sources/Katas", as: "../../kata-runner")
        == "built runner, called as ../../kata-runner: list")
  }

  @Test(
    "A changed source, manifest or toolchain builds the runner first, once, even if it links nothing new",
    arguments: [
      "Sources/KataRunnerCore/A.swift", "Sources/kata-runner/main.swift", "Package.swift",
    ]
  )
  func staleBuildsFirst(changed: String) throws {
    let package = try Package()
    defer { package.remove() }
    // What `git pull` does to a file it changes: writes it now.
    try package.age(package.root.appending(path: changed), by: 0)
    let output = try package.launch(["check", "1.1"])
    #expect(
      output == "\(package.build)\nbuilt runner, called as ./kata-runner: check 1.1", "\(output)")
    // The stand-in, like SwiftPM after a comment-only edit, linked nothing: the binary is as
    // old as before, and the next command still runs it at once.
    #expect(
      try package.launch(["list"]) == "built runner, called as ./kata-runner: list",
      "fault pass row 9: every later command went through SwiftPM")
  }

  @Test("A new toolchain, or no built runner at all, builds it first too")
  func toolchainOrNoRunner() throws {
    let package = try Package()
    defer { package.remove() }
    try package.age(package.swift, by: 0)
    #expect(try package.launch(["list"]).hasPrefix(package.build))
    #expect(try package.launch(["list"]).hasPrefix("built runner"))
    try FileManager.default.removeItem(at: package.runner)
    let first = try package.launch(["list"])
    #expect(first.hasPrefix("Building kata-runner first"), "said before SwiftPM's silence")
    #expect(first.hasSuffix("\(package.build)\nbuilt runner, called as ./kata-runner: list"))
  }

  @Test("The launcher's own words follow the learner's language: LANG, or --lang before --")
  func launcherSpeaksTheLanguage() throws {
    let package = try Package()
    defer { package.remove() }
    let japanese = ["LANG": "ja_JP.UTF-8"]
    try FileManager.default.removeItem(at: package.runner)
    let first = try package.run(["list"], locale: japanese).output
    #expect(first.hasPrefix("最初の一度だけ、kata-runner をビルドします。"), "\(first)")
    #expect(first.hasSuffix("built runner, called as ./kata-runner: list"), "the runner runs")
    try FileManager.default.removeItem(at: package.runner)
    let english = try package.run(["list", "--lang", "en"], locale: japanese).output
    #expect(english.hasPrefix("Building kata-runner first"), "\(english)")
    try FileManager.default.removeItem(at: package.runner)
    let chosen = try package.run(["--lang=ja", "list"]).output
    #expect(chosen.hasPrefix("最初の一度だけ"), "\(chosen)")
    try FileManager.default.removeItem(at: package.runner)
    let afterDashes = try package.run(["check", "--", "--lang", "ja"]).output
    #expect(afterDashes.hasPrefix("Building kata-runner first"), "\(afterDashes)")
  }

  /// Command lines and locales whose language the launcher and the program must agree on.
  static let languageCases: [(arguments: [String], locale: [String: String])] = [
    ([], [:]), ([], ["LANG": "ja_JP.UTF-8"]), ([], ["LANG": "JA_JP.UTF-8"]),
    ([], ["LC_ALL": "", "LANG": "ja"]), ([], ["LC_ALL": "C", "LANG": "ja_JP.UTF-8"]),
    ([], ["LC_MESSAGES": "ja_JP.UTF-8", "LANG": "en_US.UTF-8"]),
    (["--lang", "JA"], [:]), (["--lang=Ja"], [:]), (["list", "--lang", "en"], ["LANG": "ja"]),
    (["check", "--", "--lang", "ja"], [:]), (["--lang", "ja", "--lang", "en"], [:]),
    ([], ["LANG": "ja_JP.eucJP"]), ([], ["LANG": "ja_JP.SJIS"]), ([], ["LANG": "ja_JP.utf8"]),
    ([], ["LANG": "ja_JP"]), ([], ["LC_ALL": "ja_JP.UTF-8@cjk"]),
  ]

  @Test(
    "The launcher's language is the program's (Language.chosen) for the same line and locale",
    arguments: languageCases.indices)
  func launcherAndProgramAgree(case index: Int) throws {
    let (arguments, locale) = Self.languageCases[index]
    let package = try Package()
    defer { package.remove() }
    try FileManager.default.removeItem(at: package.runner)
    let said = try package.run(arguments, locale: locale).output
    let program = try Language.chosen(arguments: arguments, environment: locale).language
    #expect(
      said.hasPrefix(program == .japanese ? "最初の一度だけ" : "Building kata-runner first"),
      "\(arguments) \(locale): the program speaks \(program), the launcher said \(said)")
  }

  @Test(
    "A runner cut short, emptied or left unexecutable is linked again, never run",
    arguments: ["cut short", "emptied", "unexecutable"]
  )
  func damagedRunnerIsLinkedAgain(damage: String) throws {
    let package = try Package()
    defer { package.remove() }
    let path = package.runner.path
    switch damage {
    case "cut short":
      // A shorter file than the build left, which would still run: it must not.
      try Data("#!/bin/sh\necho cut short\n".utf8).write(to: package.runner)
    case "emptied":
      // The shell runs an empty file as a script, and exits 0: "done", from `check`.
      try Data().write(to: package.runner)
    default:
      #expect(chmod(path, 0o644) == 0)
    }
    let ran = try package.run(["check", "1.2"])
    #expect(
      ran.output == "\(package.build)\nbuilt runner, called as ./kata-runner: check 1.2",
      "\(ran.output)")
    #expect(ran.termination == .exited(0), "the stand-in runner's own status")
    #expect(FileManager.default.isExecutableFile(atPath: path))
    #expect(try package.launch(["list"]) == "built runner, called as ./kata-runner: list")
  }

  @Test("A link to the launcher, or a link to that link, runs the clone it leads to")
  func linkToTheLauncher() throws {
    let package = try Package()
    defer { package.remove() }
    let base = package.root.deletingLastPathComponent()
    let links = base.appending(path: "links")
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    let link = links.appending(path: "kr")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: package.root.appending(path: "kata-runner").path)
    // A relative link, as `ln -s kr kata` makes, to the first one.
    try FileManager.default.createSymbolicLink(
      atPath: links.appending(path: "kata").path, withDestinationPath: "kr")
    for typed in [link.path, links.appending(path: "kata").path] {
      #expect(
        try package.launch(["list"], from: "Sources", as: "'\(typed)'")
          == "built runner, called as \(typed): list", "fault pass row 3")
    }
  }

  @Test("A PATH that holds only the toolchain's folder still finds the system's tools")
  func toolchainOnlyPath() throws {
    let package = try Package()
    defer { package.remove() }
    // Fault pass row 13: `dirname: not found`, then SwiftPM failing to start the linker.
    try package.age(package.root.appending(path: "Package.swift"), by: 0)
    let ran = try package.run(["list"], path: package.bin.path)
    #expect(ran.output == "\(package.build)\nbuilt runner, called as ./kata-runner: list")
    #expect(ran.termination == .exited(0))
  }

  @Test("Called as kata-course, the launcher builds and runs kata-course, with its own stamp")
  func courseByName() throws {
    let package = try Package()
    defer { package.remove() }
    let link = package.root.appending(path: "kata-course")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: "kata-runner")
    try FileManager.default.createDirectory(
      at: package.root.appending(path: "Sources/KataCourse"), withIntermediateDirectories: true)
    let ran = try package.run(["verify"], as: "./kata-course")
    #expect(
      ran.output.hasPrefix("Building kata-course first, once."), "no kata-course was built yet")
    #expect(
      ran.output.contains(
        "swift: build --package-path \(package.root.path) --product kata-course"), "\(ran.output)")
    #expect(
      FileManager.default.fileExists(
        atPath: package.root.appending(path: ".build/kata-course.stamp").path))
    #expect(
      try package.launch(["list"]) == "built runner, called as ./kata-runner: list",
      "kata-runner's own binary and stamp are untouched")
  }

  @Test("A runner that does not build ends with exit 3 and where to see why")
  func buildFails() throws {
    let package = try Package()
    defer { package.remove() }
    try Data().write(to: package.breaksTheBuild)
    try package.age(package.root.appending(path: "Package.swift"), by: 0)
    let ran = try package.run(["check", "1.1"])
    #expect(ran.termination == .exited(3))
    #expect(ran.output.contains("error: it does not build"))
    #expect(ran.output.contains("error: kata-runner could not be built"))
    #expect(!ran.output.contains("built runner"), "the old runner is not run instead")
  }

  @Test("Sourced instead of run, the launcher refuses and the learner's shell goes on as it was")
  func sourcedIsRefused() throws {
    let package = try Package()
    defer { package.remove() }
    // Fault pass row 63: `. ./kata-runner`, a habit from virtualenvs, ran the launcher inside
    // the learner's shell, and its `exec` ended that shell (and its terminal tab); from a
    // subfolder it even built in the subfolder. bash names the file it sources, zsh says it
    // sources a file, dash leaves $0 its own name: each refuses, returns rather than exits, and
    // leaves the shell's PATH alone. zsh, macOS's shell, where it is installed.
    let zsh = ["/bin/zsh", "/usr/bin/zsh"].filter {
      FileManager.default.isExecutableFile(atPath: $0)
    }
    let shells =
      [
        ("bash", "", ". ./kata-runner"), ("bash", "Sources", "source ../kata-runner"),
        ("sh", "", ". ./kata-runner"),
      ] + zsh.prefix(1).map { ($0, "Sources", ". ../kata-runner") }
    for (shell, folder, typed) in shells {
      let line = "before=$PATH; \(typed) list; echo \"after: $?\"; [ \"$PATH\" = \"$before\" ]"
      let ran = try package.run([], from: folder, as: "\(shell) -c '\(line)'")
      #expect(ran.output.contains("do not source it"), "\(shell) \(typed): \(ran.output)")
      let file = typed.split(separator: " ").last ?? ""
      #expect(ran.output.contains("Type \(file) <command>"), "what to type instead")
      #expect(ran.output.hasSuffix("after: 2"), "the line after ran")
      #expect(ran.termination == .exited(0), "the shell's PATH is as it was")
      #expect(!ran.output.contains("built runner") && !ran.output.contains("swift:"))
    }
    let subfolderBuild = package.root.appending(path: "Sources/.build")
    #expect(!FileManager.default.fileExists(atPath: subfolderBuild.path))
  }

  @Test("A link of one's own to kata-course, under any name, runs kata-course")
  func ownLinkToTheCourse() throws {
    let package = try Package()
    defer { package.remove() }
    try package.addCourse()
    let links = package.root.deletingLastPathComponent().appending(path: "links")
    try FileManager.default.createDirectory(at: links, withIntermediateDirectories: true)
    // Fault pass row 2: the program was picked by the name typed, so an instructor's `kc` ran
    // the learner's runner. The launcher follows the links one at a time, and the first name
    // on the way that is a program's picks it; `kc` leads to `kata-course`.
    let link = links.appending(path: "kc")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: package.root.appending(path: "kata-course").path)
    try FileManager.default.createSymbolicLink(
      atPath: links.appending(path: "k").path, withDestinationPath: "kc")
    for typed in [link.path, links.appending(path: "k").path] {
      #expect(
        try package.launch(["help"], from: "Sources", as: "'\(typed)'")
          == "built course, called as \(typed): help")
    }
    #expect(
      try package.launch(["help"], as: "./kata-course")
        == "built course, called as ./kata-course: help")
    #expect(
      try package.launch(["help"]) == "built runner, called as ./kata-runner: help",
      "kata-runner, by its own name, is still the learner's")
  }

  @Test("Links planted in .build are never written through, and the stamp is never left a link")
  func plantedLinksAreNotFollowed() throws {
    let package = try Package()
    defer { package.remove() }
    let builtFirst = "\(package.build)\nbuilt runner, called as ./kata-runner: list"
    let victims = package.root.deletingLastPathComponent().appending(path: "victims")
    try FileManager.default.createDirectory(at: victims, withIntermediateDirectories: true)
    let began = victims.appending(path: "began.txt")
    let written = victims.appending(path: "stamp.txt")
    try Data("VICTIM-BEGAN\n".utf8).write(to: began)
    try Data("VICTIM-STAMP\n".utf8).write(to: written)
    // Fault pass row 5: the launcher wrote `.build/kata-runner.began.<pid>` and
    // `.stamp.<pid>`, names anyone who can write `.build` can foresee (`exec` keeps the pid),
    // so links put there first had it empty and overwrite the files they led to, and `mv`
    // then made the stamp itself a link to one. Its files are mktemp's now, made afresh.
    try package.age(package.root.appending(path: "Package.swift"), by: 0)
    let plant =
      "ln -s '\(began.path)' .build/kata-runner.began.$$"
      + " && ln -s '\(written.path)' .build/kata-runner.stamp.$$ && exec ./kata-runner"
    #expect(try package.launch(["list"], as: plant) == builtFirst)
    #expect(try String(contentsOf: began, encoding: .utf8) == "VICTIM-BEGAN\n")
    #expect(try String(contentsOf: written, encoding: .utf8) == "VICTIM-STAMP\n")
    let kind = { try FileManager.default.attributesOfItem(atPath: package.stamp.path)[.type] }
    #expect(try kind() as? FileAttributeType == .typeRegular)
    let build = package.root.appending(path: ".build")
    let left = try FileManager.default.contentsOfDirectory(atPath: build.path).filter { name in
      let planted = try? FileManager.default.destinationOfSymbolicLink(
        atPath: build.appending(path: name).path)
      return name.hasPrefix("kata-runner.") && name != "kata-runner.stamp" && planted == nil
    }
    #expect(left.isEmpty, "the launcher's own files are gone, the planted links left alone")
    // A stamp that is a link is no stamp, even to a file that says the runner's size: the
    // build replaces it with a file of its own, and the file it led to keeps what it held.
    let kept = victims.appending(path: "kept.txt")
    let size = Data("\(Package.runnerProgram.count)\n".utf8)
    try size.write(to: kept)
    try package.age(kept, by: 1800)
    try FileManager.default.removeItem(at: package.stamp)
    try FileManager.default.createSymbolicLink(
      atPath: package.stamp.path, withDestinationPath: kept.path)
    #expect(try package.launch(["list"]) == builtFirst)
    #expect(try kind() as? FileAttributeType == .typeRegular)
    #expect(try Data(contentsOf: kept) == size)
    #expect(try package.launch(["list"]) == "built runner, called as ./kata-runner: list")
  }

  @Test("A folder in the stamp's place is replaced by the stamp: one build, then the runner")
  func folderInTheStampsPlace() throws {
    let package = try Package()
    defer { package.remove() }
    let builtFirst = "\(package.build)\nbuilt runner, called as ./kata-runner: list"
    // Fault pass row 9: every run went through `swift build`, and `mv` left a new file inside
    // the folder each time. The build removes what is in the stamp's place and is not a file.
    try FileManager.default.removeItem(at: package.stamp)
    try FileManager.default.createDirectory(at: package.stamp, withIntermediateDirectories: false)
    #expect(try package.launch(["list"]) == builtFirst)
    #expect(try package.launch(["list"]) == "built runner, called as ./kata-runner: list")
    var folder: ObjCBool = true
    #expect(FileManager.default.fileExists(atPath: package.stamp.path, isDirectory: &folder))
    #expect(!folder.boolValue, "the stamp is a file")
  }

  @Test("A stamp of megabytes with no line end costs nothing: the launcher reads only its head")
  func hugeStampIsReadByItsHead() throws {
    let package = try Package()
    defer { package.remove() }
    let builtFirst = "\(package.build)\nbuilt runner, called as ./kata-runner: list"
    // Fault pass row 7: `read` takes a file a byte at a time in dash, and a 50 MB stamp with
    // no newline cost 44 s before anything was said; 20 MB took 26 s here. Its head takes none.
    try Data(repeating: UInt8(ascii: "7"), count: 20_000_000).write(to: package.stamp)
    try package.age(package.stamp, by: 1800)
    let start = Date()
    let output = try package.launch(["list"])
    let seconds = Date().timeIntervalSince(start)
    #expect(seconds < 5, "\(seconds) s")
    // Not the size the build left: the runner is linked again, as for any other stamp that
    // does not match it.
    #expect(output == builtFirst)
    #expect(try package.launch(["list"]) == "built runner, called as ./kata-runner: list")
  }

  @Test("A stamp dated after now is no stamp: a change made since is built, once")
  func stampFromTheFuture() throws {
    let package = try Package()
    defer { package.remove() }
    let builtFirst = "\(package.build)\nbuilt runner, called as ./kata-runner: list"
    // Fault pass row 8: a clock that was ahead during a build, then put right, left a stamp
    // from the future; `find -newer` saw no change older than it, and an old runner ran after
    // `git checkout` had taken its code away. The launcher compares the stamp with now first.
    try package.age(package.stamp, by: -365 * 86400)
    try package.age(package.root.appending(path: "Sources/KataRunnerCore/A.swift"), by: 0)
    #expect(try package.launch(["list"]) == builtFirst)
    #expect(try package.launch(["list"]) == "built runner, called as ./kata-runner: list")
  }

  @Test("The runner names the command it was started with, quoted when a shell would split it")
  func commandQuoting() {
    #expect(Launcher.command(given: nil) == "swift run kata-runner", "what works from anywhere")
    #expect(Launcher.command(given: "") == "swift run kata-runner")
    #expect(Launcher.command(given: "../kata-runner") == "../kata-runner")
    #expect(
      Launcher.command(given: "/tmp/Builder Katas/kata-runner")
        == "'/tmp/Builder Katas/kata-runner'")
    #expect(Launcher.command(given: "/it's/kata-runner") == #"'/it'\''s/kata-runner'"#)
  }
}
