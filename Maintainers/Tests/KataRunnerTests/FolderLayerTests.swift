import Foundation
import Testing

/// The runner's folders depend on each other one way: each uses only the folders that README's
/// "How the runner is built" lists before it. A type is the folder's that declares it at the
/// top level of a file; a use is its name in code, comments left out.
@Suite("The runner's folders")
struct FolderLayerTests {
  private static let core = Fixtures.repository.appending(path: "Sources/KataRunnerCore")

  /// The folders, bottom up, as README lists them (`1. **Model/**: …`).
  private func layers() throws -> [String] {
    let readme = try String(
      contentsOf: Fixtures.repository.appending(path: "README.md"), encoding: .utf8)
    let section =
      readme.components(separatedBy: "## How the runner is built").dropFirst().first?
      .components(separatedBy: "\n## ").first ?? ""
    return section.split(separator: "\n").compactMap { line in
      line.firstMatch(of: /^\d+\. \*\*(\w+)\/\*\*/).map { String($0.1) }
    }
  }

  /// Every Swift file of the module, with its code (comments left out), by folder.
  private func code() throws -> [String: [(file: String, code: String)]] {
    let paths = try FileManager.default.subpathsOfDirectory(atPath: Self.core.path)
      .filter { $0.hasSuffix(".swift") }
    var byFolder: [String: [(file: String, code: String)]] = [:]
    for path in paths {
      let text = try String(contentsOf: Self.core.appending(path: path), encoding: .utf8)
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
      }
      let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : "."
      byFolder[folder, default: []].append((path, code.joined(separator: "\n")))
    }
    return byFolder
  }

  @Test("README lists every folder of KataRunnerCore, and each uses only the folders before it")
  func foldersRunOneWay() throws {
    let layers = try layers()
    let folders = try code()
    #expect(layers.count >= 10, "README's list of folders: \(layers)")
    #expect(
      Set(layers) == Set(folders.keys),
      "README lists \(layers.sorted()); the module has \(folders.keys.sorted())")
    var home: [String: String] = [:]
    for (folder, files) in folders {
      for file in files {
        for match in file.code.matches(
          of: /(?m)^(?:final )?(?:struct|enum|class|protocol|actor) (\w+)/)
        {
          home[String(match.1)] = folder
        }
      }
    }
    var upward: [String] = []
    for (folder, files) in folders {
      guard let rank = layers.firstIndex(of: folder) else { continue }
      for file in files {
        for (type, owner) in home where owner != folder {
          guard let ownerRank = layers.firstIndex(of: owner), ownerRank > rank,
            file.code.contains(try Regex("\\b\(type)\\b"))
          else { continue }
          upward.append("\(file.file) uses \(type), of \(owner)/, which comes after \(folder)/")
        }
      }
    }
    #expect(upward.isEmpty, "\(upward.sorted().joined(separator: "\n"))")
  }
}
