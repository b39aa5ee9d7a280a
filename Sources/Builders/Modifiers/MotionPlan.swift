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
    for event in trace.events {
      switch event.kind {
      case .changed:
        // A kept identity with a new value: the one case SwiftUI can interpolate.
        guard let change = event.change else { continue }
        animations.append(
          Animation(path: event.path, property: change.name, from: change.from, to: change.to))
      case .removed where !Self.isEmptyView(event.path):
        transitionsOut.append(Transition(path: event.path))
      case .inserted where !Self.isEmptyView(event.path):
        transitionsIn.append(Transition(path: event.path))
      case .stateDiscarded:
        // The trace lists a removed subtree's discarded state right after its `removed` event.
        guard !transitionsOut.isEmpty, let state = Self.state(of: event) else { continue }
        transitionsOut[transitionsOut.count - 1].state.append(state)
      case .stateCreated:
        // Likewise, a new subtree's state right after its `inserted` event.
        guard !transitionsIn.isEmpty, let state = Self.state(of: event) else { continue }
        transitionsIn[transitionsIn.count - 1].state.append(state)
      case .removed, .inserted, .kept, .moved, .appeared, .disappeared:
        // A `ForEach` row that changed places (`moved`) keeps its identity too: nothing
        // transitions; where it goes is layout, which the engine does not model.
        continue
      }
    }
  }

  /// Whether a path names an `EmptyView`: as in SwiftUI, where it resolves to no subview, it
  /// has nothing to fade in or out.
  private static func isEmptyView(_ path: String) -> Bool {
    path.split(separator: " › ").last == "EmptyView"
  }

  private static func state(of event: TraceEvent) -> String? {
    guard let name = event.stateName, let value = event.stateValue else { return nil }
    return name + " = " + value
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
