import Foundation
import Testing

@testable import KataRunnerCore

/// A verdict is never made from old code, even when the compiler's incremental build is fooled.
extension EndToEndTests {
  @Test("A changed file that kept its time stamp is compiled before its kata is judged")
  func sameTimeStampIsCompiled() throws {
    let copy = try copy()
    let first = try copy.run(["check", "1.3"])
    #expect(first.code == 1, "the stub fails: \(first.output)")
    // The driver skips a file whose time stamp is the one it recorded, whatever its text: a
    // coarse file-system clock, `cp -p` or an unzipped solution can do this to a learner. Here
    // the reference goes in and the old time stamp is put back, to the nanosecond.
    let stamp = copy.root.appending(path: ".build/stamp")
    _ = try Subprocess(["touch", "-r", stub13, stamp.path], in: copy.root).capture()
    defer { try? FileManager.default.removeItem(at: stamp) }
    for stub in [stub13, "Sources/Katas/ResultBuilders/BranchTraceBuilder.swift"] {
      try copy.write(try copy.read(stub.replacing("/Katas/", with: "/Builders/")), to: stub)
    }
    _ = try Subprocess(["touch", "-r", stamp.path, stub13], in: copy.root).capture()
    let check = try copy.run(["check", "1.3"])
    #expect(check.code == 0, "1.3's tests must run against its new file: \(check.output)")
  }

  @Test("An edit that kept the file's size and time stamp is no 'Nothing changed'")
  func sameSizeAndTimeStampIsAChange() throws {
    let copy = try copy()
    _ = try copy.run([])
    #expect(try copy.run([]).output.contains("Nothing changed since the last run"))
    let stamp = copy.root.appending(path: ".build/stamp")
    _ = try Subprocess(["touch", "-r", stub11, stamp.path], in: copy.root).capture()
    defer { try? FileManager.default.removeItem(at: stamp) }
    try copy.replace("\"TODO\"", with: "\"ODOT\"", in: stub11)
    _ = try Subprocess(["touch", "-r", stamp.path, stub11], in: copy.root).capture()
    let again = try copy.run([])
    #expect(
      !again.output.contains("Nothing changed"), "1.1's text changed: \(again.output)")
  }
}
