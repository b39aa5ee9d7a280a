/// One purchased item: what it is and what it costs.
public struct LineItem: Equatable, Sendable {
  /// What was bought, for example `"coffee"`.
  public let name: String
  /// The price in whole units of currency.
  public let price: Int

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - name: What was bought.
  ///   - price: The price in whole units of currency.
  public init(_ name: String, price: Int) {
    self.name = name
    self.price = price
  }
}

/// A finished receipt: numbered item lines followed by one total line.
///
/// A receipt is what ``ReceiptBuilder/buildFinalResult(_:)`` makes out of the whole body. Inside
/// the body, blocks only pass plain lists of ``LineItem`` values around.
public struct Receipt: Equatable, Sendable {
  /// The printed lines, for example `["1. coffee 3", "2. cake 4", "Total: 7"]`.
  public let lines: [String]

  /// Creates a receipt from lines that are already formatted.
  ///
  /// - Parameter lines: The numbered item lines, then the total line.
  public init(lines: [String]) {
    self.lines = lines
  }
}

/// A result builder whose blocks collect line items and whose final step prints a receipt.
///
/// Every block, nested or not, produces the component type `[LineItem]`. Only the outermost
/// block's result goes through ``buildFinalResult(_:)``, which numbers the items across the whole
/// body and adds the total:
///
/// ```swift
/// @ReceiptBuilder var breakfast: Receipt {
///   LineItem("coffee", price: 3)
///   LineItem("cake", price: 4)
/// }
/// // breakfast.lines == ["1. coffee 3", "2. cake 4", "Total: 7"]
/// ```
@resultBuilder
public enum ReceiptBuilder {
  /// Lifts one item statement into the component type.
  ///
  /// - Parameter item: The statement's item.
  /// - Returns: A list holding just that item.
  public static func buildExpression(_ item: LineItem) -> [LineItem] {
    [item]
  }

  /// Concatenates the item lists of one block's statements, in order.
  ///
  /// - Parameter components: One item list per statement; there may be none.
  /// - Returns: All the items of the block.
  public static func buildBlock(_ components: [LineItem]...) -> [LineItem] {
    components.flatMap { $0 }
  }

  /// Turns an `if` without `else` into a list that is empty when the condition was false.
  ///
  /// - Parameter component: The block's items, or `nil` when it did not run.
  /// - Returns: The items, or an empty list.
  public static func buildOptional(_ component: [LineItem]?) -> [LineItem] {
    component ?? []
  }

  /// Passes on the items of the first branch of an `if`/`else`.
  ///
  /// - Parameter component: The branch's items.
  /// - Returns: The same items.
  public static func buildEither(first component: [LineItem]) -> [LineItem] {
    component
  }

  /// Passes on the items of the second branch of an `if`/`else`.
  ///
  /// - Parameter component: The branch's items.
  /// - Returns: The same items.
  public static func buildEither(second component: [LineItem]) -> [LineItem] {
    component
  }

  /// Concatenates the items of every iteration of a `for` loop.
  ///
  /// - Parameter components: One item list per iteration.
  /// - Returns: All the items, in iteration order.
  public static func buildArray(_ components: [[LineItem]]) -> [LineItem] {
    components.flatMap { $0 }
  }

  /// Prints the receipt from the items of the whole body.
  ///
  /// The compiler calls this once, on the result of the outermost block; nested blocks never
  /// reach it.
  ///
  /// - Parameter items: Every item of the body, in order.
  /// - Returns: A receipt whose lines are `"<n>. <name> <price>"` for each item, numbered from 1,
  ///   followed by `"Total: <sum of prices>"`.
  public static func buildFinalResult(_ items: [LineItem]) -> Receipt {
    // TODO: Kata 1.5. Number items, add total. Lessons/01-result-builders/1.5-final-result.md
    Receipt(lines: [])
  }
}
