import ViewGraph

/// A four-way forecast written as an `else if` chain in a ``ViewBuilder``.
///
/// The compiler builds the chain as a balanced tree that leans left, so the body's type is
/// `ConditionalContent<ConditionalContent<Text, Text>, ConditionalContent<Text, Text>>` and each
/// word sits at a branch path of two steps: `freezing` [0, 0], `cold` [0, 1], `mild` [1, 0],
/// `hot` [1, 1].
public struct Forecast: View {
  /// The temperature, in degrees Celsius.
  public var celsius: Int

  /// Creates a forecast.
  /// - Parameter celsius: The temperature, in degrees Celsius.
  public init(celsius: Int) {
    self.celsius = celsius
  }

  /// `freezing` below 0, `cold` below 15, `mild` below 25, `hot` otherwise.
  public var body: some View {
    if celsius < 0 {
      Text("freezing")
    } else if celsius < 15 {
      Text("cold")
    } else if celsius < 25 {
      Text("mild")
    } else {
      Text("hot")
    }
  }
}

/// The three states of a traffic signal.
public enum Signal: String, Sendable, CaseIterable {
  /// Red: stop.
  case stop
  /// Yellow: prepare to stop.
  case caution
  /// Green: go.
  case go
}

/// A lamp whose color is chosen by a `switch` in a ``ViewBuilder``.
///
/// A `switch` of three cases is built like an `else if` chain of three branches:
/// `ConditionalContent<ConditionalContent<Color, Color>, Color>`.
public struct SignalLamp: View {
  /// The signal to show.
  public var signal: Signal

  /// Creates a lamp.
  /// - Parameter signal: The signal to show.
  public init(_ signal: Signal) {
    self.signal = signal
  }

  /// Red for ``Signal/stop``, yellow for ``Signal/caution``, green for ``Signal/go``.
  public var body: some View {
    switch signal {
    case .stop:
      Color.red
    case .caution:
      Color.yellow
    case .go:
      Color.green
    }
  }
}

/// A warning shown only for a high level: an `else if` chain with no final `else`.
///
/// With no final `else` the chain may build nothing, so the whole tree is wrapped once in an
/// `Optional`: `Optional<ConditionalContent<Text, Text>>`.
public struct LevelWarning: View {
  /// The level, from 0 to 100.
  public var level: Int

  /// Creates a warning.
  /// - Parameter level: The level, from 0 to 100.
  public init(level: Int) {
    self.level = level
  }

  /// `critical` above 90, `warning` above 70, nothing otherwise.
  public var body: some View {
    if level > 90 {
      Text("critical")
    } else if level > 70 {
      Text("warning")
    }
  }
}

/// The branch indices that lead from a view through its nested branching views to the view
/// that is shown: the part of an identity that a conditional contributes.
///
/// Each ``BranchingView`` on the way (a ``ConditionalContent`` or an `Optional`) adds its
/// ``BranchingView/activeBranch``; the walk continues into its
/// ``BranchingView/activeContent`` and stops at the first view that does not branch.
///
/// - Parameter view: Any view, such as the body of ``Forecast``.
/// - Returns: The branch indices from the outside in; empty when `view` does not branch.
public func branchPath(of view: any View) -> [Int] {
  var path: [Int] = []
  var current = view
  while let branching = current as? any BranchingView {
    path.append(branching.activeBranch)
    current = branching.activeContent
  }
  return path
}
