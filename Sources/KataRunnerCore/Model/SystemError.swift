import Foundation

/// A system error in words: what went wrong, with which file, and what to do, never Foundation's
/// domain and code ("NSCocoaErrorDomain Code=260", "error 13"), which tell a learner nothing.
package enum SystemError {
  /// What went wrong with a file, in words.
  package enum Reason: Equatable {
    case missing
    case noPermission
    case diskFull
    case readOnlyDisk
    case isFolder
    case folderInPathIsFile
    case alreadyThere
    case notText
    /// Any other error, in the system's own words.
    case other(String)

    /// The reason as a clause, such as "permission denied", said in the learner's language.
    package var message: Message {
      switch self {
      case .missing: Message("it does not exist")
      case .noPermission: Message("permission denied")
      case .diskFull: Message("the disk is full")
      case .readOnlyDisk: Message("the disk is read-only")
      case .isFolder: Message("it is a folder")
      case .folderInPathIsFile: Message("a folder in its path is a file")
      case .alreadyThere: Message("something is already there")
      case .notText: Message("it is not UTF-8 text")
      case .other(let words): Message(verbatim: words)
      }
    }

    /// What a learner can do about it.
    var nextStep: Message {
      switch self {
      case .diskFull: Message("Free some disk space, then run the command again.")
      case .readOnlyDisk: Message("Work in a clone on a disk you can write to.")
      case .noPermission:
        Message(
          "Check that you may read and write it (`ls -l` shows who may), then run the command again."
        )
      default: Message("Check that the file exists and is a file you may read and write.")
      }
    }
  }

  /// Why an error happened.
  package static func reason(_ error: any Error) -> Reason {
    let error = error as NSError
    if error.domain == NSPOSIXErrorDomain { return reason(errno: Int32(error.code)) }
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain
    {
      return reason(errno: Int32(underlying.code))
    }
    if error.domain == NSCocoaErrorDomain {
      switch CocoaError.Code(rawValue: error.code) {
      case .fileNoSuchFile, .fileReadNoSuchFile: return .missing
      case .fileReadNoPermission, .fileWriteNoPermission: return .noPermission
      case .fileWriteOutOfSpace: return .diskFull
      case .fileWriteVolumeReadOnly: return .readOnlyDisk
      case .fileWriteFileExists: return .alreadyThere
      case .fileReadInapplicableStringEncoding, .fileWriteInapplicableStringEncoding:
        return .notText
      default: break
      }
    }
    // Kept for a bug report, as the last resort: no known error gets here.
    return .other("the system reported \(error.domain) \(error.code)")
  }

  /// Why a system call failed, from its `errno`.
  package static func reason(errno code: Int32) -> Reason {
    switch code {
    case ENOENT: .missing
    case EACCES, EPERM: .noPermission
    case ENOSPC, EDQUOT: .diskFull
    case EROFS: .readOnlyDisk
    case EISDIR: .isFolder
    case ENOTDIR: .folderInPathIsFile
    case EEXIST, ENOTEMPTY: .alreadyThere
    default: .other(String(cString: strerror(code)).lowercased())
    }
  }

  /// The file an error is about, if it names one.
  static func file(of error: any Error) -> String? {
    let info = (error as NSError).userInfo
    return (info[NSFilePathErrorKey] as? String) ?? (info[NSURLErrorKey] as? URL)?.path
  }

  /// What to do about an error; nothing for a runner error, whose message says it already.
  static func nextStep(_ error: any Error) -> Message? {
    error is RunnerError ? nil : reason(error).nextStep
  }

  /// An error as what to say: a runner error as it is; any other as what happened to which
  /// file, and what to do.
  static func describe(_ error: any Error) -> [Message] {
    if let error = error as? RunnerError { return error.messages }
    return [
      Message(
        "{summary}. {next}", parts: ["summary": summary(error), "next": reason(error).nextStep])
    ]
  }

  /// What happened, to which file, without the next step: for a message that gives its own,
  /// said as a clause (no full stop of its own).
  static func summary(_ error: any Error) -> Message {
    if let error = error as? RunnerError {
      let messages = error.messages
      guard messages.count > 1 else { return messages[0].said(as: .clause) }
      return Message(
        "{first} {second}", parts: ["first": messages[0], "second": messages[1].said(as: .clause)])
    }
    let reason = reason(error).message
    guard let file = file(of: error) else { return reason.said(as: .sentenceStart) }
    return Message("{file}: {reason}", ["file": file], parts: ["reason": reason])
  }
}
