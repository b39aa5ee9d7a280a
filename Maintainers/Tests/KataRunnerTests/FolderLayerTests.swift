import Foundation
import Testing

/// The runner's folders depend on each other one way: each uses only the folders that README's
/// "How the runner is built" lists before it. A name is the folder's that declares it at the top
/// level of a file (a type or a free function) or in an extension (a member other files can
/// see, such as `Double.secondsNumber`); a use is the name in code, comments left out. A name
/// declared in several folders belongs to the first of them, so that a common member name never
/// counts as a use of a later folder.
@Suite("The runner's folders")
struct FolderLayerTests {
  /// The modules whose folders README lists, in the order of its lists: the core, then
  /// `kata-course`'s module over it.
  static let modules = ["KataRunnerCore", "KataCourse"]

  /// Each module's folders, bottom up, as README lists them (`1. **Model/**: …`): one numbered
  /// list per module, in "How the runner is built".
  private func layers() throws -> [[String]] {
    let readme = try String(
      contentsOf: Fixtures.repository.appending(path: "README.md"), encoding: .utf8)
    let section =
      readme.components(separatedBy: "## How the runner is built").dropFirst().first?
      .components(separatedBy: "\n## ").first ?? ""
    var lists: [[String]] = []
    for line in section.split(separator: "\n") {
      guard let item = line.firstMatch(of: /^(\d+)\. \*\*(\w+)\/\*\*/) else { continue }
      if item.1 == "1" { lists.append([]) }
      lists[lists.count - 1].append(String(item.2))
    }
    return lists
  }

  /// Every Swift file of a module, with its code (comments and the text of string literals left
  /// out: a message that says "Kata" uses no type), by folder.
  private func code(of module: String) throws -> [String: [(file: String, code: String)]] {
    let root = Fixtures.repository.appending(path: "Sources/\(module)")
    let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
      .filter { $0.hasSuffix(".swift") }
    var byFolder: [String: [(file: String, code: String)]] = [:]
    for path in paths {
      let text = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        .replacing(/"""\n(?s:.*?)\n *"""/, with: "\"\"")
      let code = text.split(separator: "\n", omittingEmptySubsequences: false).map { full in
        let line = full.replacing(/"(?:[^"\\]|\\.)*"/, with: "\"\"")
        return line.firstRange(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
      }
      let folder = path.contains("/") ? String(path.prefix { $0 != "/" }) : "."
      byFolder[folder, default: []].append((path, code.joined(separator: "\n")))
    }
    return byFolder
  }

  /// A name a folder declares for the others, and how a use of it reads.
  struct Declaration {
    /// The folder that declares it.
    var folder: String
    /// A use of it in code: the name of a type, a call of a free function, a member access
    /// of what an extension adds to a type of another module (`.secondsNumber`).
    var use: Regex<AnyRegexOutput>
  }

  /// What each folder declares for the others: types and free functions at the top level of a
  /// file, and the members extensions add to other modules' types (`Double`, `String`): those
  /// are the uses a type's name alone would not show. A member name that some type of the
  /// module also declares is left out, since a use could be that type's.
  static func declarations(
    _ folders: [String: [(file: String, code: String)]], layers: [String]
  ) throws -> [String: Declaration] {
    let rank = { (folder: String) in layers.firstIndex(of: folder) ?? layers.count }
    let all = folders.flatMap { folder, files in files.map { (folder, $0.code) } }
    var types: [String: String] = [:]
    var functions: [String: String] = [:]
    for (folder, code) in all {
      for match in code.matches(
        of:
          /(?m)^(?:(?:final|package|public|internal) )*(struct|enum|class|protocol|actor|func) (\w+)/
      ) {
        let name = String(match.2)
        if match.1 == "func" { functions[name] = folder } else { types[name] = folder }
      }
    }
    var declared: [String: Declaration] = [:]
    for (name, folder) in types {
      declared[name] = Declaration(folder: folder, use: try Regex("\\b\(name)\\b"))
    }
    for (name, folder) in functions {
      declared[name] = Declaration(folder: folder, use: try Regex("(?<![.\\w])\(name)\\("))
    }
    for (folder, code) in all {
      for block in code.matches(of: /(?ms)^extension (\w+)[^\n]*\{\n(.*?)^\}/)
      where types[String(block.1)] == nil {
        for member in block.2.matches(
          of:
            /(?m)^  (?:(?:static|package|public|internal|mutating|nonisolated) )*(?:func|var|let) (\w+)/
        ) {
          let name = String(member.1)
          // A name also declared inside a type of the module is ambiguous: a use could be that.
          let inType = try Regex("(?m)^ {4,}.*\\b(?:func|var|let|case) \(name)\\b")
          guard !all.contains(where: { $0.1.contains(inType) }),
            declared[name].map({ rank($0.folder) > rank(folder) }) ?? true
          else { continue }
          declared[name] = Declaration(folder: folder, use: try Regex("\\.\(name)\\b"))
        }
      }
    }
    return declared
  }

  @Test(
    "README lists every folder of each module, and each uses only the folders before it",
    arguments: modules.indices)
  func foldersRunOneWay(module index: Int) throws {
    let module = Self.modules[index]
    let lists = try layers()
    #expect(lists.count == Self.modules.count, "README's lists of folders: \(lists)")
    let layers = index < lists.count ? lists[index] : []
    let folders = try code(of: module)
    #expect(layers.count >= 3, "README's list of \(module)'s folders: \(layers)")
    #expect(
      Set(layers) == Set(folders.keys),
      "README lists \(layers.sorted()); \(module) has \(folders.keys.sorted())")
    let declared = try Self.declarations(folders, layers: layers)
    var upward: [String] = []
    for (folder, files) in folders {
      guard let rank = layers.firstIndex(of: folder) else { continue }
      for file in files {
        for (name, declaration) in declared where declaration.folder != folder {
          let owner = declaration.folder
          guard let ownerRank = layers.firstIndex(of: owner), ownerRank > rank,
            file.code.contains(declaration.use)
          else { continue }
          upward.append("\(file.file) uses \(name), of \(owner)/, which comes after \(folder)/")
        }
      }
    }
    #expect(upward.isEmpty, "\(upward.sorted().joined(separator: "\n"))")
  }
}
