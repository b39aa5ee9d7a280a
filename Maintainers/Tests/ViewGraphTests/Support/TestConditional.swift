import ViewGraph

/// A test-only stand-in for a learner's `_ConditionalContent`: two branches, two identities.
struct TestConditional<First: View, Second: View>: BranchingView {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage

  var activeBranch: Int {
    switch storage {
    case .first: 0
    case .second: 1
    }
  }

  var activeContent: any View {
    switch storage {
    case .first(let view): view
    case .second(let view): view
    }
  }
}
