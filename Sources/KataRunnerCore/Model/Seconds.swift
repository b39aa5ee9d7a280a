import Foundation

extension Double {
  /// A duration in seconds as people write it (in Model/, since a test's outcome says its time
  /// limit so): `3 s`, `0.5 s`, `2.25 s`, never `0 s` for half a
  /// second.
  var secondsText: String { "\(secondsNumber) s" }

  /// The number of a duration in seconds, rounded to hundredths: `3`, `0.5`, `2.25`; the unit
  /// is each language's (see `Words.seconds`).
  var secondsNumber: String {
    let rounded = (self * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
  }
}
