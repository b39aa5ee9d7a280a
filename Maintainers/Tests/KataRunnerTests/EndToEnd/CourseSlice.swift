import Foundation

@testable import KataCourse
@testable import KataRunnerCore

/// The part of BuilderKatas that the end-to-end scenarios run on: its first two modules, as they
/// are in this checkout, with the engine they need and nothing of the runner.
///
/// Each scenario runs the real `kata-runner` on a learner's package, and every `check` in it
/// builds that package and runs its tests. On the whole course, one package copy took a clean
/// build of about 80 s of both cores before the first scenario, and each full run tested thirty
/// katas; on these ten katas (1.1 to 2.3) the clean build takes half a minute of one core and a
/// full run seconds. Modules 1 and 2 hold what the scenarios need: stubs that fail, a kata of
/// several files (1.3), test arguments made by kata code (1.5), compile checks (1.2 and 1.7), a
/// kata that needs another (2.3 needs 2.1) and stubs whose failures span several lines (2.3).
///
/// The runner itself is not in the slice: scenarios run the binary of the package under test
/// (see ``RunnerBinaries``), so the slice compiles only what a learner's `check` compiles.
enum CourseSlice {
  /// The modules the slice keeps, by number.
  static let modules = 1...2

  /// Writes the slice of the course at `source` into `root`, leaving unchanged files alone so
  /// that a copy from an earlier run builds incrementally, and removing files the slice no
  /// longer has.
  static func write(from source: URL, to root: URL) throws {
    let wanted = try files(from: source)
    let manager = FileManager.default
    for path in try existingFiles(in: root) where wanted[path] == nil {
      try manager.removeItem(at: root.appending(path: path))
    }
    for (path, data) in wanted {
      let url = root.appending(path: path)
      if (try? Data(contentsOf: url)) == data { continue }
      try manager.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try data.write(to: url)
    }
  }

  /// Every file of the slice, by path, with its contents.
  private static func files(from source: URL) throws -> [String: Data] {
    let catalog = try Catalog.load(fromPackageAt: source)
    let kept = catalog.modules.filter { modules.contains($0.number) }
    let katas = kept.flatMap(\.katas)
    // The folders of the katas' files, in the stubs, the references and the tests alike.
    let areas = Set(katas.flatMap(\.files).map { ($0 as NSString).deletingLastPathComponent })
    // The Japanese tables of the tests' words too, and the slice's Japanese lessons: verify
    // checks the slice's katas have theirs.
    var folders =
      ["Sources/ViewGraph", "\(PackageLayout.lessons)/ja/tests"]
      + kept.map { "\(PackageLayout.lessons)/\($0.folder)" }
      + kept.map { LessonEdition.japanese.twin(of: "\(PackageLayout.lessons)/\($0.folder)") }
    for area in areas {
      folders += [PackageLayout.stubs, PackageLayout.references, PackageLayout.kataTests].map {
        "\($0)/\(area)"
      }
    }
    folders += katas.map { "\(PackageLayout.compileChecks)/\($0.id)-\($0.slug)" }
    var files: [String: Data] = [:]
    for folder in folders {
      for path in try regularFiles(under: folder, in: source) {
        files[path] = try Data(contentsOf: source.appending(path: path))
      }
    }
    // The files beside those folders: Subject.swift, the lessons' index, WORKSHOP.md, .gitignore.
    for folder in ["", PackageLayout.lessons, PackageLayout.kataTests] {
      for path in try regularFiles(under: folder, in: source, descending: false) {
        files[path] = try Data(contentsOf: source.appending(path: path))
      }
    }
    files["Package.swift"] = Data(manifest.utf8)
    files[PackageLayout.curriculum] = try curriculum(from: source)
    // The curriculum's Japanese words, those of the slice's modules only.
    if let path = CourseWords.path(in: .japanese),
      var words = try CourseWords.read(in: .japanese, root: source)
    {
      let sliced = try JSONDecoder().decode(Catalog.self, from: files[PackageLayout.curriculum]!)
      let kept = Set(CourseWords.english(of: sliced))
      words.words = words.words.filter { kept.contains($0.key) }
      files[path] = try JSONEncoder().encode(words)
    }
    return files
  }

  /// The course's curriculum with only the slice's modules.
  private static func curriculum(from source: URL) throws -> Data {
    let data = try Data(contentsOf: source.appending(path: PackageLayout.curriculum))
    guard var curriculum = try JSONSerialization.jsonObject(with: data) as? [String: Any],
      let all = curriculum["modules"] as? [[String: Any]]
    else {
      throw RunnerError.tool(
        Message(verbatim: "\(PackageLayout.curriculum) has no list of modules"))
    }
    curriculum["modules"] = all.filter { modules.contains(($0["number"] as? Int) ?? 0) }
    return try JSONSerialization.data(
      withJSONObject: curriculum, options: [.prettyPrinted, .sortedKeys])
  }

  /// The course's manifest without the runner, the demos and the maintainers' tests: the same
  /// traits and the same switch between stubs and references.
  private static let manifest = """
    // swift-tools-version: 6.1
    import PackageDescription

    // The first two modules of BuilderKatas, for the runner's end-to-end tests.
    let package = Package(
      name: "BuilderKatas",
      platforms: [.macOS(.v14)],
      traits: [
        .trait(name: "Stubs"), .trait(name: "Solutions"), .default(enabledTraits: ["Stubs"]),
      ],
      targets: [
        .target(name: "ViewGraph"),
        .target(name: "Katas", dependencies: ["ViewGraph"]),
        .target(name: "Builders", dependencies: ["ViewGraph"]),
        .testTarget(
          name: "KataTests",
          dependencies: [
            "ViewGraph",
            .target(name: "Katas", condition: .when(traits: ["Stubs"])),
            .target(name: "Builders", condition: .when(traits: ["Solutions"])),
          ],
          swiftSettings: [
            .define("SOLUTIONS", .when(traits: ["Solutions"])),
            .define("STUBS", .when(traits: ["Stubs"])),
          ]
        ),
      ],
      swiftLanguageModes: [.v6]
    )

    """

  /// The regular files under a folder of `root`, as paths relative to `root`.
  ///
  /// - Parameter descending: Whether to include the files of its subfolders.
  private static func regularFiles(
    under folder: String, in root: URL, descending: Bool = true
  ) throws -> [String] {
    let url = folder.isEmpty ? root : root.appending(path: folder)
    let manager = FileManager.default
    // A kata without compile checks has no folder of them.
    guard manager.fileExists(atPath: url.path) else { return [] }
    let names = try manager.contentsOfDirectory(atPath: url.path).sorted()
    var paths: [String] = []
    for name in names where !VerifyWorkspace.excluded.contains(name) {
      let path = folder.isEmpty ? name : "\(folder)/\(name)"
      var isFolder: ObjCBool = false
      guard manager.fileExists(atPath: root.appending(path: path).path, isDirectory: &isFolder)
      else { continue }
      if !isFolder.boolValue {
        paths.append(path)
      } else if descending {
        paths += try regularFiles(under: path, in: root)
      }
    }
    return paths
  }

  /// The files a copy holds today, its build, git and the runner's folder left out.
  private static func existingFiles(in root: URL) throws -> [String] {
    guard FileManager.default.fileExists(atPath: root.path) else { return [] }
    return try regularFiles(under: "", in: root)
  }
}
