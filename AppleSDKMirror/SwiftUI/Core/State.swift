// State and bindings: SwiftUICore, iPhoneOS18.0.sdk; and the 27 SDK's `@State` macro.

/// Storage the stand-in keeps for a ``State``; mutations are seen by every copy.
final class _StateBox<Value>: @unchecked Sendable {
  var value: Value
  init(_ value: Value) { self.value = value }
}

/// A value a view owns. (SwiftUI's `State`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper
public struct State<Value>: DynamicProperty {
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

#if APPLE_SDK_27
  // developer.apple.com/documentation/swiftui/state() and …/state(initialvalue:) (27 SDK):
  // "When you build with Xcode 26 or earlier, the system uses the State property wrapper
  // instead"; with Xcode 27 `@State` is this macro, whose implementation is
  // `SwiftUIMacros.StateMacro` (github.com/akalikbergenov/cyclop/pull/124 quotes the compiler:
  // "external macro implementation type 'SwiftUIMacros.StateMacro' could not be found for macro
  // 'State()'"). The emulation's plugin is AppleSDKMirror/SwiftUIMacros, built and loaded by
  // Scripts/typecheck-apple-platforms. The `State` page still declares the property wrapper;
  // where both are visible, `@State` names the macro.
  /// Creates a property that can read and write a value managed by SwiftUI. (SwiftUI's
  /// `State()` macro, 27 SDK.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
  public macro State() = #externalMacro(module: "SwiftUIMacros", type: "StateMacro")

  /// Creates a property with an initial value that can read and write a value managed by
  /// SwiftUI. (SwiftUI's `State(initialValue:)` macro, 27 SDK.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @attached(accessor, names: named(init), named(get), named(set))
  @attached(peer, names: prefixed(`_`), prefixed(__), prefixed(`$`))
  public macro State<Value>(initialValue: Value) =
    #externalMacro(module: "SwiftUIMacros", type: "StateMacro")
#endif

// SwiftUICore, iPhoneOS18.0.sdk: `extension State : Sendable where Value : Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State: Sendable where Value: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: State.init() where Value : ExpressibleByNilLiteral
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension State where Value: ExpressibleByNilLiteral {
  public init() { box = _StateBox(nil) }
}

/// A reference to a value owned elsewhere. (SwiftUI's `Binding`; SwiftUICore, iPhoneOS18.0.sdk.)
///
/// The SDK's `init(get:set:)` takes `@isolated(any)` closures. SwiftUI calls them on their actor;
/// the stand-in calls them synchronously, as the inspection runs on the main actor, where every
/// binding the tests make is isolated, if at all.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
  let getter: @Sendable () -> Value
  let setter: @Sendable (Value) -> Void

  @preconcurrency public init(
    @_inheritActorContext get: @escaping @isolated(any) @Sendable () -> Value,
    @_inheritActorContext set: @escaping @isolated(any) @Sendable (Value) -> Void
  ) {
    getter = unsafeBitCast(get, to: (@Sendable () -> Value).self)
    setter = unsafeBitCast(set, to: (@Sendable (Value) -> Void).self)
  }

  public static func constant(_ value: Value) -> Binding<Value> {
    let box = _StateBox(value)
    return Binding(get: { box.value }, set: { _ in })
  }

  public var wrappedValue: Value {
    get { getter() }
    nonmutating set { setter(newValue) }
  }

  public var projectedValue: Binding<Value> { self }

  public init(projectedValue: Binding<Value>) { self = projectedValue }

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

// SwiftUICore, iPhoneOS18.0.sdk: `extension Binding : @unchecked Sendable where Value : Sendable`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: @unchecked Sendable where Value: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Binding : DynamicProperty`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Binding: DynamicProperty {
}
