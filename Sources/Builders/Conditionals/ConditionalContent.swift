import ViewGraph

/// A view that shows one of two views, chosen by an `if`/`else` in a ``ViewBuilder``.
///
/// Like SwiftUI's `_ConditionalContent`, it stores an enum holding the branch that ran. Its
/// type names both branches, so the engine can tell them apart: the true branch is branch 0,
/// the false branch is branch 1, and each branch is its own identity, even when both hold the
/// same type.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: BranchingView {
  /// Which branch ran, with its view.
  enum Storage {
    /// The `if` branch ran.
    case trueContent(TrueContent)
    /// The `else` branch ran.
    case falseContent(FalseContent)
  }

  /// The branch that ran.
  let storage: Storage

  /// Wraps the branch that ran.
  /// - Parameter storage: The branch and its view.
  init(storage: Storage) {
    self.storage = storage
  }

  /// 0 when the true branch ran, 1 when the false branch ran.
  public var activeBranch: Int {
    switch storage {
    case .trueContent: 0
    case .falseContent: 1
    }
  }

  /// The view of the branch that ran.
  public var activeContent: any View {
    switch storage {
    case .trueContent(let content): content
    case .falseContent(let content): content
    }
  }
}
