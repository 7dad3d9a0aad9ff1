/// Storage the stand-in keeps for a ``State``; mutations are seen by every copy.
final class _StateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A value a view owns. (SwiftUI's `State`, as a property wrapper.)
@propertyWrapper public struct State<Value>: DynamicProperty {
  let box: _StateBox<Value>
  public init(wrappedValue value: Value) { box = _StateBox(value) }
  public init(initialValue value: Value) { box = _StateBox(value) }
  public var wrappedValue: Value {
    get { box.value }
    nonmutating set { box.value = newValue }
  }
  public var projectedValue: Binding<Value> {
    let box = box
    return Binding(get: { box.value }, set: { box.value = $0 })
  }
}

extension State where Value: ExpressibleByNilLiteral {
  public init() { box = _StateBox(nil) }
}

/// A reference to a value owned elsewhere. (SwiftUI's `Binding`.)
///
/// The stand-in's `init(get:set:)` leaves out Apple's `@isolated(any)`: a synchronous getter
/// that carries an isolation cannot be called without `await` outside SwiftUI's runtime.
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  let getter: @Sendable () -> Value
  let setter: @Sendable (Value) -> Void

  @preconcurrency public init(
    get: @escaping @Sendable () -> Value, set: @escaping @Sendable (Value) -> Void
  ) {
    getter = get
    setter = set
  }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

  public static func constant(_ value: Value) -> Binding<Value> {
    let box = _StateBox(value)
    return Binding(get: { box.value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  {
    nonisolated(unsafe) let base = self
    nonisolated(unsafe) let keyPath = keyPath
    return Binding<Subject>(
      get: { base.wrappedValue[keyPath: keyPath] },
      set: { base.wrappedValue[keyPath: keyPath] = $0 })
  }
}

extension Binding: Sendable where Value: Sendable {}
