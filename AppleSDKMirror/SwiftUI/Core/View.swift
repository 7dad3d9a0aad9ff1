// The Linux stand-in for SwiftUI: declarations with Apple's signatures and isolation, no layout
// and no drawing. Views keep what they were given so tests can walk the tree a `body` produces
// (see Inspection/). Never built on Apple platforms.
//
// View, the view builder and the views it builds: SwiftUICore, iPhoneOS18.0.sdk.

@_exported import Foundation

/// A piece of user interface. (SwiftUI's `View`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@_typeEraser(AnyView) @preconcurrency @MainActor
public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Never : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Never: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Never") }
}

/// Stops the process: a primitive view's or modifier's `body` is never evaluated.
func _primitive(_ name: String) -> Never {
  fatalError("\(name) is a primitive; its body is never evaluated")
}

/// Runs main-actor code from a nonisolated member the inspection calls, which always runs on the
/// main actor.
func _onMain<T>(_ body: @MainActor () -> T) -> T {
  nonisolated(unsafe) var result: [T] = []
  MainActor.assumeIsolated { result.append(body()) }
  return result[0]
}

/// A view the stand-in draws itself: the inspection walks its children instead of a body.
@MainActor protocol _PrimitiveView {
  func _children(environment: EnvironmentValues) -> [_Child]
}

/// A child of a primitive view, with the environment it sees.
nonisolated struct _Child {
  var view: any View
  var environment: EnvironmentValues
}

#if APPLE_SDK_27
  /// A view with no content. (SwiftUI's `EmptyView`;
  /// developer.apple.com/documentation/swiftui/emptyview (27 SDK): `@frozen nonisolated struct
  /// EmptyView`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    nonisolated public init() {}
  }
#else
  /// A view with no content. (SwiftUI's `EmptyView`; SwiftUICore, iPhoneOS18.0.sdk: a main-actor
  /// view with a nonisolated initializer.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct EmptyView: View, _PrimitiveView {
    public typealias Body = Never
    nonisolated public init() {}
  }
#endif

// The stand-in's primitive members. (`init()` stays in the declaration: in an extension it would
// clash with the synthesized one. It is `nonisolated` in the 18 SDK and on the 27 SDK's page.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension EmptyView {
  public nonisolated var body: Never { _primitive("EmptyView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension EmptyView : Sendable {}`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension EmptyView: Sendable {
}

#if APPLE_SDK_27
  /// A type-erased view. (SwiftUI's `AnyView`; developer.apple.com/documentation/swiftui/anyview
  /// (27 SDK): `@frozen nonisolated struct AnyView`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    let storage: any View
  }
#else
  /// A type-erased view. (SwiftUI's `AnyView`; SwiftUICore, iPhoneOS18.0.sdk.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct AnyView: View, _PrimitiveView {
    public typealias Body = Never
    nonisolated(unsafe) let storage: any View
  }
#endif

// SwiftUICore, iPhoneOS18.0.sdk, and .../anyview/init(_:), .../anyview/init(erasing:) (27 SDK):
// nonisolated in every generation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension AnyView {
  nonisolated public init<V>(_ view: V) where V: View { storage = view }
  nonisolated public init<V>(erasing view: V) where V: View { storage = view }
  public nonisolated var body: Never { _primitive("AnyView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: storage, environment: environment)]
  }
}

@available(*, unavailable)
extension AnyView: Sendable {
}

#if APPLE_SDK_27
  /// A view made from a tuple of views. (SwiftUI's `TupleView`;
  /// developer.apple.com/documentation/swiftui/tupleview (27 SDK): `@frozen nonisolated struct
  /// TupleView<T>`, `var value: T`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    public var value: T
  }
#else
  /// A view made from a tuple of views. (SwiftUI's `TupleView`; SwiftUICore, iPhoneOS18.0.sdk.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct TupleView<T>: View, _PrimitiveView {
    public typealias Body = Never
    // Main-actor isolated in the SDK; the stand-in's nonisolated initializer cannot set it then.
    nonisolated(unsafe) public var value: T
  }
#endif

// SwiftUICore, iPhoneOS18.0.sdk, and .../tupleview/init(_:) (27 SDK): `nonisolated init(_:)`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension TupleView {
  nonisolated public init(_ value: T) { self.value = value }
  public nonisolated var body: Never { _primitive("TupleView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any View }.map {
      _Child(view: $0, environment: environment)
    }
  }
}

@available(*, unavailable)
extension TupleView: Sendable {
}

/// The view an `if`/`else` or `switch` in a view builder produces. (SwiftUI's
/// `_ConditionalContent`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct _ConditionalContent<TrueContent, FalseContent> {
  /// Which branch was taken.
  public enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  public let storage: Storage
}

@available(*, unavailable)
extension _ConditionalContent: Sendable {
}

@available(*, unavailable)
extension _ConditionalContent.Storage: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension _ConditionalContent : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension _ConditionalContent: View, _PrimitiveView where TrueContent: View, FalseContent: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("_ConditionalContent") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    switch storage {
    case .trueContent(let view): [_Child(view: view, environment: environment)]
    case .falseContent(let view): [_Child(view: view, environment: environment)]
    }
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Optional : View where Wrapped : View`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Optional: View, _PrimitiveView where Wrapped: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Optional") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

/// Views grouped without layout. (SwiftUI's `Group`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Group<Content> {
  public typealias Body = Never
  let content: Content
}

@available(*, unavailable)
extension Group: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: `extension Group : View where Content : View`, init(content:).
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Group: View, _PrimitiveView where Content: View {
  nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public nonisolated var body: Never { _primitive("Group") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

/// Builds views from closures. (SwiftUI's `ViewBuilder`; SwiftUICore, iPhoneOS18.0.sdk.)
///
/// The same shape in every generation here. The 27 SDK's is not expressed: its pages
/// (developer.apple.com/documentation/swiftui/viewbuilder/buildblock() and the like) show
/// `buildBlock() -> EmptyContent` (`typealias EmptyContent = EmptyView`), `buildBlock(_:)` and
/// `buildEither` without a `View` constraint, and the 27 SDK adds a `buildBlock` of iOS 27 that
/// returns `TupleContent` ahead of the `TupleView` one; `ContentBuilder` is `typealias
/// ContentBuilder = ViewBuilder`.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@resultBuilder
public struct ViewBuilder {
  public static func buildExpression<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  @_disfavoredOverload
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }
}

@available(*, unavailable)
extension ViewBuilder: Sendable {
}

// SwiftUICore, iPhoneOS18.0.sdk: ViewBuilder.buildIf(_:), buildEither(first:), buildEither(second:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ViewBuilder {
  public static func buildIf<Content>(_ content: Content?) -> Content? where Content: View {
    content
  }
  public static func buildEither<TrueContent, FalseContent>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  {
    _ConditionalContent(storage: .trueContent(first))
  }
  public static func buildEither<TrueContent, FalseContent>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent> where TrueContent: View, FalseContent: View
  {
    _ConditionalContent(storage: .falseContent(second))
  }
}

// SwiftUICore, iPhoneOS18.0.sdk: ViewBuilder.buildLimitedAvailability(_:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ViewBuilder {
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}
