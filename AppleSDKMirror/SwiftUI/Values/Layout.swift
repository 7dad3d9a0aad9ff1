// Alignment, edges, insets, sizes and appearance values: SwiftUICore, iPhoneOS18.0.sdk.

/// Horizontal alignment. (SwiftUI's `HorizontalAlignment`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment. (SwiftUI's `VerticalAlignment`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
  public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

/// Alignment in both axes. (SwiftUI's `Alignment`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
  public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
  public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
}

/// An edge of a rectangle. (SwiftUI's `Edge`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
  case top, leading, bottom, trailing

  /// A set of edges. (SwiftUI's `Edge.Set`: an `OptionSet`, `Sendable`, not `Hashable`.)
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ e: Edge) { rawValue = 1 << e.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets on each edge. (SwiftUI's `EdgeInsets`; SwiftUICore, iPhoneOS18.0.sdk: no default
/// arguments.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
  public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// The regions a view can extend into. (SwiftUI's `SafeAreaRegions`; SwiftUICore,
/// iPhoneOS18.0.sdk. Whether the SDK declares it `Sendable` is unconfirmed.)
@available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, visionOS 1.0, *)
public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The size of controls. (SwiftUI's `ControlSize`: from iOS 15, macOS 10.15, watchOS 9; on tvOS
/// as `View.controlSize(_:)` is, see Modifiers/AttributeModifier.swift.)
#if APPLE_SDK_18
  // SwiftUICore, iPhoneOS18.0.sdk: unavailable on tvOS.
  @available(iOS 15.0, macOS 10.15, watchOS 9.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
#elseif APPLE_SDK_26
  // The 26 SDKs: on tvOS, as the 27 SDK's page has it (tvOS builds with Xcode 26.3 use
  // `.controlSize(.small)`; see View.controlSize(_:)).
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
#else
  // developer.apple.com/documentation/swiftui/controlsize (27 SDK): tvOS 15.0.
  @available(iOS 15.0, macOS 10.15, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
#endif
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini
  case small
  case regular
  // developer.apple.com/documentation/swiftui/controlsize/large (27 SDK): macOS 11, tvOS 15.
  #if APPLE_SDK_18
    @available(iOS 15.0, macOS 11.0, watchOS 9.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
  #else
    @available(iOS 15.0, macOS 11.0, tvOS 15.0, watchOS 9.0, visionOS 1.0, *)
  #endif
  case large
  // developer.apple.com/documentation/swiftui/controlsize/extralarge (27 SDK): tvOS 17.0.
  #if APPLE_SDK_18
    @available(iOS 17.0, macOS 14.0, watchOS 10.0, visionOS 1.0, *)
    @available(tvOS, unavailable)
  #else
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  #endif
  case extraLarge

  public static var allCases: [ControlSize] { [.mini, .small, .regular, .large, .extraLarge] }
}

/// The size of text the user chose. (SwiftUI's `DynamicTypeSize`; SwiftUICore,
/// iPhoneOS18.0.sdk.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Light or dark appearance. (SwiftUI's `ColorScheme`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  case light, dark
}

/// The direction of the layout. (SwiftUI's `LayoutDirection`; SwiftUICore, iPhoneOS18.0.sdk.)
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
  case leftToRight, rightToLeft
}
