/// A view with a body here that SwiftUI ships as a primitive: the course writes `VStack` and
/// `HStack` on top of the engine's ``Stack``, while SwiftUI's own stacks have no body.
///
/// The engine evaluates such a view like any other custom view: its value is compared, its
/// body runs when the value changed, and its children are compared one by one. What it leaves
/// out is the trace of those runs: ``UpdateTrace/bodies`` has no line for it, because
/// `Self._printChanges()` cannot be called in a body SwiftUI does not have, and a learner who
/// predicts the lines must predict the ones Xcode shows.
///
/// Declared, not inferred: a view adopts it because it stands for a SwiftUI primitive, never
/// because of what its body looks like, so no view of a learner's own is ever hidden.
public protocol SwiftUIPrimitive: View {}
