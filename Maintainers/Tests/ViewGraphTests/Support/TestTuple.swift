import ViewGraph

/// A test-only stand-in for a learner's `TupleView`: children identified by position.
struct TestTuple<each Child: View>: MultiChildView {
  let value: (repeat each Child)

  init(_ value: repeat each Child) {
    self.value = (repeat each value)
  }

  var children: [any View] {
    var result: [any View] = []
    for child in repeat each value {
      result.append(child)
    }
    return result
  }
}
