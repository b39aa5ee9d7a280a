import ViewGraph

/// The case learners meet first: an `if`/`else` written directly in `body`, next to a button.
///
/// `View.body` carries `@ViewBuilder`, so this body is a builder body: the `if`/`else` goes
/// through `buildEither`, and the two branches are two identities although both are one type.
struct BodyBranchScreen: View {
  @State var condition = true

  var body: some View {
    if condition {
      CounterView().foregroundStyle(.blue)
    } else {
      CounterView().foregroundStyle(.red)
    }
    Button("toggle") { condition.toggle() }
  }
}

/// A child view whose whole body is an `if`/`else` on a value its parent passes: two identities.
struct BranchingTint: View {
  let isBlue: Bool

  var body: some View {
    if isBlue {
      CounterView().foregroundStyle(.blue)
    } else {
      CounterView().foregroundStyle(.red)
    }
  }
}

/// The same `if`/`else` after an explicit `return`: no builder, an `if` expression of one type.
struct ReturnedIfTint: View {
  let isBlue: Bool

  var body: some View {
    return if isBlue {
      CounterView().foregroundStyle(.blue)
    } else {
      CounterView().foregroundStyle(.red)
    }
  }
}

/// A ternary between two whole views after an explicit `return`: one expression, one type.
struct ReturnedTernaryTint: View {
  let isBlue: Bool

  var body: some View {
    return isBlue ? CounterView().foregroundStyle(.blue) : CounterView().foregroundStyle(.red)
  }
}

/// The same ternary without `return`: the builder sees one expression, so still one identity.
struct TernaryTint: View {
  let isBlue: Bool

  var body: some View {
    isBlue ? CounterView().foregroundStyle(.blue) : CounterView().foregroundStyle(.red)
  }
}

/// A modifier whose body is an `if`/`else`: `ViewModifier.body(content:)` is a builder too.
struct BranchingTintModifier: ViewModifier {
  let isBlue: Bool

  func body(content: Content) -> some View {
    if isBlue {
      content.foregroundStyle(.blue)
    } else {
      content.foregroundStyle(.red)
    }
  }
}

/// The same modifier with an explicit `return`: an `if` expression, one identity.
struct ReturnedTintModifier: ViewModifier {
  let isBlue: Bool

  func body(content: Content) -> some View {
    return if isBlue {
      content.foregroundStyle(.blue)
    } else {
      content.foregroundStyle(.red)
    }
  }
}
