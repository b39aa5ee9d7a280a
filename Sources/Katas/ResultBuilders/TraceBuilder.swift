/// A record of the result-builder calls that produced a value, written as one Swift expression.
///
/// Two traces are equal when the same calls were made with the same arguments, nested the same
/// way: `buildFinalResult(buildBlock(buildExpression("Hello")))`.
public struct CallTrace: Equatable, Sendable, CustomStringConvertible {
  /// The calls as a nested Swift expression, with every argument written out.
  public let description: String

  fileprivate init(_ description: String) {
    self.description = description
  }
}

/// A result builder that produces no data of its own, only a ``CallTrace`` of its calls.
///
/// Every method returns the call itself, with its arguments, as text. The trace of a body is
/// therefore exactly the expression the compiler wrote for it:
///
/// ```swift
/// @TraceBuilder var hello: CallTrace {
///   "Hello"
/// }
/// // hello.description ==
/// //   #"buildFinalResult(buildBlock(buildExpression("Hello")))"#
/// ```
@resultBuilder
public enum TraceBuilder {
  /// Records the lifting of one expression statement.
  ///
  /// - Parameter expression: The statement's value.
  /// - Returns: `buildExpression("<expression>")`, the string quoted as in Swift source.
  public static func buildExpression(_ expression: String) -> CallTrace {
    CallTrace("buildExpression(\(String(reflecting: expression)))")
  }

  /// Records the combining of one block's partial results.
  ///
  /// - Parameter components: One trace per statement of the block; there may be none.
  /// - Returns: `buildBlock(<components, separated by ", ">)`.
  public static func buildBlock(_ components: CallTrace...) -> CallTrace {
    CallTrace("buildBlock(\(list(components)))")
  }

  /// Records an `if` without `else`.
  ///
  /// - Parameter component: The block's trace, or `nil` when the condition was false.
  /// - Returns: `buildOptional(<component>)` or `buildOptional(nil)`.
  public static func buildOptional(_ component: CallTrace?) -> CallTrace {
    CallTrace("buildOptional(\(component?.description ?? "nil"))")
  }

  /// Records the first branch of an `if`/`else`.
  ///
  /// - Parameter component: The branch's trace.
  /// - Returns: `buildEither(first: <component>)`.
  public static func buildEither(first component: CallTrace) -> CallTrace {
    CallTrace("buildEither(first: \(component))")
  }

  /// Records the second branch of an `if`/`else`.
  ///
  /// - Parameter component: The branch's trace.
  /// - Returns: `buildEither(second: <component>)`.
  public static func buildEither(second component: CallTrace) -> CallTrace {
    CallTrace("buildEither(second: \(component))")
  }

  /// Records a `for` loop.
  ///
  /// - Parameter components: One trace per iteration, in order.
  /// - Returns: `buildArray([<components, separated by ", ">])`.
  public static func buildArray(_ components: [CallTrace]) -> CallTrace {
    CallTrace("buildArray([\(list(components))])")
  }

  /// Records the final step applied to the outermost block.
  ///
  /// - Parameter component: The outermost block's trace.
  /// - Returns: `buildFinalResult(<component>)`.
  public static func buildFinalResult(_ component: CallTrace) -> CallTrace {
    CallTrace("buildFinalResult(\(component))")
  }

  private static func list(_ traces: [CallTrace]) -> String {
    traces.map(\.description).joined(separator: ", ")
  }
}

/// Builder bodies rewritten by hand into the calls the compiler makes for them.
///
/// Each function is written without `@TraceBuilder`. It calls `TraceBuilder`'s static methods
/// directly, in the shape that the result builder transform (SE-0289) gives the body shown in its
/// documentation, so it returns the same ``CallTrace`` as that body would.
public enum Desugared {
  /// The calls for a body of two expression statements.
  ///
  /// ```swift
  /// @TraceBuilder func twoWords() -> CallTrace {
  ///   "Hello"
  ///   "builders"
  /// }
  /// ```
  ///
  /// - Returns: The trace of those calls.
  public static func twoWords() -> CallTrace {
    // TODO: Kata 1.6. Write the compiler's calls. Lessons/01-result-builders/1.6-desugar.md
    TraceBuilder.buildExpression("TODO")
  }

  /// The calls for a body with an `if` that has no `else`.
  ///
  /// ```swift
  /// @TraceBuilder func greeting(formal: Bool) -> CallTrace {
  ///   "Hello"
  ///   if formal {
  ///     "dear"
  ///     "reader"
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter formal: The condition of the `if`.
  /// - Returns: The trace of those calls.
  public static func greeting(formal: Bool) -> CallTrace {
    // TODO: Kata 1.6. Write the compiler's calls. Lessons/01-result-builders/1.6-desugar.md
    TraceBuilder.buildExpression("TODO")
  }

  /// The calls for a body that is one `if`/`else`.
  ///
  /// ```swift
  /// @TraceBuilder func timeOfDay(morning: Bool) -> CallTrace {
  ///   if morning {
  ///     "Good morning"
  ///   } else {
  ///     "Good"
  ///     "evening"
  ///   }
  /// }
  /// ```
  ///
  /// - Parameter morning: The condition of the `if`.
  /// - Returns: The trace of those calls.
  public static func timeOfDay(morning: Bool) -> CallTrace {
    // TODO: Kata 1.6. Write the compiler's calls. Lessons/01-result-builders/1.6-desugar.md
    TraceBuilder.buildExpression("TODO")
  }

  /// The calls for a body with a `for` loop.
  ///
  /// ```swift
  /// @TraceBuilder func countdown(from start: Int) -> CallTrace {
  ///   for n in stride(from: start, to: 0, by: -1) {
  ///     "\(n)"
  ///   }
  ///   "liftoff"
  /// }
  /// ```
  ///
  /// - Parameter start: The first number counted down from.
  /// - Returns: The trace of those calls.
  public static func countdown(from start: Int) -> CallTrace {
    // TODO: Kata 1.6. Write the compiler's calls. Lessons/01-result-builders/1.6-desugar.md
    TraceBuilder.buildExpression("TODO")
  }

  /// The calls for a body with an `if` nested in a `for` loop.
  ///
  /// ```swift
  /// @TraceBuilder func agenda(items: [String], urgent: Bool) -> CallTrace {
  ///   "Agenda"
  ///   for item in items {
  ///     if urgent {
  ///       "urgent:"
  ///     }
  ///     item
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - items: The sequence the loop runs over.
  ///   - urgent: The condition of the `if` inside the loop.
  /// - Returns: The trace of those calls.
  public static func agenda(items: [String], urgent: Bool) -> CallTrace {
    // TODO: Kata 1.6. Write the compiler's calls. Lessons/01-result-builders/1.6-desugar.md
    TraceBuilder.buildExpression("TODO")
  }
}
