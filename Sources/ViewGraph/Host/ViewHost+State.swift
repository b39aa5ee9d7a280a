extension ViewHost {
  /// The values of one state property, for every live node whose view or modifier has the type.
  /// - Parameters:
  ///   - owner: The view or custom modifier type that declares the state.
  ///   - name: The property's name, without the `_` or `$`.
  /// - Returns: The values in tree order; empty when no such node lives.
  public func stateValues(of owner: Any.Type, _ name: String) -> [Any] {
    (root?.subtree ?? []).compactMap { node in
      guard node.stateOwner == owner else { return nil }
      return node.states.first { $0.name == name }?.value
    }
  }

  /// The values of one state property, cast to their type, in tree order.
  /// - Parameters:
  ///   - owner: The view or custom modifier type that declares the state.
  ///   - name: The property's name, without the `_` or `$`.
  ///   - type: The property's value type.
  public func stateValues<Value>(
    of owner: Any.Type, _ name: String, as type: Value.Type
  ) -> [Value] {
    stateValues(of: owner, name).compactMap { $0 as? Value }
  }
}
