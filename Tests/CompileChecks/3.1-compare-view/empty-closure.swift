// check: An empty closure is rejected: CompareView takes exactly two views, not none.
import Katas
import ViewGraph

let comparison = CompareView {  // expected-error
}
