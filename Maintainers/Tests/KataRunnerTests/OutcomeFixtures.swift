import Foundation

@testable import KataRunnerCore

/// Event-stream lines and results for the tests of how outcomes are read and shown.
extension Fixtures {
  /// One event-stream line that lists a parameterized test function.
  static func parameterizedRecord(_ suite: String, _ function: String, displayName: String)
    -> String
  {
    testRecord(suite, function, displayName: displayName)
      .replacingOccurrences(of: "\"isParameterized\":false", with: "\"isParameterized\":true")
  }

  /// The line that starts one case of a parameterized test, as Swift Testing 6.3 writes it.
  static func caseStarted(
    _ suite: String, _ function: String, displayName: String, arguments: String, caseID: String?
  ) -> String {
    let testCase = caseID.map { #","_testCase":{"displayName":"x","id":"\#($0)"}"# } ?? ""
    let text = "Test case passing 2 arguments \(arguments) to \\\"\(displayName)\\\" started."
    return """
      {"kind":"event","payload":{"kind":"testCaseStarted",\
      "testID":"KataTests.\(suite)/\(function)/F.swift:1:2"\(testCase),\
      "messages":[{"symbol":"default","text":"\(text)"}]},"version":0}
      """
  }

  /// A failed expectation of one case of a parameterized test.
  static func caseIssue(_ suite: String, _ function: String, caseID: String?) -> String {
    guard let caseID else { return issue(suite, function) }
    return issue(suite, function).replacingOccurrences(
      of: "\"issueRecorded\",",
      with: #""issueRecorded","_testCase":{"displayName":"x","id":"\#(caseID)"},"#)
  }

  /// The line that reports a disabled test or suite, with the reason it gave.
  static func skipped(_ testID: String, reason: String) -> String {
    """
    {"kind":"event","payload":{"kind":"testSkipped","testID":"\(testID)",\
    "_comments":["\(reason)"],\
    "messages":[{"symbol":"skip","text":"Test skipped: \\"\(reason)\\""}]},"version":0}
    """
  }

  /// A failure at a line of a test file, with an optional case.
  static func failure(_ line: Int, _ message: String, arguments: String? = nil) -> Failure {
    Failure(
      position: SourcePosition(path: "Tests/KataTests/T.swift", line: line, column: 5),
      message: message, arguments: arguments)
  }

  /// A compiler error at a path.
  static func error(at path: String, _ message: String, notes: [String] = []) -> Diagnostic {
    Diagnostic(
      position: SourcePosition(path: path, line: 3, column: 1), severity: .error,
      message: Message(verbatim: message), notes: notes)
  }
}
