// check: Four views compile: they fill the grid's cells in reading order.
import Katas
import ViewGraph

let grid: QuadGrid<Text, Text, Color, Color> = QuadGrid {
  Text("1")
  Text("2")
  Color.red
  Color.blue
}
