// check: One view is rejected: CompareView takes exactly two.
import Katas
import ViewGraph

let comparison = CompareView {  // expected-error
  Text("before")
}
