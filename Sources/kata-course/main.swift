import Foundation
import KataCourse

let folder = URL(filePath: FileManager.default.currentDirectoryPath, directoryHint: .isDirectory)
exit(KataCourse.main(arguments: Array(CommandLine.arguments.dropFirst()), folder: folder))
