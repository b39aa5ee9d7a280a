import Foundation
import Testing

@testable import KataRunnerCore

/// A verdict is never made from old code, even when the compiler's incremental build is fooled.
extension EndToEndTests {
  /// Changes a file and puts its old time stamp back, to the nanosecond (`touch -r`): what a
  /// coarse file-system clock, `cp -p` or an unzipped solution can do to a learner's file.
  private func keepingTimeStamp(
    of path: String, in copy: PackageCopy, _ change: () throws -> Void
  ) throws {
    let stamp = copy.root.appending(path: ".build/stamp")
    defer { try? FileManager.default.removeItem(at: stamp) }
    _ = try Subprocess(["touch", "-r", path, stamp.path], in: copy.root).capture()
    try change()
    _ = try Subprocess(["touch", "-r", stamp.path, path], in: copy.root).capture()
  }

  @Test("A changed file that kept its time stamp is compiled before its kata is judged")
  func sameTimeStampIsCompiled() throws {
    let copy = try copy()
    let first = try copy.run(["check", "1.3"])
    #expect(first.code == 1, "the stub fails: \(first.output)")
    // The driver skips a file whose time stamp is the one it recorded, whatever its text.
    try keepingTimeStamp(of: stub13, in: copy) {
      for stub in [stub13, "Sources/Katas/ResultBuilders/BranchTraceBuilder.swift"] {
        try copy.write(try copy.read(stub.replacing("/Katas/", with: "/Builders/")), to: stub)
      }
    }
    let check = try copy.run(["check", "1.3"])
    #expect(check.code == 0, "1.3's tests must run against its new file: \(check.output)")
  }

  @Test("An edit that kept the file's size and time stamp is no 'Nothing changed'")
  func sameSizeAndTimeStampIsAChange() throws {
    let copy = try copy()
    _ = try copy.run([])
    #expect(try copy.run([]).output.contains("Nothing changed since the last run"))
    try keepingTimeStamp(of: stub11, in: copy) {
      try copy.replace("\"TODO\"", with: "\"ODOT\"", in: stub11)
    }
    let again = try copy.run([])
    #expect(
      !again.output.contains("Nothing changed"), "1.1's text changed: \(again.output)")
  }
}
