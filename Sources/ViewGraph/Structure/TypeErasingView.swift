/// A view that wraps another view whose type is known only at run time: a renderer sees the
/// wrapped view's dynamic type, and the identity survives only while that type stays the same.
///
/// A hand-written `AnyView` adopts this protocol. Wrapping a view of another type discards the
/// old hierarchy and its state and builds a new one.
public protocol TypeErasingView: View where Body == Never {
  /// The wrapped view; its dynamic type is part of its identity.
  var erasedContent: any View { get }
}
