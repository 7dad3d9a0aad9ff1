#if APPLE_SDK_27
  /// A view that shows a root view and the views pushed over it. (SwiftUI's `NavigationStack`;
  /// developer.apple.com/documentation/swiftui/navigationstack (27 SDK): `nonisolated struct
  /// NavigationStack<Data, Root> where Root : View`.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public struct NavigationStack<Data, Root>: View, _PrimitiveView where Root: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The root view, for inspection.
    @_spi(Inspection) public let _root: Root
    /// The navigation state the stack was given, if any.
    @_spi(Inspection) public let _path: Binding<Data>?
  }
#else
  /// A view that shows a root view and the views pushed over it. (SwiftUI's `NavigationStack`;
  /// Apple's page developer.apple.com/documentation/swiftui/navigationstack, with the iOS 18
  /// SDK's isolation for a view type.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct NavigationStack<Data, Root>: View, _PrimitiveView where Root: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The root view, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _root: Root
    /// The navigation state the stack was given, if any.
    @_spi(Inspection) nonisolated(unsafe) public let _path: Binding<Data>?
  }
#endif

// The stand-in's primitive members.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack {
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("NavigationStack") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _root, environment: environment)]
  }
}

@available(*, unavailable)
extension NavigationStack: Sendable {}

// developer.apple.com/documentation/swiftui/navigationstack/init(root:) and
// .../init(path:root:): nonisolated in every generation.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack where Data == NavigationPath {
  /// Creates a navigation stack that manages its own navigation state.
  nonisolated public init(@ViewBuilder root: () -> Root) {
    _root = root()
    _path = nil
  }

  /// Creates a navigation stack with heterogeneous navigation state that you control.
  nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
    _root = root()
    _path = path
  }
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension NavigationStack
where
  Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
  Data.Element: Hashable
{
  /// Creates a navigation stack with homogeneous navigation state that you control.
  nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
    _root = root()
    _path = path
  }
}

/// A type-erased list of the data on a navigation stack. (SwiftUI's `NavigationPath`; Apple's
/// page developer.apple.com/documentation/swiftui/navigationpath. The stand-in leaves out its
/// `Codable` representation.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
public struct NavigationPath: Equatable {
  /// The elements, bottom first, for inspection.
  @_spi(Inspection) public private(set) var _elements: [AnyHashable]

  /// Creates a new, empty navigation path.
  public init() { _elements = [] }

  /// Creates a navigation path holding the elements of a sequence.
  public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
    _elements = elements.map { AnyHashable($0) }
  }

  /// The number of elements in the path.
  public var count: Int { _elements.count }

  /// Whether the path is empty.
  public var isEmpty: Bool { _elements.isEmpty }

  /// Appends a value to the end of the path.
  public mutating func append<V>(_ value: V) where V: Hashable {
    _elements.append(AnyHashable(value))
  }

  /// Removes values from the end of the path.
  public mutating func removeLast(_ k: Int = 1) {
    _elements.removeLast(k)
  }
}
