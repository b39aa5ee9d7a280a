import Testing
@testable import KataRunnerCore
@Test func version() { #expect(!kataRunnerVersion.isEmpty) }
