/// One body that ran in an update, and why: what `Self._printChanges()` would print for it.
public struct BodyRun: Sendable, Hashable, CustomStringConvertible {
  /// The identity path of the view (or custom modifier) whose body ran.
  public let path: String
  /// The view's type name, as `_printChanges()` starts its line.
  public let typeName: String
  /// Why it ran, in `_printChanges()`'s words: `@self` (its parent gave it a value that
  /// compares unequal), `@identity` (a new identity: its state was created), a property name
  /// such as `_count` (that state or binding changed), `@dependencies` (an `@Observable`
  /// property it read changed). Empty when nothing changed and the body ran anyway, in a
  /// whole-tree pass (``ViewHost/updateAll()``).
  public let reasons: [String]

  init(path: String, typeName: String, reasons: [String]) {
    self.path = path
    self.typeName = typeName
    self.reasons = reasons
  }

  /// The line `_printChanges()` prints: `Parent: _count changed.`, or `Parent: unchanged.`.
  public var description: String {
    if reasons.isEmpty { return typeName + ": unchanged." }
    return typeName + ": " + reasons.joined(separator: ", ") + " changed."
  }
}
