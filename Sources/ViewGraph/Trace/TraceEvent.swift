/// One thing that happened to one identity during an update.
public struct TraceEvent: Sendable, Hashable, CustomStringConvertible {
  /// What happened.
  public enum Kind: String, Sendable, Hashable, CaseIterable {
    /// The node survived the update: same slot, same type; its state was kept.
    case kept
    /// A kept node changed places among its kept siblings, as a `ForEach` element does when the
    /// data is reordered. The engine names the fewest such nodes: those outside the longest run
    /// of kept siblings that are still in their old order.
    case moved
    /// A kept node's modifier has a new value, such as an opacity. On a view that keeps its
    /// identity, SwiftUI interpolates such a change when the value is animatable and the update
    /// runs in an animated transaction (`withAnimation`); otherwise the new value applies at once.
    case changed
    /// A new node (and its subtree) was inserted.
    case inserted
    /// A node (and its subtree) was removed.
    case removed
    /// A state property was created from its initial value.
    case stateCreated = "state created"
    /// A state property was discarded with its node.
    case stateDiscarded = "state discarded"
    /// An `onAppear` action ran.
    case appeared
    /// An `onDisappear` action ran.
    case disappeared
  }

  /// What happened.
  public let kind: Kind
  /// The identity path of the node, such as `Root › body › Stack › [0] › Text`.
  public let path: String
  /// The state property's name, for state events.
  public let stateName: String?
  /// The state property's value as text, for state events.
  public let stateValue: String?
  /// The modifier value that changed, for `changed` events.
  public let change: ValueChange?

  /// A modifier's value before and after an update of a kept node.
  public struct ValueChange: Sendable, Hashable {
    /// The modifier's name, such as `opacity`.
    public let name: String
    /// The value in the previous update, as text.
    public let from: String
    /// The value in this update, as text.
    public let to: String
  }

  init(
    _ kind: Kind, _ path: String, state: (name: String, value: String)? = nil,
    change: ValueChange? = nil
  ) {
    self.kind = kind
    self.path = path
    stateName = state?.name
    stateValue = state?.value
    self.change = change
  }

  /// The event as one trace line: the kind, padded to a column, then the path; a state event
  /// adds `.name = value`, a `changed` event the modifier's `name from → to`.
  public var description: String {
    let name = kind.rawValue
    let column = name + String(repeating: " ", count: max(1, 17 - name.count))
    if let change {
      return column + path + " " + change.name + " " + change.from + " → " + change.to
    }
    guard let stateName, let stateValue else { return column + path }
    return column + path + "." + stateName + " = " + stateValue
  }
}
