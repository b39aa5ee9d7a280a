/// A model that announces every change of its `@Published` properties to the views that hold it
/// in an `@ObservedObject`: the engine's own stand-in for Combine's `ObservableObject`, which
/// does not exist on Linux.
///
/// It keeps what makes the old model coarse, as in SwiftUI: a view that holds the object
/// depends on *all* of its `@Published` properties, whichever its body read, and on none of the
/// others. Compare `@Observable`, where a body depends only on the properties it read.
///
/// ```swift
/// final class Switches: ObservableObject {
///   @Published var isOn = false
///   var note = ""  // a change here runs no body
/// }
/// ```
public protocol ObservableObject: AnyObject {}

extension ObservableObject {
  /// Announces a change, as Combine's `objectWillChange`: `objectWillChange.send()` runs the
  /// body of every view holding this object, for a change the object makes outside its
  /// `@Published` properties.
  public var objectWillChange: ObjectWillChangePublisher {
    ObjectWillChangePublisher(object: self)
  }
}

/// What `objectWillChange` gives: a way to announce a change of the whole object.
public struct ObjectWillChangePublisher {
  let object: AnyObject

  /// Marks every view that holds the object to run its body in the next update.
  public func send() {
    for box in PublishedBox.boxes(of: object) { box.willChange() }
  }
}

/// A property of an ``ObservableObject`` whose every change runs the bodies of the views that
/// hold the object.
@propertyWrapper
public struct Published<Value> {
  let box: PublishedBox

  /// Creates the property with its first value.
  /// - Parameter wrappedValue: The first value.
  public init(wrappedValue: Value) {
    box = PublishedBox(value: wrappedValue)
  }

  /// The value; setting it announces the change first, as `@Published` does.
  public var wrappedValue: Value {
    get { box.value as! Value }
    nonmutating set {
      box.willChange()
      box.value = newValue
    }
  }
}

/// A view's reference to an ``ObservableObject``: the view depends on every `@Published`
/// property of the object, whichever its body reads.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
  /// The object.
  public var wrappedValue: ObjectType

  /// Holds an object.
  /// - Parameter wrappedValue: The object.
  public init(wrappedValue: ObjectType) {
    self.wrappedValue = wrappedValue
  }
}

/// An `@ObservedObject` found by `Mirror`.
protocol ObservedObjectProperty {
  var object: AnyObject { get }
}

extension ObservedObject: ObservedObjectProperty {
  var object: AnyObject { wrappedValue }
}

/// A `@Published` found by `Mirror`.
protocol PublishedProperty {
  var box: PublishedBox { get }
}

extension Published: PublishedProperty {}

/// The storage of one `@Published` property, and the views that hold its object.
final class PublishedBox {
  /// A view that holds the object, and the name of its `@ObservedObject` property.
  struct Observer {
    weak var node: Node?
    weak var tracker: DependencyTracker?
    let label: String
  }

  var value: Any
  private var observers: [ObjectIdentifier: Observer] = [:]

  init(value: Any) {
    self.value = value
  }

  /// The `@Published` storage of an object, found by reflection.
  static func boxes(of object: AnyObject) -> [PublishedBox] {
    Mirror(reflecting: object).children.compactMap { ($0.value as? any PublishedProperty)?.box }
  }

  func add(_ observer: Observer, for node: Node) {
    observers[ObjectIdentifier(node)] = observer
  }

  func remove(_ node: Node) {
    observers[ObjectIdentifier(node)] = nil
  }

  func willChange() {
    for observer in observers.values {
      guard let node = observer.node else { continue }
      observer.tracker?.invalidate(node, because: observer.label)
    }
  }
}
