import ViewGraph

/// The seed's counter: a button whose label shows how often it was tapped.
struct CounterView: View {
  @State var counter = 0

  var body: some View {
    Button {
      counter += 1
    } label: {
      Text(counter.description)
    }
  }
}
