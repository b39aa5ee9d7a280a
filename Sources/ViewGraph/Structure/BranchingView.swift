/// A view that shows one of several branches: a renderer sees the index of the active branch,
/// and each branch is a distinct identity, even when two branches hold views of the same type.
///
/// A builder's `ConditionalContent` adopts this protocol. When the active branch changes, the
/// old branch's views are removed (their state is discarded) and the new branch's views are
/// inserted with fresh state.
public protocol BranchingView: View where Body == Never {
  /// The index of the branch shown now, counted from 0; it is part of the content's identity.
  var activeBranch: Int { get }
  /// The view that the active branch shows.
  var activeContent: any View { get }
}
