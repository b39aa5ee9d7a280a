/// Which kept children of a node changed places, for the trace's `moved` events.
///
/// A reordered `ForEach` keeps every element (the slots are ids), so only the order tells what
/// moved. Naming every child whose position changed would overstate it: inserting one element at
/// the front shifts all the others, and moving the last element to the front shifts every
/// element. The engine names the fewest: the kept children outside one longest run that is still
/// in its old relative order.
enum Moves {
  /// The keys of the kept children that moved.
  /// - Parameters:
  ///   - old: The node's children before the update.
  ///   - next: The child views of this update, in order.
  /// - Returns: The keys of the children that keep their node and changed places.
  static func movedKeys(old: [Node], next: [ChildView]) -> Set<SlotKey> {
    guard old.count > 1, next.count > 1 else { return [] }
    var oldPosition: [SlotKey: Int] = [:]
    for (position, node) in old.enumerated() where oldPosition[node.key] == nil {
      oldPosition[node.key] = position
    }
    // The kept children, in their new order, with their old positions.
    let kept = next.compactMap { child -> (key: SlotKey, old: Int)? in
      guard let position = oldPosition[child.key],
        old[position].type == Swift.type(of: child.view)
      else { return nil }
      return (child.key, position)
    }
    let inOrder = longestIncreasingRun(kept.map(\.old))
    return Set(kept.indices.filter { !inOrder.contains($0) }.map { kept[$0].key })
  }

  /// The indices of one longest strictly increasing subsequence of distinct values.
  static func longestIncreasingRun(_ values: [Int]) -> Set<Int> {
    // Patience sorting: `tails[k]` is the index ending the best run of length k + 1 so far.
    var tails: [Int] = []
    var previous = Array(repeating: -1, count: values.count)
    for index in values.indices {
      var low = 0
      var high = tails.count
      while low < high {
        let middle = (low + high) / 2
        if values[tails[middle]] < values[index] { low = middle + 1 } else { high = middle }
      }
      if low > 0 { previous[index] = tails[low - 1] }
      if low == tails.count { tails.append(index) } else { tails[low] = index }
    }
    var run = Set<Int>()
    var index = tails.last ?? -1
    while index >= 0 {
      run.insert(index)
      index = previous[index]
    }
    return run
  }
}
