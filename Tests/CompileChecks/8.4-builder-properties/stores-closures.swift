// check: The seed's view stores its closures: `leading` is a `() -> Text` that body calls later.
import ViewGraph

@testable import Katas

let comparison = ClosureCompareView(leading: { Text("before") }, trailing: { Text("after") })
let leading: () -> Text = comparison.leading
