import KataRunnerCore

print("kata-runner \(kataRunnerVersion)")
