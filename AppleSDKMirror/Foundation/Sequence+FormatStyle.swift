// Mirrors Foundation, iPhoneOS18.0.sdk (see URL.swift for what this stand-in is).

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Sequence {
  /// The sequence formatted by a style, such as a list. (Foundation's `Sequence.formatted(_:)`.)
  public func formatted<S: FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Self {
    style.format(self)
  }
}

@available(iOS 15.0, macOS 12.0, tvOS 15.0, watchOS 8.0, visionOS 1.0, *)
extension Sequence where Element == String {
  /// The strings joined as the current locale writes a list. (Foundation's
  /// `Sequence.formatted()`.)
  public func formatted() -> String {
    formatted(.list(type: .and))
  }
}
