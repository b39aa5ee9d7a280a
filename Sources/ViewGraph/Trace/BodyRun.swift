/// One body that ran in an update, and why: what `Self._printChanges()` would print for it.
public struct BodyRun: Sendable, Hashable, CustomStringConvertible {
  /// The identity path of the view (or custom modifier) whose body ran.
  public let path: String
  /// The view's type name as `_printChanges()` starts its line: enclosing types and generic
  /// arguments kept, modules and function scopes left out (``ValueText/printedName(_:)``).
  public let typeName: String
  /// Why it ran, in `_printChanges()`'s words and order (``ordered(_:properties:)``):
  /// `@dependencies` (an `@Observable` property it read changed), `@self` (its parent gave it a
  /// value that compares unequal, or this is its first body), `@identity` (the first body of a
  /// new identity with dynamic properties: `@State`, `@Binding`, `@ObservedObject`), then
  /// property names such as `_count` (that state or binding changed). Empty when nothing changed
  /// and the body ran anyway, in a whole-tree pass (``ViewHost/updateAll()``).
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

  /// The reasons that are not property names, in the order they lead a line.
  ///
  /// OpenSwiftUI's reconstruction of the line (`changedBodyProperties`) lists the body's meta
  /// properties, `@self` then `@identity`, before the names of the changed dynamic properties,
  /// which follow in declaration order. `@dependencies` is not in that reconstruction; the one
  /// published SwiftUI log with two reasons prints it first (`@dependencies, @self`).
  static let metaReasons = ["@dependencies", "@self", "@identity"]

  /// Puts reasons in the order `_printChanges()` prints them: ``metaReasons`` first, then
  /// property names in the order the view declares them.
  /// - Parameters:
  ///   - reasons: The reasons, each once, in any order.
  ///   - properties: The view's dynamic properties (`_count`), in declaration order.
  static func ordered(_ reasons: [String], properties: [String]) -> [String] {
    let order = metaReasons + properties
    // A reason outside both lists (none today) keeps its place after them.
    return reasons.enumerated().sorted { lhs, rhs in
      let left = order.firstIndex(of: lhs.element) ?? order.count + lhs.offset
      let right = order.firstIndex(of: rhs.element) ?? order.count + rhs.offset
      return left < right
    }.map(\.element)
  }
}
