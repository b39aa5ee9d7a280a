// swift-tools-version: 6.1
import PackageDescription

/// The scale benchmark of the ViewGraph engine: what one row's change costs in a long list, with
/// the update that runs only what changed against the whole-tree pass. A package of its own, so
/// that the learner's build of BuilderKatas compiles none of it; run it with
/// `Benchmarks/scale.sh`.
let package = Package(
  name: "Scale",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "BuilderKatas", path: "../..")],
  targets: [
    .executableTarget(
      name: "scale", dependencies: [.product(name: "ViewGraph", package: "BuilderKatas")])
  ],
  swiftLanguageModes: [.v6]
)
