// check: Two views compile: the first is the Leading side and the second the Trailing side.
import Katas
import ViewGraph

let comparison: CompareView<Text, Color> = CompareView {
  Text("before")
  Color.red
}
