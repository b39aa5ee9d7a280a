// check: A Double statement is rejected: ListBuilder has no buildExpression overload for it.
import Katas

@ListBuilder var prices: [String] {
  "Prices"
  12
  ["Milk", "Eggs"]
  4.99  // expected-error
}
