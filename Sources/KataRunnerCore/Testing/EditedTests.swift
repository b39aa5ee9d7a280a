import Foundation

/// Finds the katas whose tests differ from the committed ones: a learner may read the tests, but
/// a verdict from edited tests is not the course's, and an instructor must be able to tell.
///
/// It asks git once for every kata, and says nothing (rather than failing) where git cannot
/// answer: no git, not a clone, or a clone git refuses to read.
enum EditedTests {
  /// The folders that hold the katas' tests, relative to the package root.
  static let folders = [PackageLayout.kataTests, PackageLayout.compileChecks]

  /// The ids of the katas whose suite file or compile checks differ from the course's: changed,
  /// staged, deleted or added since `HEAD`, or committed by the learner since the course commit
  /// their clone is at (``Git/courseRevision(in:)``, as for the pristine stubs): a
  /// `git commit -am` must not hide an edited test, and a fetched course update is no edit.
  ///
  /// - Parameters:
  ///   - root: The package root.
  ///   - catalog: The curriculum, which says which kata owns which test file.
  static func katas(in root: URL, catalog: Catalog) -> Set<String> {
    Set(find(in: root, catalog: catalog).files.keys)
  }

  /// What differs from the course's tests: the files of each kata whose tests differ (a shared
  /// file such as `Subject.swift` is every kata's), and the commit they were compared with, so
  /// that a learner can be told how to see and undo the change.
  struct Found: Equatable, Sendable {
    /// The test files that differ, by kata id.
    var files: [String: [String]] = [:]
    /// The course commit the clone is at, or `HEAD` (``Git/courseRevision(in:)``).
    var courseRevision = "HEAD"
    /// The files among them that the course does not have: added by the learner.
    var added: Set<String> = []
  }

  /// The katas whose tests differ from the course's (see ``katas(in:catalog:)``), with the
  /// files and the commit they were compared with.
  static func find(in root: URL, catalog: Catalog) -> Found {
    // `--no-optional-locks`: a status must never take the index lock from the learner's git.
    let command =
      ["--no-optional-locks", "status", "--porcelain", "-z", "--untracked-files=all"]
      + ["--no-renames", "--"] + folders
    guard let (termination, status, _) = try? Git.run(command, in: root),
      termination == .exited(0)
    else { return Found() }
    var records = status
    let course = Git.courseRevision(in: root)
    let diff =
      ["--no-optional-locks", "diff", "--name-only", "-z", "--no-renames", course, "--"]
      + folders
    if course != "HEAD", let (termination, names, _) = try? Git.run(diff, in: root),
      termination == .exited(0)
    {
      // Shaped as status records (`XY path`), so that one parser reads both.
      records += names.split(separator: "\0").map { "M  \($0)\u{0}" }.joined()
    }
    // Untracked or newly added in the working tree: a `git checkout` has no course's version.
    let added = status.split(separator: "\0").filter { $0.hasPrefix("??") || $0.hasPrefix("A") }
      .map { String($0.dropFirst(3)) }
    let files = files(inStatus: records, catalog: catalog)
    return Found(
      files: files, courseRevision: course,
      added: Set(files.values.joined().filter { path in added.contains { $0.hasSuffix(path) } }))
  }

  /// The katas named by the output of `git status --porcelain -z`.
  ///
  /// Its paths are relative to the repository's top, which may be a folder above the package:
  /// each path is cut to start at the test folder. A test file belongs to the katas that
  /// declare it (a fixture can be several katas'); one that no kata declares (such as
  /// `Subject.swift`, or a file the learner added) is compiled into every kata's tests, so a
  /// change there counts as an edit of every kata's tests.
  static func katas(inStatus output: String, catalog: Catalog) -> Set<String> {
    Set(files(inStatus: output, catalog: catalog).keys)
  }

  /// The test files named by the output of `git status --porcelain -z`, by the kata they are
  /// compiled into (see ``katas(inStatus:catalog:)``), each once, in order.
  static func files(inStatus output: String, catalog: Catalog) -> [String: [String]] {
    var edited: [String: [String]] = [:]
    func add(_ path: String, to kata: Kata) {
      if !(edited[kata.id] ?? []).contains(path) { edited[kata.id, default: []].append(path) }
    }
    for record in output.split(separator: "\0") where record.count > 3 {
      let path = record.dropFirst(3)
      guard
        let start = folders.compactMap({ folder -> String.Index? in
          var search = path.startIndex
          while let found = path[search...].range(of: folder + "/") {
            if found.lowerBound == path.startIndex
              || path[path.index(before: found.lowerBound)] == "/"
            {
              return found.lowerBound
            }
            search = found.upperBound
          }
          return nil
        }).min()
      else { continue }
      let testPath = String(path[start...])
      // A test the lesson asks the learner to write is theirs, not an edit of the course's.
      let yours = catalog.katas.contains { kata in
        kata.yourTests.contains { "\(PackageLayout.kataTests)/\($0)" == testPath }
      }
      guard !yours else { continue }
      let owners = catalog.katas(owning: testPath)
      for kata in owners { add(testPath, to: kata) }
      if owners.isEmpty, testPath.hasPrefix(PackageLayout.kataTests + "/") {
        for kata in catalog.katas { add(testPath, to: kata) }
      }
    }
    return edited
  }
}

extension KataVerdict {
  /// Records which of the kata's test files differ from the course's.
  mutating func noteEditedTests(_ found: EditedTests.Found) {
    editedTestFiles = found.files[kataID] ?? []
    testsEdited = !editedTestFiles.isEmpty
    testsComparedWith = found.courseRevision
    addedTestFiles = editedTestFiles.filter(found.added.contains)
  }
}
