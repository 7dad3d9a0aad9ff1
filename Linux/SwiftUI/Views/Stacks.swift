/// A vertical stack. (SwiftUI's `VStack`.)
nonisolated public struct VStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public let _alignment: HorizontalAlignment
  public let _spacing: CGFloat?
  public let _content: Content
  public nonisolated init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public nonisolated var body: Never { _primitive("VStack") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

/// A horizontal stack. (SwiftUI's `HStack`.)
nonisolated public struct HStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public let _alignment: VerticalAlignment
  public let _spacing: CGFloat?
  public let _content: Content
  public nonisolated init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    _alignment = alignment
    _spacing = spacing
    _content = content()
  }
  public nonisolated var body: Never { _primitive("HStack") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

/// An overlapping stack. (SwiftUI's `ZStack`.)
nonisolated public struct ZStack<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public let _alignment: Alignment
  public let _content: Content
  public nonisolated init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    _alignment = alignment
    _content = content()
  }
  public nonisolated var body: Never { _primitive("ZStack") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

/// A stack that picks the first of its layouts that fits. (SwiftUI's `ViewThatFits`.)
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
nonisolated public struct ViewThatFits<Content>: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public let _content: Content
  public nonisolated init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    _content = content()
  }
  public nonisolated var body: Never { _primitive("ViewThatFits") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

/// The horizontal or vertical axis. (SwiftUI's `Axis`.)
public enum Axis: Int8, Hashable, Sendable, CaseIterable {
  case horizontal, vertical
  /// A set of axes.
  nonisolated public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public static let horizontal = Set(rawValue: 1)
    public static let vertical = Set(rawValue: 2)
  }
}

/// Flexible space. (SwiftUI's `Spacer`.)
nonisolated public struct Spacer: View, _PrimitiveView {
  public typealias Body = Never
  public var minLength: CGFloat?
  public init(minLength: CGFloat? = nil) { self.minLength = minLength }
  public nonisolated var body: Never { _primitive("Spacer") }
  func _children(environment: EnvironmentValues) -> [_Child] { [] }
}

/// A progress indicator. (SwiftUI's `ProgressView`.)
nonisolated public struct ProgressView<Label, CurrentValueLabel>: View, _PrimitiveView
where Label: View, CurrentValueLabel: View {
  public typealias Body = Never
  public let _label: Label?
  public let _fractionCompleted: Double?
  public nonisolated var body: Never { _primitive("ProgressView") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    _label.map { [_Child(view: $0, environment: environment)] } ?? []
  }
}

extension ProgressView where CurrentValueLabel == EmptyView {
  public nonisolated init() where Label == EmptyView {
    _label = nil
    _fractionCompleted = nil
  }
  public nonisolated init(@ViewBuilder label: () -> Label) {
    _label = label()
    _fractionCompleted = nil
  }
  public nonisolated init(_ titleKey: LocalizedStringKey) where Label == Text {
    _label = Text(titleKey)
    _fractionCompleted = nil
  }
  @_disfavoredOverload public nonisolated init<S>(_ title: S)
  where Label == Text, S: StringProtocol {
    _label = Text(title)
    _fractionCompleted = nil
  }
  @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
  @_disfavoredOverload
  public nonisolated init(_ titleResource: LocalizedStringResource) where Label == Text {
    _label = Text(titleResource)
    _fractionCompleted = nil
  }
  public nonisolated init<V>(value: V?, total: V = 1.0)
  where Label == EmptyView, V: BinaryFloatingPoint {
    _label = nil
    _fractionCompleted = value.map { Double($0 / total) }
  }
}

/// A list of views made from data. (SwiftUI's `ForEach`.)
nonisolated public struct ForEach<Data, ID, Content>
where Data: RandomAccessCollection, ID: Hashable {
  public var data: Data
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID
}

extension ForEach: View, _PrimitiveView where Content: View {
  public typealias Body = Never
  public nonisolated var body: Never { _primitive("ForEach") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    data.map { _Child(view: content($0), environment: environment) }
  }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
    self.data = data
    self.content = content
    id = { $0 }
  }
}

extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.data = data
    self.content = content
    id = { $0.id }
  }
}

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
