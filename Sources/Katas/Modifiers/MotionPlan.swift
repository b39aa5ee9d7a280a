import ViewGraph

/// What SwiftUI would do on screen with one update, read from the engine's trace: which kept
/// views animate which value, from what to what, and which views leave and enter with a
/// transition.
///
/// The engine animates nothing: it has no clock and no frames, and it interpolates no value. A
/// plan is a reading of the trace for an update that SwiftUI runs with an animation (inside
/// `withAnimation`, say): a kept identity whose modifier values changed is interpolated from
/// the old values to the new ones, and keeps its state; a new identity is a removal plus an
/// insertion, which SwiftUI animates with transitions, by default a fade.
///
/// ```swift
/// try host.tap("toggle")
/// print(MotionPlan(host.lastUpdate))
/// ```
public struct MotionPlan: Sendable, Hashable, CustomStringConvertible {
  /// A kept view whose modifier value changed: SwiftUI interpolates it.
  public struct Animation: Sendable, Hashable {
    /// The identity path of the kept node whose value changed, as the trace prints it.
    public var path: String
    /// The modifier's name, such as `opacity`.
    public var property: String
    /// The value before the update, as text.
    public var from: String
    /// The value after the update, as text.
    public var to: String

    /// Creates an animation step.
    public init(path: String, property: String, from: String, to: String) {
      self.path = path
      self.property = property
      self.from = from
      self.to = to
    }
  }

  /// A removed or inserted subtree: SwiftUI animates it with a transition (a fade by default).
  public struct Transition: Sendable, Hashable {
    /// The identity path of the subtree's root, as the trace prints it.
    public var path: String
    /// The state of the subtree that goes out with it (a removal) or starts fresh with it (an
    /// insertion), one `name = value` a state property, in the trace's order.
    public var state: [String]

    /// Creates a transition step.
    public init(path: String, state: [String] = []) {
      self.path = path
      self.state = state
    }
  }

  /// The kept views' value changes, in the trace's order: what SwiftUI interpolates.
  public private(set) var animations: [Animation] = []
  /// The removed subtrees, each with the state it loses: they transition out.
  public private(set) var transitionsOut: [Transition] = []
  /// The inserted subtrees, each with the state it starts with: they transition in.
  public private(set) var transitionsIn: [Transition] = []

  /// Reads one update's trace.
  ///
  /// A `changed` event is an animation; a `removed` event a transition out, and the
  /// `state discarded` events after it the state it loses; an `inserted` event a transition
  /// in, and the `state created` events after it the state it starts with. An `EmptyView`
  /// that is removed or inserted (the engine's stand-in for a `nil` optional) draws nothing, so
  /// nothing transitions: its path ends in `EmptyView`. `kept` events move nothing, and neither
  /// do appear and disappear actions.
  /// - Parameter trace: The update to read, such as `host.lastUpdate`.
  public init(_ trace: UpdateTrace) {
    // TODO: Kata 6.4. Walk trace.events in order and fill the three lists: a .changed event
    // (its `change` has name, from, to) is an animation; .removed and .inserted are transitions;
    // a state event (stateName, stateValue) belongs to the transition just before it, as
    // "name = value"; an EmptyView draws nothing, so it never transitions.
    // Lessons/06-modifiers/6.4-animation-or-transition.md
  }

  /// One line a step, animations first, then transitions out and in; `nothing moves` when the
  /// plan is empty.
  public var description: String {
    let lines =
      animations.map { "animate         \($0.path) \($0.property) \($0.from) → \($0.to)" }
      + transitionsOut.map { "transition out  \($0.path)" + Self.note("loses", $0.state) }
      + transitionsIn.map { "transition in   \($0.path)" + Self.note("starts with", $0.state) }
    return lines.isEmpty ? "nothing moves" : lines.joined(separator: "\n")
  }

  private static func note(_ verb: String, _ state: [String]) -> String {
    state.isEmpty ? "" : " (\(verb) " + state.joined(separator: ", ") + ")"
  }
}
