// check: Three views are rejected: CompareView takes exactly two.
import Katas
import ViewGraph

let comparison = CompareView {  // expected-error
  Text("before")
  Text("after")
  Text("extra")
}
