// check: a step whose input type is not the previous step's output type is rejected at its line
import Katas

@PipelineBuilder var shouted: Pipeline<String, String> {
  Pipeline("count") { (text: String) in text.count }
  Pipeline("shout") { (text: String) in text.uppercased() }  // expected-error
}
