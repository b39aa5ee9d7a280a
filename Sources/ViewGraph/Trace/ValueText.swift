/// Stable, readable text for values and types in traces and renders.
enum ValueText {
  /// A value as traces print it: strings quoted, everything else by its description.
  static func describe(_ value: Any) -> String {
    if let string = value as? String { return string.debugDescription }
    return String(describing: value)
  }

  /// The type's full name, generic arguments included, without module prefixes.
  static func fullName(_ type: Any.Type) -> String {
    String(describing: type)
  }

  /// The type's name without its generic arguments.
  static func shortName(_ type: Any.Type) -> String {
    let full = fullName(type)
    guard let bracket = full.firstIndex(of: "<") else { return full }
    return String(full[..<bracket])
  }

  /// The name a trace path ends with: short, except that `ModifiedContent` shows its arguments.
  static func compactName(_ type: Any.Type) -> String {
    if let named = type as? any CompactlyNamed.Type { return named.compactName }
    return shortName(type)
  }

  /// The name `_printChanges()` starts a view's line with: its enclosing types and generic
  /// arguments kept, every module and every private or function scope left out, as
  /// `Outer.Row`, `Wrapper<Int>`.
  ///
  /// SwiftUI prints `ChangedBodyPropertyCompatibilityTests.ContentView` for a view declared
  /// inside a test method of that type (OpenSwiftUI's compatibility tests, run against Apple's
  /// SwiftUI): neither the module nor the method. No standard-library call gives that name:
  /// `String(describing:)` drops the enclosing types, and `String(reflecting:)` keeps the module
  /// and writes each private or local scope as `(unknown context at $1047c2ed0)`, an address
  /// that changes from run to run. So the name is derived from the second. Paths and renders
  /// keep the short name (``compactName(_:)``): they are the engine's notation, not SwiftUI's.
  static func printedName(_ type: Any.Type) -> String {
    droppingModules(droppingUnknownContexts(String(reflecting: type)))
  }

  /// `Shelf.(unknown context at $10a3c).Row` as `Shelf.Row`.
  private static func droppingUnknownContexts(_ name: String) -> String {
    var name = name
    while let start = name.range(of: "(unknown context at ") {
      guard let close = name[start.upperBound...].firstIndex(of: ")") else { break }
      var end = name.index(after: close)
      if end < name.endIndex, name[end] == "." { end = name.index(after: end) }
      name.removeSubrange(start.lowerBound..<end)
    }
    return name
  }

  /// `Swift.Optional<Katas.Caption>` as `Optional<Caption>`: a fully qualified name starts with
  /// its module, so the first component of every name in the text is dropped, generic arguments,
  /// tuple members and function types included.
  private static func droppingModules(_ name: String) -> String {
    var result = ""
    var rest = Substring(name)
    var startsName = true
    while let first = rest.first {
      if startsName, first.isLetter || first == "_" {
        let component = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(component.count)
        if after.first == "." {
          rest = after.dropFirst()
          startsName = false
          continue
        }
      }
      result.append(first)
      rest = rest.dropFirst()
      startsName = "<,([: ".contains(first)
    }
    return result
  }
}

/// A type whose compact name shows more than its bare name.
protocol CompactlyNamed {
  static var compactName: String { get }
}
