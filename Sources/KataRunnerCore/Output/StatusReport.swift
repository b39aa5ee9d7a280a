/// Renders a learner's progress: the bar, each module's katas, and what to do next.
struct StatusReport: Sendable {
  /// The curriculum.
  var catalog: Catalog
  /// Each kata's verdict, by id; katas without one are pending.
  var verdicts: [String: KataVerdict]
  /// Compiler errors outside the katas' files.
  var otherErrors: [Diagnostic]
  /// The build's last lines when it failed without compiler errors.
  var buildFailure: String?
  /// Colours and symbols.
  var style: Style
  /// How many commits of the course the clone has fetched and not taken yet.
  var courseUpdateCommits = 0

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - verdicts: Each kata's verdict, by id.
  ///   - otherErrors: Errors that belong to no kata.
  ///   - buildFailure: The build's output tail when it failed without compiler errors.
  ///   - style: Colours and symbols.
  init(
    catalog: Catalog, verdicts: [String: KataVerdict], otherErrors: [Diagnostic] = [],
    buildFailure: String? = nil, style: Style
  ) {
    self.catalog = catalog
    self.verdicts = verdicts
    place = LearnerPlace(catalog: catalog, route: .course, standing: verdicts)
    self.otherErrors = otherErrors
    self.buildFailure = buildFailure
    self.style = style
  }

  /// A kata's verdict, pending if it has none.
  func verdict(of kata: Kata) -> KataVerdict {
    verdicts[kata.id] ?? .pending(kata.id)
  }

  /// The katas whose files broke the build in the run that made these verdicts.
  var brokenKatas: [Kata] {
    catalog.katas.filter { verdict(of: $0).state == .compileError && !verdict(of: $0).isStale }
  }

  /// The mark of a kata whose tests differ from the committed ones.
  static let editedMark = "✎"

  /// Where the learner stands, as their progress places them (``LearnerProgress/place``); made
  /// from ``verdicts`` on the whole course until a command sets it.
  var place: LearnerPlace

  /// The current kata: the first on the learner's route that is not done.
  var currentKata: Kata? { place.current }

  /// The katas whose reference `start` or `solution --apply` put in (``GivenKatas``).
  var given: Set<String> = []

  /// The mark of a result from an earlier run, which this run could not test.
  static let staleMark = "*"

  /// The overview: bar, modules, and the current kata with its next step.
  func overview() -> String {
    let done = catalog.katas.filter { verdict(of: $0).state == .done }.count
    let total = catalog.katas.count
    let givenDone = catalog.katas.filter {
      given.contains($0.id) && verdict(of: $0).state == .done
    }
    var lines = [
      "\(style.bold("BuilderKatas")) \(style.bar(done: done, total: total)) "
        + "\(done) of \(total) katas done"
        + (givenDone.isEmpty
          ? "" : style.dim(" (\(givenDone.count) given: their reference was put in)")),
      "",
    ]
    lines += moduleLines()
    lines.append("")
    if catalog.katas.contains(where: { verdict(of: $0).isStale }) {
      lines.append(
        style.dim(
          "\(Self.staleMark) from an earlier run: this run could not test these katas (see below).")
      )
      lines.append("")
    }
    let edited = catalog.katas.filter { verdict(of: $0).testsEdited }
    if !edited.isEmpty {
      lines.append(
        style.yellow(
          "\(Self.editedMark) The tests of \(edited.map(\.id).joined(separator: ", ")) differ "
            + "from the committed ones, so their verdicts are not the course's "
            + "(`git status Tests` shows the files)."))
      lines.append("")
    }
    lines += courseUpdateLines()
    lines += agendaLines()
    lines += blockingLines()
    if let kata = currentKata {
      lines += currentKataLines(kata)
    } else if otherErrors.isEmpty && buildFailure == nil {
      lines.append(style.green("Every kata is done. Well built!"))
    }
    return lines.joined(separator: "\n")
  }

  /// A fetched course update, and how to take it without losing the learner's work.
  func courseUpdateLines() -> [String] {
    guard courseUpdateCommits > 0 else { return [] }
    let commits = courseUpdateCommits == 1 ? "1 commit" : "\(courseUpdateCommits) commits"
    return [
      style.yellow("A course update is available (\(commits) not pulled yet)."),
      "  To take it and keep your work: `git stash`, then `git pull`, then `git stash pop`.",
      "  If `git stash pop` reports a conflict, the file shows your version and the course's",
      "  between `<<<<<<<` and `>>>>>>>`: combine them, then `git add` the file and",
      "  `git stash drop` (until then your version stays in the stash).",
      "",
    ]
  }

  /// The agenda the learner follows: how far they are on it, and where it ends.
  func agendaLines() -> [String] {
    guard let agenda = place.route.agenda else { return [] }
    let katas = agenda.katas(in: catalog)
    let done = katas.filter { place.done.contains($0.id) }.count
    var lines = [
      "\(style.bold("Agenda:")) \(agenda.heading): \(done) of its \(katas.count) katas done "
        + style.dim("(`\(Launcher.command) agenda --leave` follows the whole course)")
    ]
    if place.finishedAgenda {
      lines.append(
        style.green("Every kata of the agenda is done.")
          + " The rest of the course is yours to do at home, in order, from the current kata.")
    }
    lines.append("")
    return lines
  }

  /// One line per module: its number, title, count and each kata's state.
  func moduleLines() -> [String] {
    let width = catalog.modules.map(\.title.count).max() ?? 0
    return catalog.modules.map { module in
      let done = module.katas.filter { verdict(of: $0).state == .done }.count
      let title = module.title.padding(toLength: width, withPad: " ", startingAt: 0)
      let katas = module.katas.map { kata in
        let mark = verdict(of: kata).testsEdited ? style.yellow(Self.editedMark) : ""
        let stale = verdict(of: kata).isStale ? style.dim(Self.staleMark) : ""
        return "\(style.symbol(for: verdict(of: kata).state)) \(kata.id)\(mark)\(stale)"
      }
      return "  \(module.number)  \(title)  \(done)/\(module.katas.count)  "
        + katas.joined(separator: "  ")
    }
  }

  private func blockingLines() -> [String] {
    var lines: [String] = []
    for kata in brokenKatas where kata != currentKata {
      let errors = verdict(of: kata).errors
      let what =
        errors.contains { !$0.position.path.hasPrefix("Tests/") }
        ? "Kata \(kata.id)'s files do not compile"
        : "The tests of kata \(kata.id) do not compile against its files"
      lines.append(style.red("\(what), so no kata could be tested this time:"))
      lines += errors.prefix(6).flatMap(\.lines).map { "  \($0)" }
      lines.append("")
    }
    if !otherErrors.isEmpty {
      lines.append(style.red("The package does not build; these errors are outside the katas:"))
      lines += otherErrors.prefix(8).map { "  \($0)" }
      lines.append("")
    }
    if let buildFailure, buildFailure.contains(Self.movedCloneSign) {
      lines.append(
        style.red(
          "The build failed because this clone was moved or renamed since its last build: the "
            + "compiler's saved modules in .build name the folder it was in."))
      lines.append(
        "  Run `rm -rf .build` (it holds only what builds make), then this command again; the "
          + "first build takes a minute or two.")
      lines.append("")
    } else if let buildFailure {
      lines.append(style.red("The build failed. Its last lines:"))
      lines += buildFailure.split(separator: "\n").map { "  \($0)" }
      lines.append("")
    }
    return lines
  }

  /// What the compiler says when `.build` was made at another path (a clone moved or renamed).
  static let movedCloneSign = "was compiled with module cache path"

  /// The current kata: lesson, file to edit, what fails first, and the command to run next.
  func currentKataLines(_ kata: Kata) -> [String] {
    let verdict = verdict(of: kata)
    var lines = [
      "\(style.bold("Current kata:")) \(kata.displayName)",
      "  Lesson  \(catalog.lessonPath(of: kata))",
      "  Edit    \(kata.editPaths.joined(separator: ", "))",
    ]
    lines += problemLines(verdict).map { "  " + $0 }
    // On an agenda, a kata can use one the agenda skipped: `start` puts in only that one.
    let missing = catalog.needsToPutIn(for: kata, done: place.done)
    if place.route.agenda != nil, !missing.isEmpty, verdict.state != .done {
      lines.append(
        "  First   \(Launcher.command) start \(kata.id)   "
          + style.dim("(puts in \(Catalog.sentence(missing.map(\.id))), which it uses)"))
    }
    lines.append("  Next    \(Launcher.command) check \(kata.id)")
    return lines
  }
}
