/// An optional view is a view with two branches: `some` (branch 0) and `none` (branch 1).
///
/// The engine declares this conformance because a learner's module could only add it as a
/// retroactive conformance. `none` shows an ``EmptyView``, which renders as nothing.
extension Optional: View where Wrapped: View {
  /// Optional views have no body: the engine sees them as a ``BranchingView``.
  public typealias Body = Never
}

extension Optional: BranchingView where Wrapped: View {
  /// Branch 0 when a view is present, branch 1 when it is `nil`.
  public var activeBranch: Int { self == nil ? 1 : 0 }

  /// The wrapped view, or an ``EmptyView`` when there is none.
  public var activeContent: any View { self ?? EmptyView() }
}
