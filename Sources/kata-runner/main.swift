import Foundation
import KataRunnerCore

let folder = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
exit(KataRunner.main(arguments: Array(CommandLine.arguments.dropFirst()), folder: folder))
