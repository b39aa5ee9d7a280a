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
  /// The language the report speaks.
  var words: Words
  /// The tests' names and comments in that language, for the katas whose tables have them.
  var testWords = TestTranslation()
  /// What changed since the last verdict of each kata a change outdated, by kata id (such as
  /// "its own files"), so that a kata named next after it was done says why it is not done.
  var outdatedBy: [String: [Message]] = [:]

  /// Creates a report.
  ///
  /// - Parameters:
  ///   - catalog: The curriculum.
  ///   - verdicts: Each kata's verdict, by id.
  ///   - otherErrors: Errors that belong to no kata.
  ///   - buildFailure: The build's output tail when it failed without compiler errors.
  ///   - style: Colours and symbols.
  ///   - words: The language the report speaks.
  init(
    catalog: Catalog, verdicts: [String: KataVerdict], otherErrors: [Diagnostic] = [],
    buildFailure: String? = nil, style: Style, words: Words = .english
  ) {
    self.words = words
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

  /// Whether a kata has no verdict of this run's and still counts as it stood before another
  /// kata's file changed (``LearnerPlace/outdated``).
  func isOutdated(_ kata: Kata) -> Bool {
    verdicts[kata.id] == nil && place.outdated.contains(kata.id)
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
    // Counted where the learner stands, as the report and the class table count them: a kata
    // judged done before another kata's file changed still counts.
    let done = place.doneCount(of: catalog.katas)
    let total = catalog.katas.count
    let givenDone = catalog.katas.filter { given.contains($0.id) && place.done.contains($0.id) }
    var lines = [
      "\(style.bold("BuilderKatas")) \(style.bar(done: done, total: total)) "
        + words("{done} of {total} katas done", ["done": "\(done)", "total": "\(total)"])
        + (givenDone.isEmpty
          ? ""
          : style.dim(
            words.gap
              + words(
                "({count} given: their reference was put in)", ["count": "\(givenDone.count)"]))),
      "",
    ]
    lines += moduleLines()
    lines.append("")
    if catalog.katas.contains(where: { verdict(of: $0).isStale }) {
      lines.append(
        style.dim(
          words(
            "{mark} from an earlier run: this run could not test these katas (see below).",
            ["mark": Self.staleMark])))
      lines.append("")
    }
    if catalog.katas.contains(where: isOutdated) {
      lines.append(
        style.dim(
          words(
            "{mark} tested before another kata's file changed; counted as it was.",
            ["mark": ListCommand.outdatedMark])))
      lines.append("")
    }
    let edited = catalog.katas.filter { verdict(of: $0).testsEdited }
    if !edited.isEmpty {
      lines.append(
        style.yellow(
          words(
            """
            {mark} The tests of {katas} differ from the committed ones, so their verdicts are \
            not the course's (`git status Tests` shows the files).
            """, ["mark": Self.editedMark, "katas": words.list(edited.map(\.id))])))
      lines.append("")
    }
    lines += courseUpdateLines()
    lines += agendaLines()
    lines += blockingLines()
    if let kata = currentKata {
      lines += currentKataLines(kata)
    } else if otherErrors.isEmpty && buildFailure == nil {
      lines.append(style.green(words("Every kata is done. Well built!")))
    }
    return lines.joined(separator: "\n")
  }

  /// A fetched course update, and how to take it without losing the learner's work.
  func courseUpdateLines() -> [String] {
    guard courseUpdateCommits > 0 else { return [] }
    let available =
      courseUpdateCommits == 1
      ? words("A course update is available (1 commit not pulled yet).")
      : words(
        "A course update is available ({count} commits not pulled yet).",
        ["count": "\(courseUpdateCommits)"])
    return [
      style.yellow(available),
      words(
        """
          To take it and keep your work: `git stash`, then `git pull`, then `git stash pop`.
          If `git stash pop` reports a conflict, the file shows your version and the course's
          between `<<<<<<<` and `>>>>>>>`: combine them, then `git add` the file and
          `git stash drop` (until then your version stays in the stash).
        """),
      "",
    ]
  }

  /// The agenda the learner follows: how far they are on it, and where it ends.
  func agendaLines() -> [String] {
    guard let agenda = place.route.agenda else { return [] }
    let katas = agenda.katas(in: catalog)
    let done = place.doneCount(of: katas)
    var lines = [
      style.bold(words("Agenda:")) + " "
        + words(
          "{agenda}: {done} of its {total} katas done",
          ["agenda": agenda.heading(words), "done": "\(done)", "total": "\(katas.count)"])
        + words.gap
        + style.dim(
          words(
            "(`{command} agenda --leave` follows the whole course)",
            ["command": Launcher.command]))
    ]
    if place.finishedAgenda {
      lines.append(
        style.green(words("Every kata of the agenda is done.")) + words.gap
          + words("The rest of the course is yours to do at home, in order, from the current kata.")
      )
    }
    lines.append("")
    return lines
  }

  /// One line per module: its number, title, count and each kata's state.
  func moduleLines() -> [String] {
    let width = catalog.modules.map(\.shownTitle.displayWidth).max() ?? 0
    return catalog.modules.map { module in
      let done = place.doneCount(of: module.katas)
      let title = module.shownTitle.padded(toWidth: width)
      let katas = module.katas.map { kata in
        // A kata outdated by another kata's change shows the verdict that still places it.
        let outdated = isOutdated(kata)
        let shown = outdated ? place.verdict(of: kata) : verdict(of: kata)
        let mark = shown.testsEdited ? style.yellow(Self.editedMark) : ""
        let stale = shown.isStale ? style.dim(Self.staleMark) : ""
        let before = outdated ? style.yellow(ListCommand.outdatedMark) : ""
        return "\(style.symbol(for: shown.state)) \(kata.id)\(mark)\(stale)\(before)"
      }
      return "  \(module.number)  \(title)  \(done)/\(module.katas.count)  "
        + katas.joined(separator: "  ")
    }
  }

  private func blockingLines() -> [String] {
    var lines: [String] = []
    // A cause the curriculum knows is said once: one renamed `buildIf` breaks several katas'
    // tests.
    var causes: Set<String> = []
    for kata in brokenKatas where kata != currentKata {
      let errors = verdict(of: kata).errors
      let what =
        !verdict(of: kata).ownErrors.isEmpty
        ? words(
          "Kata {kata}'s files do not compile, so no kata could be tested this time:",
          ["kata": kata.id])
        : words(
          """
          The tests of kata {kata} do not compile against its files, so no kata could be tested \
          this time:
          """, ["kata": kata.id])
      lines.append(style.red(what))
      if let cause = knownCause(of: verdict(of: kata)) {
        lines.append(
          causes.insert(cause).inserted
            ? words("Likely cause: {cause}.", ["cause": cause])
            : words("Likely cause: the same as above."))
      }
      lines += errors.prefix(6).flatMap { $0.lines(words.render) }.map { "  \($0)" }
      lines.append("")
    }
    if !otherErrors.isEmpty {
      lines.append(
        style.red(words("The package does not build; these errors are outside the katas:")))
      lines += otherErrors.prefix(8).map { "  \($0)" }
      lines.append("")
    }
    if let buildFailure, buildFailure.contains(Self.movedCloneSign) {
      lines.append(
        style.red(
          words(
            """
            The build failed because this clone was moved or renamed since its last build: the \
            compiler's saved modules in .build name the folder it was in.
            """)))
      lines.append(
        "  "
          + words(
            """
            Run `rm -rf .build` (it holds only what builds make), then this command again; the \
            first build takes a minute or two.
            """))
      lines.append("")
    } else if let buildFailure {
      lines.append(style.red(words("The build failed. Its last lines:")))
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
    // The labels' column is as wide as the language's widest label, and two spaces more.
    let labels = [words("Lesson"), words("Edit"), words("First"), words("Next")]
    let width = (labels.map(\.displayWidth).max() ?? 0) + 2
    let label = { (text: String) in "  " + text.padded(toWidth: width) }
    var lines = [
      style.bold(words("Current kata:")) + " " + kata.displayName,
      label(labels[0]) + catalog.lessonPath(of: kata),
      label(labels[1]) + kata.editPaths.joined(separator: ", "),
    ]
    lines += problemLines(verdict).map { "  " + $0 }
    // On an agenda, a kata can use one the agenda skipped: `start` puts in only that one.
    let missing = catalog.needsToPutIn(for: kata, done: place.done)
    if place.route.agenda != nil, !missing.isEmpty, verdict.state != .done {
      lines.append(
        label(labels[2]) + "\(Launcher.command) start \(kata.id)   "
          + style.dim(
            words(
              "(puts in {katas}, which it uses)",
              ["katas": words.list(missing.map(\.id))])))
    }
    lines.append(label(labels[3]) + "\(Launcher.command) check \(kata.id)")
    return lines
  }
}
