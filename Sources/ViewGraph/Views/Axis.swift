/// The direction in which a ``Stack`` lays out its children.
public enum Axis: Sendable, Hashable {
  /// Children side by side, from leading to trailing.
  case horizontal
  /// Children one above the other, from top to bottom.
  case vertical
}
