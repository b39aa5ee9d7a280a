import Testing

@testable import KataRunnerCore
