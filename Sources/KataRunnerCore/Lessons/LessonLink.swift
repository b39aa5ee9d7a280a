import Foundation

/// Where a lesson's relative link leads, from the package root: the one resolver of a lesson
/// link, for `lesson` and `hint`, which print links a learner can follow from the package root,
/// and for verify's check that a twin's links lead where its English lesson's do.
package enum LessonLink {
  /// A link's file as a path from the package root, and its anchor (`#…`, or empty), for a link
  /// on the page at `page` (a path from the root); `nil` for a web or mail address. An in-page
  /// link's file is the page itself.
  package static func fromRoot(_ target: String, on page: String) -> (file: String, anchor: String)?
  {
    guard !target.contains("://"), !target.hasPrefix("mailto:") else { return nil }
    let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let anchor = parts.count > 1 ? "#" + parts[1] : ""
    guard !parts[0].isEmpty else { return (page, anchor) }
    return (normalized(folder(of: page) + [String(parts[0])]), anchor)
  }

  /// The folders of a path from the package root, without its file.
  package static func folder(of path: String) -> [String] {
    path.split(separator: "/").dropLast().map(String.init)
  }

  /// A path from folders and a relative path, with `.` and `..` resolved.
  private static func normalized(_ parts: [String]) -> String {
    var result: [String] = []
    for part in parts.flatMap({ $0.split(separator: "/").map(String.init) }) {
      if part == ".." { _ = result.popLast() } else if part != "." { result.append(part) }
    }
    return result.joined(separator: "/")
  }

  /// A path relative to a folder, both relative to the package root.
  package static func relative(_ path: String, from folder: [String]) -> String {
    let parts = path.split(separator: "/").map(String.init)
    var common = 0
    while common < folder.count, common < parts.count - 1, folder[common] == parts[common] {
      common += 1
    }
    let ups = Array(repeating: "..", count: folder.count - common)
    return (ups + parts[common...]).joined(separator: "/")
  }
}
