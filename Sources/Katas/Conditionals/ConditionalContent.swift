import ViewGraph

/// A view that shows one of two views, chosen by an `if`/`else` in a ``ViewBuilder``.
///
/// Like SwiftUI's `_ConditionalContent`, it stores an enum holding the branch that ran. Its
/// type names both branches, so the engine can tell them apart: the true branch is branch 0,
/// the false branch is branch 1, and each branch is its own identity, even when both hold the
/// same type.
public struct ConditionalContent<TrueContent: View, FalseContent: View>: BranchingView {
  // TODO: Kata 4.2. Store the branch that ran: an enum `Storage` with the cases
  // `trueContent(TrueContent)` and `falseContent(FalseContent)`, a `let storage: Storage`, and
  // an `init(storage:)` in place of this empty one.
  // Lessons/04-conditionals/4.2-conditional-content.md
  init() {}

  /// 0 when the true branch ran, 1 when the false branch ran.
  public var activeBranch: Int {
    // TODO: Kata 4.2. 0 for the true branch, 1 for the false branch.
    // Lessons/04-conditionals/4.2-conditional-content.md
    -1
  }

  /// The view of the branch that ran.
  public var activeContent: any View {
    // TODO: Kata 4.2. The stored branch's view. Lessons/04-conditionals/4.2-conditional-content.md
    EmptyView()
  }
}
