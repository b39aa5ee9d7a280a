// check: The memberwise initializer is internal: a plain `import Katas` cannot call it.
import Katas
import ViewGraph

let c = ClosureCompareView(leading: { Text("a") }, trailing: { Text("b") })  // expected-error
