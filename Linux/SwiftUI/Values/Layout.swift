/// Horizontal alignment. (SwiftUI's `HorizontalAlignment`.)
nonisolated public struct HorizontalAlignment: Equatable, Sendable {
  let name: String
  public static let leading = HorizontalAlignment(name: "leading")
  public static let center = HorizontalAlignment(name: "center")
  public static let trailing = HorizontalAlignment(name: "trailing")
}

/// Vertical alignment. (SwiftUI's `VerticalAlignment`.)
nonisolated public struct VerticalAlignment: Equatable, Sendable {
  let name: String
  public static let top = VerticalAlignment(name: "top")
  public static let center = VerticalAlignment(name: "center")
  public static let bottom = VerticalAlignment(name: "bottom")
  public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
}

/// Alignment in both axes. (SwiftUI's `Alignment`.)
nonisolated public struct Alignment: Equatable, Sendable {
  public var horizontal: HorizontalAlignment
  public var vertical: VerticalAlignment
  public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
    self.horizontal = horizontal
    self.vertical = vertical
  }
  public static let center = Alignment(horizontal: .center, vertical: .center)
  public static let top = Alignment(horizontal: .center, vertical: .top)
  public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
  public static let leading = Alignment(horizontal: .leading, vertical: .center)
  public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
  public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
  public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
}

/// An edge of a rectangle. (SwiftUI's `Edge`.)
public enum Edge: Int8, Hashable, Sendable, CaseIterable {
  case top, leading, bottom, trailing

  /// A set of edges. (SwiftUI's `Edge.Set`.)
  nonisolated public struct Set: OptionSet, Hashable, Sendable {
    public let rawValue: Int8
    public init(rawValue: Int8) { self.rawValue = rawValue }
    public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
    public static let top = Set(.top)
    public static let leading = Set(.leading)
    public static let bottom = Set(.bottom)
    public static let trailing = Set(.trailing)
    public static let all: Set = [.top, .leading, .bottom, .trailing]
    public static let horizontal: Set = [.leading, .trailing]
    public static let vertical: Set = [.top, .bottom]
  }
}

/// Insets on each edge. (SwiftUI's `EdgeInsets`.)
nonisolated public struct EdgeInsets: Equatable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat
  public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }
}

/// The regions a view can extend into. (SwiftUI's `SafeAreaRegions`.)
nonisolated public struct SafeAreaRegions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let container = SafeAreaRegions(rawValue: 1)
  public static let keyboard = SafeAreaRegions(rawValue: 2)
  public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The size of controls. (SwiftUI's `ControlSize`.)
public enum ControlSize: Hashable, Sendable, CaseIterable {
  case mini, small, regular, large, extraLarge
}

/// The size of text the user chose. (SwiftUI's `DynamicTypeSize`.)
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Light or dark appearance. (SwiftUI's `ColorScheme`.)
public enum ColorScheme: Hashable, Sendable, CaseIterable {
  case light, dark
}

/// The direction of the layout. (SwiftUI's `LayoutDirection`.)
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
  case leftToRight, rightToLeft
}
