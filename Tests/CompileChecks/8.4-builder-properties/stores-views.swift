// check: BuiltCompareView stores views, and its initializer takes a builder closure, not a view.
import ViewGraph

@testable import Katas

let comparison = BuiltCompareView(leading: { Text("before") }, trailing: { Text("after") })
let leading: Text = comparison.leading
let direct = BuiltCompareView(leading: Text("before"), trailing: Text("after"))  // expected-error
