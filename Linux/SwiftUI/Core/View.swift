// The Linux stand-in for SwiftUI: declarations with Apple's signatures and isolation, no layout
// and no drawing. Views keep what they were given so tests can walk the tree a `body` produces
// (see Inspection/). Never built on Apple platforms.

@_exported import Foundation

/// A piece of user interface. (SwiftUI's `View`.)
@MainActor @preconcurrency public protocol View {
  /// The type of view this view's body produces.
  associatedtype Body: View
  /// The content of the view.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Never") }
}

/// Stops the process: a primitive view's or modifier's `body` is never evaluated.
func _primitive(_ name: String) -> Never {
  fatalError("\(name) is a primitive; its body is never evaluated")
}

/// Runs main-actor code from the inspection, which always runs on the main actor.
func _onMain<T>(_ body: @MainActor () -> T) -> T {
  nonisolated(unsafe) var result: [T] = []
  MainActor.assumeIsolated { result.append(body()) }
  return result[0]
}

/// A view the stand-in draws itself: the inspection walks its children instead of a body.
protocol _PrimitiveView {
  func _children(environment: EnvironmentValues) -> [_Child]
}

/// A child of a primitive view, with the environment it sees.
nonisolated struct _Child {
  var view: any View
  var environment: EnvironmentValues
}

/// A view with no content. (SwiftUI's `EmptyView`.)
nonisolated public struct EmptyView: View, _PrimitiveView {
  public typealias Body = Never
  public nonisolated init() {}
  public nonisolated var body: Never { _primitive("EmptyView") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A type-erased view. (SwiftUI's `AnyView`.)
nonisolated public struct AnyView: View, _PrimitiveView {
  public typealias Body = Never
  let storage: any View
  public nonisolated init<V>(_ view: V) where V: View { storage = view }
  public nonisolated init<V>(erasing view: V) where V: View { storage = view }
  public nonisolated var body: Never { _primitive("AnyView") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: storage, environment: environment)]
  }
}

/// A view made from a tuple of views. (SwiftUI's `TupleView`.)
nonisolated public struct TupleView<T>: View, _PrimitiveView {
  public typealias Body = Never
  public var value: T
  public nonisolated init(_ value: T) { self.value = value }
  public nonisolated var body: Never { _primitive("TupleView") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    Mirror(reflecting: value).children.compactMap { $0.value as? any View }.map {
      _Child(view: $0, environment: environment)
    }
  }
}

/// The view an `if`/`else` or `switch` in a view builder produces.
nonisolated public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  let storage: Storage
}

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

extension Optional: View, _PrimitiveView where Wrapped: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Optional") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

/// Views grouped without layout. (SwiftUI's `Group`.)
nonisolated public struct Group<Content> {
  let content: Content
  public nonisolated init(@ViewBuilder content: () -> Content) { self.content = content() }
}

extension Group: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Group") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: content, environment: environment)]
  }
}

/// Builds views from closures. (SwiftUI's `ViewBuilder`, in the classic SDK's shape.)
@resultBuilder nonisolated public struct ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content>(_ content: Content) -> Content where Content: View {
    content
  }
  public static func buildBlock<each Content>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > where repeat each Content: View {
    TupleView((repeat each content))
  }
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
  public static func buildLimitedAvailability<Content>(_ content: Content) -> AnyView
  where Content: View {
    AnyView(content)
  }
}

/// Xcode 27's name for ``ViewBuilder``.
public typealias ContentBuilder = ViewBuilder
