import KataRunnerCore

/// One thing verification checked, and whether it held.
struct VerifyFinding: Hashable, Sendable {
  /// What part of the project the finding is about.
  enum Area: String, Hashable, Sendable {
    /// A test of the whole package with every kata at its reference: the engine's, the
    /// runner's, or a kata's.
    case projectTests = "all references"
    /// A kata test or compile check on the untouched stub, with the earlier katas solved and
    /// the later ones stubs: it must fail.
    case stub = "fails as stub"
    /// A kata test or compile check once the kata is solved, with the later katas still stubs:
    /// it must pass.
    case inOrder = "passes in order"
    /// A lesson: its outline and its Swift code blocks.
    case lesson = "lesson"
    /// The curriculum and the package's structure.
    case structure = "structure"
  }

  /// The area's name, as the table's column says it.
  static func title(of area: Area, _ words: Words) -> String {
    switch area {
    case .projectTests: words("all references")
    case .stub: words("fails as stub")
    case .inOrder: words("passes in order")
    case .lesson: words("lesson")
    case .structure: words("structure")
    }
  }

  /// The kata the finding belongs to, if any.
  var kataID: String?
  /// What part of the project it is about.
  var area: Area
  /// What was checked, such as a test's name or a lesson block's position.
  var subject: String
  /// Why it failed; `nil` when it held.
  var problem: String?

  /// Whether the check held.
  var isPassing: Bool { problem == nil }

  /// Creates a finding.
  ///
  /// - Parameters:
  ///   - kataID: The kata it belongs to.
  ///   - area: The part of the project.
  ///   - subject: What was checked.
  ///   - problem: Why it failed, or `nil`.
  init(kataID: String?, area: Area, subject: String, problem: String? = nil) {
    self.kataID = kataID
    self.area = area
    self.subject = subject
    self.problem = problem
  }

  /// A finding that names each problem on a line of its own, then the next step; it holds when
  /// there is no problem.
  ///
  /// - Parameters:
  ///   - kataID: The kata it belongs to.
  ///   - area: The part of the project.
  ///   - subject: What was checked.
  ///   - problems: What is wrong, one sentence each.
  ///   - nextStep: What to do about them, said only when there are some.
  init(
    kataID: String?, area: Area, subject: String, problems: [String],
    nextStep: @autoclosure () -> String
  ) {
    self.init(
      kataID: kataID, area: area, subject: subject,
      problem: problems.isEmpty ? nil : (problems + [nextStep()]).joined(separator: "\n"))
  }
}
