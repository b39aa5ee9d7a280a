import ViewGraph

/// The seed's first screen: a `@ViewBuilder` function with `if`/`else` over the same type.
struct BuilderToggleScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      someView()
      Button("toggle") { condition.toggle() }
    }
  }

  @ViewBuilder
  func someView() -> some View {
    if condition {
      CounterView().foregroundStyle(.blue)
    } else {
      CounterView().foregroundStyle(.red)
    }
  }
}

/// The seed's first screen without `@ViewBuilder`: an `if` expression of one type.
struct PlainFunctionToggleScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      someView()
      Button("toggle") { condition.toggle() }
    }
  }

  func someView() -> some View {
    if condition {
      CounterView().foregroundStyle(.blue)
    } else {
      CounterView().foregroundStyle(.red)
    }
  }
}

/// The fix the seed recommends: a ternary inside the modifier's argument.
struct TernaryToggleScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      CounterView().foregroundStyle(condition ? .blue : .red)
      Button("toggle") { condition.toggle() }
    }
  }
}

/// The seed's `AnyView` screen: the two branches wrap different types.
struct ErasedToggleScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      someView()
      Button("toggle") { condition.toggle() }
    }
  }

  func someView() -> some View {
    if condition {
      TestErased(CounterView().foregroundStyle(.blue).background(.yellow))
    } else {
      TestErased(CounterView().foregroundStyle(.red))
    }
  }
}

/// The seed's `.if(_:then:else:)` screen: a non-builder extension, one type, one identity.
struct IfExtensionToggleScreen: View {
  @State var condition = true

  var body: some View {
    Stack {
      CounterView()
        .if(condition) { view in
          view.foregroundStyle(.blue)
        } else: { view in
          view.foregroundStyle(.red)
        }
      Button("toggle") { condition.toggle() }
    }
  }
}
