/// The identity a namespace's ids are made from: one object per `Namespace` value.
final class _NamespaceIdentity: Sendable {}

/// A namespace tied to the view that holds it. (SwiftUI's `Namespace`: `@frozen
/// @propertyWrapper struct Namespace`, a `DynamicProperty`; SwiftUICore, iPhoneOS18.0.sdk, from
/// iOS 14, macOS 11, tvOS 14, watchOS 7.)
///
/// The stand-in gives each value its own id; SwiftUI keeps one per view identity.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
  let identity = _NamespaceIdentity()

  public init() {}

  public var wrappedValue: Namespace.ID { ID(identity: ObjectIdentifier(identity)) }

  /// A namespace's id. (SwiftUI's `Namespace.ID`: `@frozen struct ID : Hashable`, Sendable.)
  public struct ID: Hashable, Sendable {
    let identity: ObjectIdentifier
  }
}
