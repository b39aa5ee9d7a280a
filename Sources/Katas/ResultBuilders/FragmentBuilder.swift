/// A piece of text whose static type records how it was built.
public protocol Fragment {
  /// The text of this fragment, words separated by single spaces.
  var text: String { get }
}

/// A fragment made of one literal string.
public struct TextFragment: Fragment {
  /// The string this fragment was created with.
  public let text: String

  /// Creates a fragment from a string.
  ///
  /// - Parameter text: The fragment's text.
  public init(_ text: String) {
    self.text = text
  }
}

/// Two fragments in a row; its type names both of them.
public struct JoinedFragment<First: Fragment, Second: Fragment>: Fragment {
  /// The fragment that comes first.
  public let first: First
  /// The fragment that follows it.
  public let second: Second

  /// Creates a fragment from two fragments in order.
  ///
  /// - Parameters:
  ///   - first: The fragment that comes first.
  ///   - second: The fragment that follows it.
  public init(_ first: First, _ second: Second) {
    self.first = first
    self.second = second
  }

  /// The two texts separated by a space; an empty text adds no space.
  public var text: String {
    [first.text, second.text].filter { !$0.isEmpty }.joined(separator: " ")
  }
}

/// One of two fragments, chosen by an `if`/`else`; its type names both branches.
public struct ChoiceFragment<First: Fragment, Second: Fragment>: Fragment {
  private enum Storage {
    case first(First)
    case second(Second)
  }

  private let storage: Storage

  /// Creates a choice that holds the first branch's fragment.
  ///
  /// - Parameter first: The fragment of the branch that ran.
  public init(first: First) {
    storage = .first(first)
  }

  /// Creates a choice that holds the second branch's fragment.
  ///
  /// - Parameter second: The fragment of the branch that ran.
  public init(second: Second) {
    storage = .second(second)
  }

  /// The text of the branch that ran.
  public var text: String {
    switch storage {
    case .first(let fragment): fragment.text
    case .second(let fragment): fragment.text
    }
  }
}

/// A fragment of any type, with its type erased.
///
/// Its static type is always `AnyFragment`, whatever it wraps: a type that exists only on a newer
/// OS can hide inside it without appearing in the type of the enclosing fragment.
public struct AnyFragment: Fragment {
  private let base: any Fragment

  /// Wraps a fragment, forgetting its static type.
  ///
  /// - Parameter base: The fragment to wrap.
  public init(_ base: some Fragment) {
    self.base = base
  }

  /// The wrapped fragment's text.
  public var text: String {
    base.text
  }

  /// The name of the wrapped fragment's dynamic type, for example `"TextFragment"`.
  public var wrappedTypeName: String {
    String(describing: type(of: base))
  }
}

extension Optional: Fragment where Wrapped: Fragment {
  /// The wrapped fragment's text, or an empty text for `nil`.
  public var text: String {
    self?.text ?? ""
  }
}

/// A result builder that keeps the type of every statement, except inside `if #available`.
///
/// Like SwiftUI's `ViewBuilder`, it builds a value whose type spells out the structure of the
/// body. Blocks of one to three statements are supported:
///
/// ```swift
/// @FragmentBuilder var greeting: JoinedFragment<TextFragment, AnyFragment?> {
///   TextFragment("Hello")
///   if #available(macOS 10.15, *) {
///     TextFragment("there")
///   }
/// }
/// // greeting.text == "Hello there"
/// ```
@resultBuilder
public enum FragmentBuilder {
  /// Passes a one-statement block's fragment through unchanged.
  ///
  /// - Parameter fragment: The block's only fragment.
  /// - Returns: The same fragment.
  public static func buildBlock<F: Fragment>(_ fragment: F) -> F {
    fragment
  }

  /// Joins a two-statement block's fragments.
  ///
  /// - Parameters:
  ///   - first: The first statement's fragment.
  ///   - second: The second statement's fragment.
  /// - Returns: Both fragments, in order.
  public static func buildBlock<A: Fragment, B: Fragment>(
    _ first: A, _ second: B
  ) -> JoinedFragment<A, B> {
    JoinedFragment(first, second)
  }

  /// Joins a three-statement block's fragments, grouping from the left.
  ///
  /// - Parameters:
  ///   - first: The first statement's fragment.
  ///   - second: The second statement's fragment.
  ///   - third: The third statement's fragment.
  /// - Returns: All three fragments, in order.
  public static func buildBlock<A: Fragment, B: Fragment, C: Fragment>(
    _ first: A, _ second: B, _ third: C
  ) -> JoinedFragment<JoinedFragment<A, B>, C> {
    JoinedFragment(JoinedFragment(first, second), third)
  }

  /// Keeps the fragment of an `if` without `else` as an optional.
  ///
  /// - Parameter fragment: The block's fragment, or `nil` when it did not run.
  /// - Returns: The same optional, which is itself a fragment.
  public static func buildOptional<F: Fragment>(_ fragment: F?) -> F? {
    fragment
  }

  /// Wraps the fragment of the first branch of an `if`/`else`.
  ///
  /// - Parameter first: The branch's fragment.
  /// - Returns: A choice holding the first branch.
  public static func buildEither<F: Fragment, S: Fragment>(
    first: F
  ) -> ChoiceFragment<F, S> {
    ChoiceFragment(first: first)
  }

  /// Wraps the fragment of the second branch of an `if`/`else`.
  ///
  /// - Parameter second: The branch's fragment.
  /// - Returns: A choice holding the second branch.
  public static func buildEither<F: Fragment, S: Fragment>(
    second: S
  ) -> ChoiceFragment<F, S> {
    ChoiceFragment(second: second)
  }

  /// Erases the type of the block inside an `if #available`.
  ///
  /// The compiler calls this on the result of the block that runs when the availability check
  /// succeeds, before `buildOptional` or `buildEither` sees it. Because the result is always
  /// `AnyFragment`, a type that only newer OSes have cannot leak into the type of the body.
  ///
  /// - Parameter fragment: The fragment built by the `if #available` block.
  /// - Returns: The same fragment, type-erased.
  public static func buildLimitedAvailability<F: Fragment>(_ fragment: F) -> AnyFragment {
    // TODO: Kata 1.5. Erase the type. Lessons/01-result-builders/1.5-final-result.md
    // Wrap `fragment` itself: its text must survive the erasure.
    AnyFragment(TextFragment("TODO"))
  }
}
