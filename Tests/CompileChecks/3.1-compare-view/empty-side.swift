// check: An EmptyView on one side compiles: it is still one of the two views.
import Katas
import ViewGraph

let comparison: CompareView<Text, EmptyView> = CompareView {
  Text("before")
  EmptyView()
}
