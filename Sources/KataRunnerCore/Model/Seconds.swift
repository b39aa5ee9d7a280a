import Foundation

extension Double {
  /// The number of a duration in seconds, rounded to hundredths (in Model/, since a test's
  /// outcome says its time limit so): `3`, `0.5`, `2.25`, never `0` for half a second; the unit
  /// is each language's (``Message/seconds(_:)``).
  var secondsNumber: String {
    let rounded = (self * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
  }
}

extension Message {
  /// A duration in seconds, said as each language writes it: "3 s", in Japanese "3 秒".
  static func seconds(_ value: Double) -> Message {
    Message("{seconds} s", ["seconds": value.secondsNumber])
  }
}
