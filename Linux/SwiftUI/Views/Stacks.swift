// Stacks, spacers, progress views and ForEach: SwiftUICore, iPhoneOS18.0.sdk (VStack, ZStack,
// Spacer, ForEach) and SwiftUI, iPhoneOS18.0.sdk (ProgressView); the rest from Apple's pages.

/// A vertical stack. (SwiftUI's `VStack`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct VStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  @_spi(Inspection) nonisolated public let _alignment: HorizontalAlignment
  @_spi(Inspection) nonisolated public let _spacing: CGFloat?
  @_spi(Inspection) nonisolated(unsafe) public let _content: Content
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

/// A horizontal stack. (SwiftUI's `HStack`, declared as `VStack` is in SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct HStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  @_spi(Inspection) nonisolated public let _alignment: VerticalAlignment
  @_spi(Inspection) nonisolated public let _spacing: CGFloat?
  @_spi(Inspection) nonisolated(unsafe) public let _content: Content
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

/// An overlapping stack. (SwiftUI's `ZStack`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ZStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  @_spi(Inspection) nonisolated public let _alignment: Alignment
  @_spi(Inspection) nonisolated(unsafe) public let _content: Content
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

/// A stack that picks the first of its layouts that fits. (SwiftUI's `ViewThatFits`; Apple's
/// page developer.apple.com/documentation/swiftui/viewthatfits, with the iOS 18 SDK's isolation
/// for a view type.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ViewThatFits<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  @_spi(Inspection) nonisolated(unsafe) public let _content: Content
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

/// Flexible space. (SwiftUI's `Spacer`; SwiftUICore, iPhoneOS18.0.sdk: a main-actor view whose
/// initializer is main-actor too.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct Spacer: View, _PrimitiveView {
  public typealias Body = Never
  public var minLength: CGFloat?
  @MainActor @preconcurrency public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public nonisolated var body: Never { _primitive("Spacer") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A progress indicator. (SwiftUI's `ProgressView`; SwiftUI, iPhoneOS18.0.sdk.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
@MainActor @preconcurrency
public struct ProgressView<Label, CurrentValueLabel>: View, _PrimitiveView
where Label: View, CurrentValueLabel: View {
  public typealias Body = Never
  @_spi(Inspection) nonisolated(unsafe) public let _label: Label?
  @_spi(Inspection) nonisolated public let _fractionCompleted: Double?
  public nonisolated var body: Never { _primitive("ProgressView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    _label.map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

@available(*, unavailable)
extension ProgressView: Sendable {}

// SwiftUI, iPhoneOS18.0.sdk: ProgressView.init(), init(label:), init(_:) with a key or a
// string, in `extension ProgressView where CurrentValueLabel == EmptyView`.
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

#if !STANDIN_IOS18_SDK
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
