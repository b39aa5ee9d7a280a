/// A view that builds one piece of content per element of a collection, each with the
/// element's id as its explicit identity.
///
/// As in SwiftUI, a `ForEach` is a list, not one view: a container lays out every element's
/// resolved subviews as its own (WWDC24 "Demystify SwiftUI containers"). In the engine, a
/// modifier on a `ForEach` applies to each member, as it does on a `Group` (Apple documents that
/// only for `Group`). Each element's content gets the slot `id <value>`, so its state follows its id when elements are
/// inserted, removed or reordered, and an element whose id is new is a new view. Ids must be
/// stable and unique: an element whose id is already taken is left out, and the update's trace
/// and ``ViewHost/issues`` say so (SwiftUI logs a warning and its behaviour is undefined).
///
/// ```swift
/// ForEach(todos) { todo in
///   TodoRow(todo: todo)
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
  /// The elements, in order.
  public let data: Data
  /// Builds the content of one element.
  public let content: (Data.Element) -> Content
  private let id: KeyPath<Data.Element, ID>
  /// Whether the data is a constant range (`ForEach(0..<n)`), of which only the first is read.
  private var isConstantRange = false

  /// Creates a list whose elements are identified by the value at a key path.
  ///
  /// - Parameters:
  ///   - data: The elements, in order.
  ///   - id: The key path to each element's id: stable (the same element keeps it) and unique.
  ///   - content: A view builder closure that builds one element's content.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  /// ForEach is a primitive: it has no body.
  public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Creates a list of identifiable elements: each element's `id` is its identity.
  ///
  /// - Parameters:
  ///   - data: The elements, in order.
  ///   - content: A view builder closure that builds one element's content.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}

extension ForEach where Data == Range<Int>, ID == Int {
  /// Creates a list over a constant range: each offset is its element's identity.
  ///
  /// As in SwiftUI, only the range's initial value is read: a node keeps the range it was
  /// inserted with, and a different range later is reported as an issue, not shown. For data
  /// that changes, give each element a stable id with ``init(_:id:content:)`` or `Identifiable`.
  /// - Parameters:
  ///   - data: The offsets, such as `0..<3`.
  ///   - content: A view builder closure that builds the content for one offset.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.init(data, id: \.self, content: content)
    isConstantRange = true
  }
}

extension ForEach: PrimitiveView {
  func expand(in scope: ContentScope?) -> Expansion {
    var firstOffset: [ID: Int] = [:]
    var elements: [(id: ID, element: Data.Element)] = []
    var duplicates: [(id: ID, offsets: [Int])] = []
    for (offset, element) in data.enumerated() {
      let elementID = element[keyPath: id]
      guard let first = firstOffset[elementID] else {
        firstOffset[elementID] = offset
        elements.append((elementID, element))
        continue
      }
      // Two children in one slot would break the identity rule: keep the first, say so.
      if let index = duplicates.firstIndex(where: { $0.id == elementID }) {
        duplicates[index].offsets.append(offset)
      } else {
        duplicates.append((elementID, [first, offset]))
      }
    }
    var expansion = Expansion(kind: .forEach) { [content] in
      elements.map { ChildView(key: .id($0.id), view: content($0.element), scope: scope) }
    }
    expansion.issues = duplicates.map { Self.duplicateIssue(id: $0.id, offsets: $0.offsets) }
    if isConstantRange, let range = data as? Range<Int>, let build = content as? (Int) -> Content {
      expansion.constantRange = ConstantRange(range: range) { initial in
        initial.map { ChildView(key: .id($0), view: build($0), scope: scope) }
      }
    }
    return expansion
  }

  private static func duplicateIssue(id: ID, offsets: [Int]) -> String {
    let list = offsets.dropLast().map(String.init).joined(separator: ", ")
    let last = offsets[offsets.count - 1]
    return "the id \(ValueText.describe(id)) is used by elements \(list) and \(last); "
      + "ids must be unique (SwiftUI logs a warning and its behaviour is undefined): "
      + "the engine shows element \(offsets[0]) only"
  }
}
