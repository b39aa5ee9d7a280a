import Testing

/// A phone's status report that uses every kind of branch a result builder supports.
@StatusBuilder private func phoneStatus(
  battery: Int, charging: Bool, network: String?, mode: StatusBuilderTests.Mode
) -> [String] {
  "Phone"
  if charging {
    "Charging"
  }
  if let network {
    "Wi-Fi: \(network)"
  }
  if battery < 10 {
    "Battery critical"
  } else if battery < 30 {
    "Battery low"
  } else {
    "Battery OK"
  }
  switch mode {
  case .silent:
    "Silent"
  case .vibrate:
    "Vibrate"
  case .ring:
    "Ring"
    "Volume \(battery < 10 ? "low" : "normal")"
  }
}

/// A status with one `if`/`else` whose branches both hold two statements.
@StatusBuilder private func door(open: Bool) -> [String] {
  if open {
    "Door"
    "open"
  } else {
    "Door"
    "closed"
  }
}

// Branch shapes, recorded by BranchTraceBuilder. Each branch body is one letter.

@BranchTraceBuilder private func ifWithoutElse(_ condition: Bool) -> String {
  if condition {
    "A"
  }
}

@BranchTraceBuilder private func ifElse(_ condition: Bool) -> String {
  if condition {
    "A"
  } else {
    "B"
  }
}

@BranchTraceBuilder private func chainOfThree(_ n: Int) -> String {
  if n == 1 {
    "A"
  } else if n == 2 {
    "B"
  } else {
    "C"
  }
}

@BranchTraceBuilder private func chainOfFour(_ n: Int) -> String {
  if n == 1 {
    "A"
  } else if n == 2 {
    "B"
  } else if n == 3 {
    "C"
  } else {
    "D"
  }
}

@BranchTraceBuilder private func chainOfFive(_ n: Int) -> String {
  if n == 1 {
    "A"
  } else if n == 2 {
    "B"
  } else if n == 3 {
    "C"
  } else if n == 4 {
    "D"
  } else {
    "E"
  }
}

@BranchTraceBuilder private func switchOfThree(_ n: Int) -> String {
  switch n {
  case 1:
    "A"
  case 2:
    "B"
  default:
    "C"
  }
}

@BranchTraceBuilder private func explicitElseIf(_ n: Int) -> String {
  if n == 1 {
    "A"
  } else {
    if n == 2 {
      "B"
    } else {
      "C"
    }
  }
}

@BranchTraceBuilder private func chainWithoutFinalElse(_ n: Int) -> String {
  if n == 1 {
    "A"
  } else if n == 2 {
    "B"
  } else if n == 3 {
    "C"
  }
}

@Suite("1.3 buildOptional and buildEither")
struct StatusBuilderTests {
  /// The ring mode of the phone in `phoneStatus(battery:charging:network:mode:)`.
  enum Mode: Sendable {
    case silent, vibrate, ring
  }

  @Test(
    "An if without else adds its lines only when the condition holds",
    arguments: [
      (true, ["Phone", "Charging", "Battery OK", "Silent"]),
      (false, ["Phone", "Battery OK", "Silent"]),
    ])
  func ifWithoutElseIsOptional(charging: Bool, expected: [String]) {
    let status = phoneStatus(battery: 50, charging: charging, network: nil, mode: .silent)
    #expect(
      status == expected,
      """
      an if without else calls buildOptional with the block's lines when the condition holds, \
      and with nil when it does not: nil must add no lines
      """)
  }

  @Test("if let is an if without else whose condition unwraps a value")
  func ifLetIsOptional() {
    let online = phoneStatus(battery: 50, charging: false, network: "Home", mode: .silent)
    let offline = phoneStatus(battery: 50, charging: false, network: nil, mode: .silent)
    #expect(
      online == ["Phone", "Wi-Fi: Home", "Battery OK", "Silent"],
      "if let with a value runs its block, and buildOptional receives the block's lines")
    #expect(
      offline == ["Phone", "Battery OK", "Silent"],
      "if let with nil skips its block: buildOptional(nil) must contribute no lines")
  }

  @Test("if/else keeps exactly the lines of the branch that ran", arguments: [true, false])
  func ifElseKeepsOneBranch(open: Bool) {
    #expect(
      door(open: open) == ["Door", open ? "open" : "closed"],
      """
      each branch block is built by buildBlock, then passed to buildEither(first:) for the if \
      branch or buildEither(second:) for the else branch: return those lines unchanged
      """)
  }

  @Test(
    "An else-if chain keeps the first branch whose condition holds",
    arguments: [(5, "Battery critical"), (20, "Battery low"), (80, "Battery OK")])
  func elseIfChainPicksOneBranch(battery: Int, line: String) {
    let status = phoneStatus(battery: battery, charging: false, network: nil, mode: .vibrate)
    #expect(
      status == ["Phone", line, "Vibrate"],
      """
      an else-if chain is a tree of buildEither calls; whichever path the compiler chose, each \
      buildEither must pass the chosen branch's lines through
      """)
  }

  @Test(
    "A switch keeps the lines of the matching case",
    arguments: [
      (Mode.silent, ["Silent"]), (Mode.vibrate, ["Vibrate"]),
      (Mode.ring, ["Ring", "Volume normal"]),
    ])
  func switchPicksOneCase(mode: Mode, lines: [String]) {
    let status = phoneStatus(battery: 50, charging: false, network: nil, mode: mode)
    #expect(
      status == ["Phone", "Battery OK"] + lines,
      """
      a switch is built like an else-if chain, with buildEither(first:) and \
      buildEither(second:): the matching case's lines must come out unchanged
      """)
  }

  @Test("buildOptional turns nil into no lines and passes lines through")
  func buildOptionalDirectly() {
    #expect(
      StatusBuilder.buildOptional(nil) == [],
      "buildOptional(nil) is what a skipped if block produces: it must add no lines")
    #expect(
      StatusBuilder.buildOptional(["a", "b"]) == ["a", "b"],
      "buildOptional with a value is an if block that ran: keep its lines")
  }

  @Test(
    "An if without else is recorded as buildOptional",
    arguments: [
      (true, "some(A)"), (false, "none"),
    ])
  func traceOfIfWithoutElse(condition: Bool, trace: String) {
    #expect(
      ifWithoutElse(condition) == trace,
      """
      an if without else calls buildOptional(.some(block)) when it runs and buildOptional(nil) \
      otherwise: write some(A) or none
      """)
  }

  @Test(
    "if/else: the if branch is first, the else branch second",
    arguments: [
      (true, "first(A)"), (false, "second(B)"),
    ])
  func traceOfIfElse(condition: Bool, trace: String) {
    #expect(
      ifElse(condition) == trace,
      """
      with an else, the if branch goes to buildEither(first:) and the else branch to \
      buildEither(second:): write first(A) or second(B)
      """)
  }

  @Test(
    "An else-if chain of three branches nests to the left",
    arguments: [
      (1, "first(first(A))"), (2, "first(second(B))"), (3, "second(C)"),
    ])
  func traceOfThreeBranches(branch: Int, trace: String) {
    #expect(
      chainOfThree(branch) == trace,
      """
      three branches become Either<Either<A, B>, C>: A and B are paired first, and the third \
      branch is buildEither(second:) at the top
      """)
  }

  @Test(
    "An else-if chain of four branches is a balanced tree",
    arguments: [
      (1, "first(first(A))"), (2, "first(second(B))"), (3, "second(first(C))"),
      (4, "second(second(D))"),
    ])
  func traceOfFourBranches(branch: Int, trace: String) {
    #expect(
      chainOfFour(branch) == trace,
      """
      four branches become Either<Either<A, B>, Either<C, D>>: every branch is two buildEither \
      calls deep, not a chain that grows to the right
      """)
  }

  @Test(
    "An else-if chain of five branches: a balanced four, then the fifth",
    arguments: [
      (1, "first(first(first(A)))"), (2, "first(first(second(B)))"),
      (3, "first(second(first(C)))"), (4, "first(second(second(D)))"), (5, "second(E)"),
    ])
  func traceOfFiveBranches(branch: Int, trace: String) {
    #expect(
      chainOfFive(branch) == trace,
      """
      five branches become Either<Either<Either<A, B>, Either<C, D>>, E>: the first four form a \
      balanced tree and the fifth branch is buildEither(second:) at the top
      """)
  }

  @Test(
    "A switch has the same shape as an else-if chain",
    arguments: [
      (1, "first(first(A))"), (2, "first(second(B))"), (3, "second(C)"),
    ])
  func traceOfSwitch(value: Int, trace: String) {
    #expect(
      switchOfThree(value) == trace,
      """
      a switch with three cases is built like an else-if chain of three branches: \
      Either<Either<A, B>, C>, the default case at the top
      """)
  }

  @Test(
    "An explicit else { if ... } nests to the right",
    arguments: [
      (1, "first(A)"), (2, "second(first(B))"), (3, "second(second(C))"),
    ])
  func traceOfExplicitElseIf(branch: Int, trace: String) {
    #expect(
      explicitElseIf(branch) == trace,
      """
      an if/else written inside an else block is a separate statement, built inside the outer \
      else branch: Either<A, Either<B, C>>
      """)
  }

  @Test(
    "A chain with no final else is wrapped whole in buildOptional",
    arguments: [
      (1, "some(first(first(A)))"), (2, "some(first(second(B)))"), (3, "some(second(C))"),
      (4, "none"),
    ])
  func traceOfChainWithoutFinalElse(branch: Int, trace: String) {
    #expect(
      chainWithoutFinalElse(branch) == trace,
      """
      without a final else the chain may produce nothing, so the compiler builds the tree of \
      the existing branches and wraps it in one buildOptional: some(...) or none
      """)
  }
}
