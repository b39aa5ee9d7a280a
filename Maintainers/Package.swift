// swift-tools-version: 6.1
import PackageDescription

/// The maintainers' tests of BuilderKatas: the engine's (`ViewGraphTests`) and the runner's
/// (`KataRunnerTests`, its end-to-end scenarios included).
///
/// A package of its own, beside the course, so that a learner's build compiles none of them: on
/// Linux every test target of a package is linked into one test bundle, so while they lived in
/// the course's package, a learner's first `kata-runner` compiled them all before the first
/// verdict. `kata-course verify` builds and runs them beside the walk; to run them alone:
/// `swift test --package-path Maintainers`.
let package = Package(
  name: "Maintainers",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "BuilderKatas", path: "..")],
  targets: [
    .testTarget(
      name: "ViewGraphTests",
      dependencies: [.product(name: "ViewGraph", package: "BuilderKatas")]),
    .testTarget(
      name: "KataRunnerTests",
      dependencies: [
        .product(name: "KataRunnerCore", package: "BuilderKatas"),
        .product(name: "KataCourse", package: "BuilderKatas"),
        .product(name: "KataDemoWords", package: "BuilderKatas"),
      ]),
  ],
  swiftLanguageModes: [.v6]
)
