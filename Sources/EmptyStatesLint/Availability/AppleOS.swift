/// An Apple operating system that SwiftUI code can target, spelled as `@available` spells it.
enum AppleOS: String, CaseIterable, Hashable, Sendable {
  case iOS
  case macOS
  case tvOS
  case watchOS
  case visionOS
}

extension AppleOS {
  /// The system a platform name of `#available` or `@available` checks, and whether the name is
  /// an app extension's (`iOSApplicationExtension`): `OSX` is macOS. `nil` for any other name
  /// (`macCatalyst`, `Linux`).
  static func checked(byPlatformName name: String) -> (os: AppleOS, isExtension: Bool)? {
    let suffix = "ApplicationExtension"
    let isExtension = name.hasSuffix(suffix)
    let base = isExtension ? String(name.dropLast(suffix.count)) : name
    let os = base == "OSX" ? .macOS : AppleOS(rawValue: base)
    return os.map { ($0, isExtension) }
  }
}
