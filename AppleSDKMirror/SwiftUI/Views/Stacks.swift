// Stacks, spacers, progress views and ForEach: SwiftUICore, iPhoneOS18.0.sdk (VStack, ZStack,
// Spacer, ForEach) and SwiftUI, iPhoneOS18.0.sdk (ProgressView); the rest from Apple's pages.

#if APPLE_SDK_27
  /// A vertical stack. (SwiftUI's `VStack`; developer.apple.com/documentation/swiftui/vstack (27
  /// SDK): `@frozen nonisolated struct VStack<Content> where Content : View`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct VStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) public let _alignment: HorizontalAlignment
    @_spi(Inspection) public let _spacing: CGFloat?
    @_spi(Inspection) public let _content: Content
  }

  /// A horizontal stack. (SwiftUI's `HStack`; developer.apple.com/documentation/swiftui/hstack
  /// (27 SDK): `@frozen nonisolated struct HStack<Content> where Content : View`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct HStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) public let _alignment: VerticalAlignment
    @_spi(Inspection) public let _spacing: CGFloat?
    @_spi(Inspection) public let _content: Content
  }

  /// An overlapping stack. (SwiftUI's `ZStack`; developer.apple.com/documentation/swiftui/zstack
  /// (27 SDK): `@frozen nonisolated struct ZStack<Content> where Content : View`.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct ZStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) public let _alignment: Alignment
    @_spi(Inspection) public let _content: Content
  }
#else
  /// A vertical stack. (SwiftUI's `VStack`; SwiftUICore, iPhoneOS18.0.sdk: a main-actor view.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct VStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated public let _alignment: HorizontalAlignment
    @_spi(Inspection) nonisolated public let _spacing: CGFloat?
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
  }

  /// A horizontal stack. (SwiftUI's `HStack`, declared as `VStack` is in SwiftUICore,
  /// iPhoneOS18.0.sdk.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct HStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated public let _alignment: VerticalAlignment
    @_spi(Inspection) nonisolated public let _spacing: CGFloat?
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
  }

  /// An overlapping stack. (SwiftUI's `ZStack`; SwiftUICore, iPhoneOS18.0.sdk: a main-actor
  /// view.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct ZStack<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated public let _alignment: Alignment
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
  }
#endif

// SwiftUICore, iPhoneOS18.0.sdk, and .../vstack/init(alignment:spacing:content:),
// .../hstack/..., .../zstack/init(alignment:content:) (27 SDK): nonisolated initializers.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension VStack {
  nonisolated public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public nonisolated var body: Never { _primitive("VStack") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension HStack {
  nonisolated public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public nonisolated var body: Never { _primitive("HStack") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ZStack {
  nonisolated public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    _alignment = alignment
    _content = content()
  }
  public nonisolated var body: Never { _primitive("ZStack") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(*, unavailable)
extension VStack: Sendable {}
@available(*, unavailable)
extension HStack: Sendable {}
@available(*, unavailable)
extension ZStack: Sendable {}

#if APPLE_SDK_27
  /// A stack that picks the first of its layouts that fits. (SwiftUI's `ViewThatFits`;
  /// developer.apple.com/documentation/swiftui/viewthatfits (27 SDK): `@frozen nonisolated
  /// struct ViewThatFits<Content> where Content : View`.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  nonisolated public struct ViewThatFits<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) public let _content: Content
  }
#else
  /// A stack that picks the first of its layouts that fits. (SwiftUI's `ViewThatFits`; Apple's
  /// page developer.apple.com/documentation/swiftui/viewthatfits, with the iOS 18 SDK's
  /// isolation for a view type.)
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct ViewThatFits<Content>: View, _PrimitiveView where Content: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
  }
#endif

// developer.apple.com/documentation/swiftui/viewthatfits/init(in:content:): nonisolated.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
extension ViewThatFits {
  nonisolated public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    _content = content()
  }
  public nonisolated var body: Never { _primitive("ViewThatFits") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(*, unavailable)
extension ViewThatFits: Sendable {}

/// The horizontal or vertical axis. (SwiftUI's `Axis`; Apple's page
/// developer.apple.com/documentation/swiftui/axis.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
  /// A set of axes.
  public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

#if APPLE_SDK_27
  /// Flexible space. (SwiftUI's `Spacer`; developer.apple.com/documentation/swiftui/spacer (27
  /// SDK): `@frozen struct Spacer` and `init(minLength:)` with no isolation: a view by an
  /// extension, so not a main-actor type.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  public struct Spacer {
    public var minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  }
#else
  /// Flexible space. (SwiftUI's `Spacer`; SwiftUICore, iPhoneOS18.0.sdk: a main-actor view whose
  /// initializer is main-actor too.)
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct Spacer {
    public var minLength: CGFloat?
    @MainActor @preconcurrency public init(minLength: CGFloat? = nil) {
      self.minLength = minLength
    }
  }
#endif

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension Spacer: View, _PrimitiveView {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("Spacer") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

#if APPLE_SDK_27
  /// A progress indicator. (SwiftUI's `ProgressView`; developer.apple.com/documentation/swiftui/
  /// progressview (27 SDK): `nonisolated struct ProgressView<Label, CurrentValueLabel>`.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  nonisolated public struct ProgressView<Label, CurrentValueLabel>: View, _PrimitiveView
  where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    @_spi(Inspection) public let _label: Label?
    @_spi(Inspection) public let _fractionCompleted: Double?
  }
#else
  /// A progress indicator. (SwiftUI's `ProgressView`; SwiftUI, iPhoneOS18.0.sdk: a main-actor
  /// view.)
  @available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct ProgressView<Label, CurrentValueLabel>: View, _PrimitiveView
  where Label: View, CurrentValueLabel: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated(unsafe) public let _label: Label?
    @_spi(Inspection) nonisolated public let _fractionCompleted: Double?
  }
#endif

@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
  public nonisolated var body: Never { _primitive("ProgressView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    _label.map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

// SwiftUI, iPhoneOS18.0.sdk, and .../progressview/init() (27 SDK): nonisolated
// ProgressView.init(), init(label:), init(_:) with a key or a string, in `extension ProgressView
// where CurrentValueLabel == EmptyView`.
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView where CurrentValueLabel == EmptyView {
  nonisolated public init() where Label == EmptyView {
    _label = nil
    _fractionCompleted = nil
  }
  nonisolated public init(@ViewBuilder label: () -> Label) {
    _label = label()
    _fractionCompleted = nil
  }
  nonisolated public init(_ titleKey: LocalizedStringKey) where Label == Text {
    _label = Text(titleKey)
    _fractionCompleted = nil
  }
  @_disfavoredOverload nonisolated public init<S>(_ title: S)
  where Label == Text, S: StringProtocol {
    _label = Text(title)
    _fractionCompleted = nil
  }
}

#if !APPLE_SDK_18
  // Not in the iOS 18 SDK: an iOS 26 SDK addition, back-deployed to iOS 16 (Apple's page
  // developer.apple.com/documentation/swiftui/progressview/init(_:), LocalizedStringResource).
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  extension ProgressView where CurrentValueLabel == EmptyView {
    @_disfavoredOverload
    nonisolated public init(_ titleResource: LocalizedStringResource) where Label == Text {
      _label = Text(titleResource)
      _fractionCompleted = nil
    }
  }
#endif

// SwiftUI, iPhoneOS18.0.sdk: ProgressView.init(value:total:)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
extension ProgressView {
  nonisolated public init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, CurrentValueLabel == EmptyView, V: BinaryFloatingPoint {
    _label = nil
    _fractionCompleted = value.map { Double($0 / total) }
  }
}

/// A list of views made from data. (SwiftUI's `ForEach`; SwiftUICore, iPhoneOS18.0.sdk: no
/// isolation of its own, a view by an extension.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

@available(*, unavailable)
extension ForEach: Sendable {}

@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("ForEach") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    data.map { _Child(view: content($0), environment: environment) }
  }
}

// developer.apple.com/documentation/swiftui/foreach/init(_:content:), over a constant range.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    id = { $0 }
  }
}

// developer.apple.com/documentation/swiftui/foreach/init(_:content:), identifiable data.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    id = { $0.id }
  }
}

// developer.apple.com/documentation/swiftui/foreach/init(_:id:content:)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension ForEach where Content: View {
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    nonisolated(unsafe) let keyPath = id
    self.id = { $0[keyPath: keyPath] }
  }
}
