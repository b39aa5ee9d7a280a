import ViewGraph

// Views of the dependency scenarios (FACTS-DEPENDENCIES, scenarios 1, 2, 6 and 7).

/// Shows its count and a child whose input never changes (scenario 1).
struct CountingParent: View {
  @State var count = 0

  var body: some View {
    Stack {
      Text("count \(count)")
      FixedTitle(title: "fixed")
      Button("+1") { count += 1 }
    }
  }
}

struct FixedTitle: View {
  let title: String

  var body: some View {
    Text(title)
  }
}

/// Owns text it never reads and passes a binding on (scenario 2).
struct BindingOwner: View {
  @State var text = ""

  var body: some View {
    Stack {
      Text("form")
      Field(text: $text)
    }
  }
}

struct Field: View {
  @Binding var text: String

  var body: some View {
    Stack {
      Text("text \(text)")
      Button("type") { text += "a" }
    }
  }
}

/// Builds a row with a closure made in its body (scenario 6).
struct TapParent<RowView: View>: View {
  @State var taps = 0
  let row: (String, @escaping () -> Void) -> RowView

  var body: some View {
    Stack {
      Text("taps \(taps)")
      row("x") { taps += 1 }
      Button("parent") { taps += 1 }
    }
  }
}

/// A row that keeps the parent's closure and is not `Equatable`.
struct PlainRow: View {
  let label: String
  let onTap: () -> Void

  var body: some View {
    Button(label, action: onTap)
  }
}

/// The same row, `Equatable` by its label only.
struct ClosureRow: View, Equatable {
  let label: String
  let onTap: () -> Void

  var body: some View {
    Button(label, action: onTap)
  }

  /// Equal when the labels are: the action is left out, as it cannot be compared.
  static func == (lhs: ClosureRow, rhs: ClosureRow) -> Bool {
    lhs.label == rhs.label
  }
}

/// A POD view whose `==` looks only at parity (scenario 7).
struct Parity: View, Equatable {
  let number: Int

  var body: some View {
    Text(number.isMultiple(of: 2) ? "even" : "odd")
  }

  static func == (lhs: Parity, rhs: Parity) -> Bool {
    lhs.number.isMultiple(of: 2) == rhs.number.isMultiple(of: 2)
  }
}

/// A non-POD `Equatable` view whose `==` ignores its tag.
struct TaggedLabel: View, Equatable {
  let text: String
  let tag: Int

  var body: some View {
    Text(text)
  }

  static func == (lhs: TaggedLabel, rhs: TaggedLabel) -> Bool {
    lhs.text == rhs.text
  }
}

/// Holds a reference that a parent may swap for another object.
final class Token {}

struct TokenView: View {
  let token: Token

  var body: some View {
    Text("token")
  }
}

/// Makes its child anew in every body, and with it a new object for the child's state.
struct ModelParent: View {
  @State var bumps = 0

  var body: some View {
    Stack {
      Text("bumps \(bumps)")
      ModelChild()
      Button("bump") { bumps += 1 }
    }
  }
}

/// Holds only `@State var model = Token()`: SwiftUI's well-known cost of an object made there.
struct ModelChild: View {
  @State var model = Token()

  var body: some View {
    Text("model")
  }
}

/// Seeds its child's state from a value it changes, and has a second value the child ignores.
struct SeedingParent: View {
  @State var seed = 1
  @State var unread = 0

  var body: some View {
    Stack {
      Text("seed \(seed), unread \(unread)")
      SeededChild(seed: seed)
      Button("next") { seed += 1 }
      Button("other") { unread += 1 }
    }
  }
}

/// Seeds its state from an initializer's parameter and keeps nothing else.
struct SeededChild: View {
  @State var value: Int

  init(seed: Int) {
    _value = State(initialValue: seed)
  }

  var body: some View {
    Text("value \(value)")
  }
}
