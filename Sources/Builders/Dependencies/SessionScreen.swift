import ViewGraph

/// A signed-in session: who it is, and how often it has pinged the server.
public struct Session: Equatable, Sendable {
  /// The user's name, shown in the greeting.
  public var name: String
  /// How many pings the session has sent; it changes all the time.
  public var pings: Int

  /// Creates a session.
  /// - Parameters:
  ///   - name: The user's name.
  ///   - pings: The pings so far.
  public init(name: String, pings: Int = 0) {
    self.name = name
    self.pings = pings
  }
}

/// A greeting that takes the whole session although it shows only the name: every ping makes
/// its input new, so its body runs again with nothing new to show.
public struct SessionGreeting: View {
  let session: Session

  /// Creates the greeting.
  /// - Parameter session: The whole session.
  public init(session: Session) {
    self.session = session
  }

  /// `Hello, <name>`.
  public var body: some View {
    Text("Hello, \(session.name)")
  }
}

/// The contrast: the session screen built with ``SessionGreeting``, which takes the whole
/// session.
public struct WholeSessionScreen: View {
  @State var session = Session(name: "Ada")

  /// Creates the screen.
  public init() {}

  /// The greeting, the pings and a `ping` button.
  public var body: some View {
    VStack {
      SessionGreeting(session: session)
      Text("pings \(session.pings)")
      Button("ping") { session.pings += 1 }
    }
  }
}

/// A greeting that takes only what it shows: the name.
public struct Greeting: View {
  /// The name to greet; the greeting's only input.
  let name: String

  /// Creates the greeting.
  /// - Parameter name: The name to greet.
  public init(name: String) {
    self.name = name
  }

  /// `Hello, <name>`.
  public var body: some View {
    Text("Hello, \(name)")
  }
}

/// The session screen: a greeting that depends only on the name, the ping count, and buttons
/// that ping and rename.
public struct SessionScreen: View {
  @State var session = Session(name: "Ada")

  /// Creates the screen.
  public init() {}

  /// The greeting, the pings, and the `ping` and `rename` buttons.
  public var body: some View {
    VStack {
      Greeting(name: session.name)
      Text("pings \(session.pings)")
      Button("ping") { session.pings += 1 }
      Button("rename") { session.name = "Grace" }
    }
  }
}
