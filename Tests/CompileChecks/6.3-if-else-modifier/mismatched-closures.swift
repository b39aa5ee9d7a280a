// check: Both closures of .if(_:then:else:) must return one type: blue text or dimmed is two.
import Katas
import ViewGraph

let counter = TapCounter().if(Bool.random()) {  // expected-error
  $0.foregroundStyle(.blue)
} else: {
  $0.opacity(0.3)
}
