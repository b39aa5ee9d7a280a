/// Turns any view value into an ``Expansion``: primitives, structural views, custom views.
enum Expander {
  static func expand(_ view: any View, in scope: ContentScope?) -> Expansion {
    // Optional is checked first: a dynamic cast would otherwise look through `.some`.
    if let branching = view as? any BranchingView {
      return Expansion(kind: .branching) {
        let key = SlotKey.branch(branching.activeBranch)
        return [ChildView(key: key, view: branching.activeContent, scope: scope)]
      }
    }
    if let primitive = view as? any PrimitiveView {
      return primitive.expand(in: scope)
    }
    if let list = view as? any MultiChildView {
      return Expansion(kind: .multiChild) {
        list.children.enumerated().map { index, child in
          ChildView(key: .child(index), view: child, scope: scope)
        }
      }
    }
    if let erasing = view as? any TypeErasingView {
      return Expansion(kind: .erasing) {
        [ChildView(key: .erased, view: erasing.erasedContent, scope: scope)]
      }
    }
    return custom(view, in: scope)
  }

  private static func custom<V: View>(_ view: V, in scope: ContentScope?) -> Expansion {
    if V.Body.self == Never.self { return Expansion(kind: .opaque) }
    return Expansion(kind: .custom, stateOwner: (view, V.self)) {
      [ChildView(key: .body, view: view.body, scope: scope)]
    }
  }
}
