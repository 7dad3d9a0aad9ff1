// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

/// A style that joins a sequence's formatted members as the locale writes a list ("A, B and C").
/// (Foundation's `ListFormatStyle`.)
@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
public struct ListFormatStyle<Style: FormatStyle, Base: Sequence>: FormatStyle
where Base.Element == Style.FormatInput, Style.FormatOutput == String {
  /// How long the list's words are.
  public enum Width: Int, Codable, Sendable {
    case standard, short, narrow
  }

  /// Whether the list joins its members with "and" or "or".
  public enum ListType: Int, Codable, Sendable {
    case and, or
  }

  public var width: Width
  public var listType: ListType
  public var locale: Locale

  public init(memberStyle: Style) {
    width = .standard
    listType = .and
    locale = Locale(identifier: "")
  }

  public func format(_ value: Base) -> String { "" }

  public func locale(_ locale: Locale) -> ListFormatStyle<Style, Base> { self }

  public static func == (lhs: Self, rhs: Self) -> Bool { true }
  public func hash(into hasher: inout Hasher) {}
  public init(from decoder: any Decoder) throws {
    width = .standard
    listType = .and
    locale = Locale(identifier: "")
  }
  public func encode(to encoder: any Encoder) throws {}
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension ListFormatStyle: Sendable where Style: Sendable {}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension FormatStyle {
  public static func list<MemberStyle, Base>(
    memberStyle: MemberStyle, type: Self.ListType, width: Self.Width = .standard
  ) -> Self where Self == ListFormatStyle<MemberStyle, Base> {
    ListFormatStyle(memberStyle: memberStyle)
  }

  public static func list<Base>(type: Self.ListType, width: Self.Width = .standard) -> Self
  where Self == ListFormatStyle<StringStyle, Base> {
    ListFormatStyle(memberStyle: StringStyle())
  }
}
