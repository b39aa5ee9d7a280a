/// An error from driving a ``ViewHost``, worded for a test failure message.
public enum ViewHostError: Error, Equatable, CustomStringConvertible {
  /// No button shows the label; `available` lists the labels there are.
  case buttonNotFound(label: String, available: [String])
  /// Several buttons show the label and no occurrence was given.
  case ambiguousButton(label: String, count: Int)
  /// The occurrence asked for is not among the buttons that show the label.
  case occurrenceOutOfRange(label: String, occurrence: Int, count: Int)

  /// The error in plain English.
  public var description: String {
    switch self {
    case .buttonNotFound(let label, let available):
      let list = available.map(\.debugDescription).joined(separator: ", ")
      return "no button labelled \(label.debugDescription); buttons: "
        + (available.isEmpty ? "none" : list)
    case .ambiguousButton(let label, let count):
      return "\(count) buttons are labelled \(label.debugDescription); "
        + "pass occurrence: 0...\(count - 1)"
    case .occurrenceOutOfRange(let label, let occurrence, let count):
      return "occurrence \(occurrence) of \(label.debugDescription) asked for, "
        + "but there are only \(count)"
    }
  }
}
