import Foundation
import KataRunnerCore

// Line-buffered output, so progress appears as it happens in CI logs and pipes too.
setvbuf(stdout, nil, _IOLBF, 0)
let folder = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
exit(KataRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), folder: folder))
