import ViewGraph

/// A guest at the door. Given: two guests may share a name, never an id.
public struct Guest: Identifiable, Hashable, Sendable {
  /// The guest's identity: stable and unique.
  public let id: Int
  /// The guest's name, which other guests may have too.
  public var name: String

  /// Creates a guest.
  /// - Parameters:
  ///   - id: The guest's identity: stable and unique.
  ///   - name: The guest's name, which other guests may have too.
  public init(id: Int, name: String) {
    self.id = id
    self.name = name
  }
}

/// One guest's row: a button with the name that checks the guest in. Given.
public struct GuestRow: View {
  /// The name shown.
  public let name: String
  /// Whether this guest has arrived; a checked-in row is dimmed.
  @State var isCheckedIn = false

  /// Creates a row, not checked in yet.
  /// - Parameter name: The name shown.
  public init(name: String) {
    self.name = name
  }

  /// A button labelled with the name that toggles `isCheckedIn`, dimmed when checked in.
  public var body: some View {
    Button(name) { isCheckedIn.toggle() }
      .opacity(isCheckedIn ? 0.5 : 1)
  }
}

/// The guest list: one ``GuestRow`` per guest, identified by the guest's id.
///
/// Names are not ids: `ForEach(guests.map(\.name), id: \.self)` gives two guests called Sam one
/// id, and ids must be unique. `Guest` is `Identifiable`, so `ForEach(guests)` identifies each
/// row by its guest's `id`.
public struct GuestList: View {
  /// The guests, in the order shown.
  public let guests: [Guest]

  /// Creates a list.
  /// - Parameter guests: The guests, in the order shown.
  public init(guests: [Guest]) {
    self.guests = guests
  }

  /// A `VStack` of one ``GuestRow`` per guest.
  public var body: some View {
    VStack {
      ForEach(guests) { guest in
        GuestRow(name: guest.name)
      }
    }
  }
}
