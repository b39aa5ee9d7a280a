/// Where things are in a BuilderKatas package: the one home of every path and name the runner
/// relies on, so that moving a folder is a change of one line.
package enum PackageLayout {
  /// The module of the learner's stubs.
  static let stubsModule = "Katas"
  /// The learner's stubs.
  static let stubs = "Sources/\(stubsModule)"
  /// The reference solutions, at the same relative paths as the stubs.
  static let references = "Sources/Builders"
  /// The test target that judges the katas, one suite per kata.
  static let testModule = "KataTests"
  /// The kata suites' folder.
  package static let kataTests = "Tests/\(testModule)"
  /// The compile checks, one folder per kata: `<id>-<slug>`.
  static let compileChecks = "Tests/CompileChecks"
  /// The lessons, one folder per module.
  package static let lessons = "Lessons"
  /// The maintainers' package beside the course: the engine's and the runner's own tests, which
  /// `verify` runs after the walk and a learner's build never compiles.
  package static let maintainers = "Maintainers"
  /// The curriculum: modules, katas, their files and suites.
  static let curriculum = "\(lessons)/curriculum.json"

  /// The runner's own folder; git ignores it.
  package static let runnerFolder = ".kata-runner"
  /// The saved progress.
  static let progressFile = "\(runnerFolder)/progress.json"
  /// A random id made once per clone, so that a class table tells learners of the same name
  /// apart and keeps only the newest report of each.
  static let cloneIDFile = "\(runnerFolder)/clone-id"
  /// The katas whose reference `start` or `solution --apply` put in, with their files then.
  static let givenFile = "\(runnerFolder)/given.json"
  /// The agenda the learner follows in a workshop, if any.
  static let agendaFile = "\(runnerFolder)/agenda.json"
  /// How many hints of each kata were shown.
  static let hintsFile = "\(runnerFolder)/hints.json"
  /// The compile checks' last verdicts.
  static let compileCheckVerdicts = "\(runnerFolder)/compile-checks.json"
  /// The compiler's last warnings on each kata file, with the text they were found in.
  static let warningsFile = "\(runnerFolder)/warnings.json"
  /// Backups of the learner's files, one folder each.
  static let backups = "\(runnerFolder)/backups"
  /// Scratch folders, one per running command.
  static let scratch = "\(runnerFolder)/tmp"

  /// The debug build's products, one `<module>.build` folder per module.
  static let debugBuild = ".build/debug"
  /// What the learner's files held when last compiled: it describes the build, so it lives and
  /// goes with the build folder.
  static let compiledSourcesFile = ".build/kata-runner/compiled-sources.json"

  /// The identifier prefix of a kata suite's tests in Swift Testing's event stream.
  static func suiteID(_ suite: String) -> String { "\(testModule).\(suite)" }
}
