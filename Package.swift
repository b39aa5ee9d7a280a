// swift-tools-version: 6.1
import PackageDescription

/// The compiler's batches, at most 200 files each instead of 25.
///
/// In a debug build the driver splits a module's files into batches, one compiler process each,
/// and each process loads Foundation and parses every file of the module again. At 25 files a
/// batch, the runner's 100 files were four processes on a two-core laptop, twice the cores; with
/// the limit raised there is one batch per core whatever the module's size (as many as before on
/// a machine with more cores), so a learner's first build does that work twice, not four times.
/// A flag only a root or local package may set, which is what this package always is.
let fewerBatches: [SwiftSetting] = [.unsafeFlags(["-driver-batch-size-limit", "200"])]

/// BuilderKatas: test-driven katas that rebuild SwiftUI's view DSL.
///
/// The kata tests exercise one subject module at a time. By default (the `Stubs` trait) that is
/// `Katas`, the learner's workbench; `swift test --traits Solutions` swaps in `Builders`, the
/// reference solutions. Only one of the two is ever linked into the test binary, so conformances
/// they both declare never meet at run time.
let package = Package(
  name: "BuilderKatas",
  platforms: [.macOS(.v14)],
  products: [
    .executable(name: "kata-runner", targets: ["kata-runner"]),
    // The maintainers' and instructors' program (verify, the class table), apart from the
    // learner's, so that a learner's first run compiles none of it.
    .executable(name: "kata-course", targets: ["kata-course"]),
    .executable(name: "kata-demo", targets: ["kata-demo"]),
    // For packages of their own, so that the learner's build compiles none of them: the
    // maintainers' tests (Maintainers) and the scale benchmark (Benchmarks/Scale).
    .library(name: "ViewGraph", targets: ["ViewGraph"]),
    .library(name: "KataRunnerCore", targets: ["KataRunnerCore"]),
    .library(name: "KataCourse", targets: ["KataCourse"]),
    // kata-demo's sentences in Japanese, a module of its own for the maintainers' catalogue test.
    .library(name: "KataDemoWords", targets: ["KataDemoWords"]),
  ],
  traits: [
    .trait(name: "Stubs", description: "Test the learner's stubs in Sources/Katas."),
    .trait(name: "Solutions", description: "Test the reference solutions in Sources/Builders."),
    .default(enabledTraits: ["Stubs"]),
  ],
  targets: [
    .target(name: "ViewGraph", swiftSettings: fewerBatches),
    .target(name: "Katas", dependencies: ["ViewGraph"], swiftSettings: fewerBatches),
    .target(name: "Builders", dependencies: ["ViewGraph"], swiftSettings: fewerBatches),
    .target(name: "KataRunnerCore", swiftSettings: fewerBatches),
    .executableTarget(name: "kata-runner", dependencies: ["KataRunnerCore"]),
    .target(name: "KataCourse", dependencies: ["KataRunnerCore"], swiftSettings: fewerBatches),
    .executableTarget(name: "kata-course", dependencies: ["KataCourse"]),
    // The demos' own sentences, apart from the core's, so that the learner's build compiles none.
    .target(name: "KataDemoWords", dependencies: ["KataRunnerCore"]),
    // The runner's core for its words only: the demos speak the instructor's language.
    .executableTarget(
      name: "kata-demo",
      dependencies: ["Builders", "ViewGraph", "KataRunnerCore", "KataDemoWords"]),
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
      ] + fewerBatches
    ),
  ],
  swiftLanguageModes: [.v6]
)
