// check: A view plus an if without else compiles: the if is one view, an Optional side.
import Katas
import ViewGraph

let showsAfter = Bool.random()
let comparison: CompareView<Text, Text?> = CompareView {
  Text("before")
  if showsAfter {
    Text("after")
  }
}
