/// A chain of named steps that turns an `Input` into an `Output`, or fails with `nil`.
///
/// A pipeline of one step wraps one function. ``PipelineBuilder`` joins pipelines whose types
/// line up: a `Pipeline<A, B>` followed by a `Pipeline<B, C>` makes a `Pipeline<A, C>`.
public struct Pipeline<Input, Output> {
  /// The names of the steps, in the order they run.
  public let stepNames: [String]

  private let transform: (Input) -> Output?

  /// Creates a pipeline from a list of step names and the function that runs them all.
  ///
  /// - Parameters:
  ///   - stepNames: The names of the steps, in order.
  ///   - transform: The whole pipeline as one function; `nil` means a step failed.
  public init(stepNames: [String], _ transform: @escaping (Input) -> Output?) {
    self.stepNames = stepNames
    self.transform = transform
  }

  /// Creates a one-step pipeline.
  ///
  /// - Parameters:
  ///   - name: The step's name, for example `"parse"`.
  ///   - transform: The step; it returns `nil` when its input is not usable.
  public init(_ name: String, _ transform: @escaping (Input) -> Output?) {
    self.init(stepNames: [name], transform)
  }

  /// Runs every step, in order, on an input.
  ///
  /// - Parameter input: The value given to the first step.
  /// - Returns: The last step's output, or `nil` as soon as a step fails.
  public func run(_ input: Input) -> Output? {
    transform(input)
  }
}

/// A result builder that chains pipeline steps, checking at compile time that each step accepts
/// what the step before it produces.
///
/// It uses `buildPartialBlock` (SE-0348): the compiler folds the statements from the left,
/// calling ``buildPartialBlock(first:)`` on the first one and then
/// ``buildPartialBlock(accumulated:next:)`` once per further statement:
///
/// ```swift
/// @PipelineBuilder var doubled: Pipeline<String, Int> {
///   Pipeline("parse") { (text: String) in Int(text) }
///   Pipeline("double") { (number: Int) in number * 2 }
/// }
/// // doubled.run("21") == 42
/// ```
@resultBuilder
public enum PipelineBuilder {
  /// Builds an empty block: a pipeline with no steps that returns its input.
  ///
  /// `buildPartialBlock` needs at least one statement, so an empty block still calls
  /// `buildBlock()`.
  ///
  /// - Returns: The identity pipeline.
  public static func buildBlock<Value>() -> Pipeline<Value, Value> {
    // TODO: Kata 1.7. No steps. Lessons/01-result-builders/1.7-build-partial-block.md
    // Return a pipeline without steps that passes its input through unchanged.
    Pipeline(stepNames: []) { _ in nil }
  }

  /// Starts the fold with a block's first statement.
  ///
  /// - Parameter first: The first step of the block.
  /// - Returns: The same pipeline.
  public static func buildPartialBlock<Input, Output>(
    first: Pipeline<Input, Output>
  ) -> Pipeline<Input, Output> {
    // TODO: Kata 1.7. First step. Lessons/01-result-builders/1.7-build-partial-block.md
    // Start the fold with the first statement's pipeline.
    Pipeline(stepNames: []) { _ in nil }
  }

  /// Appends the next statement to everything built so far.
  ///
  /// The shared generic parameter `Middle` is the compile-time check: `next` must accept
  /// exactly what `accumulated` produces.
  ///
  /// - Parameters:
  ///   - accumulated: The pipeline built from the statements before `next`.
  ///   - next: The following step.
  /// - Returns: A pipeline that runs `accumulated`, then `next` on its output.
  public static func buildPartialBlock<Input, Middle, NextInput, Output>(
    accumulated: Pipeline<Input, Middle>,
    next: Pipeline<NextInput, Output>
  ) -> Pipeline<Input, Output> {
    // TODO: Kata 1.7. Chain the steps. Lessons/01-result-builders/1.7-build-partial-block.md
    // Run `accumulated`, then `next` on its output. First make the types line up: `next` must
    // take a `Middle`, so this signature has one generic parameter too many.
    Pipeline(stepNames: []) { _ in nil }
  }
}
