import Foundation

#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

extension RunnerContext {
  /// Overwrites learner files: the one way any command does it (`reset`, `solution --apply`,
  /// `start`). The files are backed up first, then written, then the verdicts of their katas
  /// are forgotten, since those verdicts describe files that are gone.
  ///
  /// - Parameters:
  ///   - files: Each file's path, relative to the package root, and its new text.
  ///   - katas: The katas the files belong to.
  /// - Returns: The backup folder, relative to the package root; `nil` when none of the files
  ///   existed (a deleted kata folder), so there was nothing to back up.
  ///
  /// Everything that could stop it halfway is checked before the first file changes: each
  /// destination must be a file (or missing) that can be written, and no other runner may be
  /// saving progress. If something still fails once a file changed, the error says which files
  /// changed and where the learner's versions are.
  func overwrite(_ files: [(path: String, text: String)], of katas: [Kata]) throws -> String? {
    try checkDestinations(files.map(\.path))
    let store = progressStore
    try store.checkWritable()
    try store.waitUntilFree()
    let folder = try Backup(root: root).save(files.map(\.path))
    var changed: [String] = []
    do {
      for file in files {
        let url = root.appending(path: file.path)
        // A link is replaced by a file of its own: writing through it could change a file
        // outside the package, which the learner never asked the runner to touch.
        let link = Backup.linkDestination(of: url)
        if link != nil { try FileManager.default.removeItem(at: url) }
        // A deleted kata folder is made again, as `reset`'s advice promises.
        try FileManager.default.createDirectory(
          at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try file.text.write(to: url, atomically: true, encoding: .utf8)
        changed.append(file.path)
        if let link {
          print(
            words(
              """
              {file} was a link to {link}; it is a file of its own now, and the file the link \
              led to is unchanged.
              """, ["file": file.path, "link": link]))
        }
      }
      progress.forget(katas)
      try progress.save()
    } catch {
      let what =
        changed.isEmpty
        ? Message("No file was changed: {summary}.", parts: ["summary": SystemError.summary(error)])
        : Message(
          "Replaced {files} before this: {summary}.", ["files": words.list(changed)],
          parts: ["summary": SystemError.summary(error)])
      guard let folder else {
        throw RunnerError.tool(
          Message(
            "{what} Run `{command}` to test every kata with the files as they are now.",
            ["command": Launcher.command], parts: ["what": what]))
      }
      throw RunnerError.tool(
        Message(
          """
          {what} Your versions are saved in {folder}/. Run `{command}` to test every kata with \
          the files as they are now.
          """, ["folder": folder, "command": Launcher.command], parts: ["what": what]))
    }
    return folder
  }

  /// Refuses, before any change, destinations that a write would fail on.
  private func checkDestinations(_ paths: [String]) throws {
    let manager = FileManager.default
    for path in paths {
      let url = root.appending(path: path)
      var isFolder: ObjCBool = false
      if Backup.linkDestination(of: url) != nil {
        // The link itself is replaced, whatever it leads to: its folder must take a new file.
        let folder = url.deletingLastPathComponent()
        if !manager.isWritableFile(atPath: folder.path) {
          throw RunnerError.tool(
            Message(
              "{file} cannot be replaced: its folder cannot be written. Nothing was changed.",
              ["file": path]))
        }
      } else if manager.fileExists(atPath: url.path, isDirectory: &isFolder) {
        if isFolder.boolValue {
          throw RunnerError.tool(
            Message(
              """
              {file} is a folder, where the kata's file should be: nothing was changed. Move the \
              folder away (its contents are yours), then run this command again.
              """, ["file": path]))
        }
        if !manager.isWritableFile(atPath: url.path) {
          throw RunnerError.tool(
            Message(
              """
              {file} cannot be written (its permissions): nothing was changed. `chmod u+w \
              {file}`, then run this command again.
              """, ["file": path]))
        }
      } else {
        let folder = url.deletingLastPathComponent()
        if manager.fileExists(atPath: folder.path), !manager.isWritableFile(atPath: folder.path) {
          throw RunnerError.tool(
            Message(
              "{file} cannot be created: its folder cannot be written. Nothing was changed.",
              ["file": path]))
        }
      }
    }
  }

  /// The text of a reference solution's file.
  func reference(_ path: String) throws -> String {
    try String(contentsOf: root.appending(path: path), encoding: .utf8)
  }

  /// Records katas as given (``GivenKatas``), after their files were replaced and the learner
  /// told where their own versions are: a failure here only costs the mark, and is said.
  func recordGiven(_ katas: [Kata]) {
    do {
      try GivenKatas(root: root).record(katas, catalog: catalog)
    } catch {
      printNote(
        words.render(
          Message(
            """
            {file} could not be written ({reason}), so reports will count these katas as your \
            own work.
            """, ["file": PackageLayout.givenFile],
            parts: ["reason": SystemError.reason(error).message])))
    }
  }

  /// Where the learner's versions went, for the line after an overwrite.
  func savedLine(_ folder: String?, plural: Bool = false) -> String {
    guard let folder else { return words("There was no file of yours to back up.") }
    return plural
      ? words("Your versions are saved in {folder}/.", ["folder": folder])
      : words("Your version is saved in {folder}/.", ["folder": folder])
  }

  /// Asks a yes-or-no question on the terminal; without a terminal to ask on, says how to go
  /// ahead anyway and declines.
  ///
  /// - Parameters:
  ///   - question: The question, such as "Show its solution anyway?", in the command's words.
  ///   - context: What the question is about, printed before it.
  func confirm(_ question: String, about context: String) -> Bool {
    guard isatty(STDIN_FILENO) == 1 else {
      print(context + words.gap + words("Pass --yes to go ahead."))
      return false
    }
    print("\(context) \(question) [y/N] ", terminator: "")
    return readLine()?.lowercased().hasPrefix("y") == true
  }
}
