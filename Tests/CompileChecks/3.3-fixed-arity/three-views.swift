// check: Three views are rejected: QuadGrid takes exactly four.
import Katas
import ViewGraph

let grid = QuadGrid {  // expected-error
  Text("1")
  Text("2")
  Text("3")
}
