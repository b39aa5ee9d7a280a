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
}

/// A type whose compact name shows more than its bare name.
protocol CompactlyNamed {
  static var compactName: String { get }
}
