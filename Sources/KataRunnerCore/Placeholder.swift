/// The version of the runner.
public let kataRunnerVersion = "0.1.0"
