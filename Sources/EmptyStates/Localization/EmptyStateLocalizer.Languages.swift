import Foundation

extension EmptyStateLocalizer {
  /// Which of the package's localizations built-in strings may be drawn from.
  ///
  /// An app's own copy is only in the languages the app ships. Built-in strings that followed
  /// the device's language instead would mix languages on one screen — German presets beside
  /// English app copy — so in an app they follow the app's localization, as Apple's own system
  /// strings do: ``shipped(by:)`` with the main bundle is what the SwiftUI layer uses unless the
  /// app opts into ``all``. A server renders for each request's locale and keeps ``all``.
  public struct Languages: Hashable, Sendable {
    /// The localization identifiers allowed, canonical (`pt-BR`, `zh-Hans`); `nil` for all.
    let allowed: [String]?

    /// Every language the package is translated into.
    public static let all = Languages(allowed: nil)

    /// The languages a bundle ships (its `.lproj` folders, or the localizations of a String
    /// Catalog at its root), such as an app's main bundle: built-in strings use the
    /// closest of them to the locale, and the first of them (English when it ships English)
    /// when none is close. A bundle that declares no localization at all (no `.lproj` folder,
    /// as a command-line tool's) leaves the choice to the locale, as ``all`` does.
    ///
    /// - Parameter bundle: The bundle whose `.lproj` localizations count.
    /// - Returns: The bundle's languages.
    public static func shipped(by bundle: Bundle) -> Languages {
      let shipped = AppStrings(bundle: bundle).localizations
      return shipped.isEmpty ? .all : Languages(allowed: shipped)
    }

    /// Only the given languages, such as `["en", "fr"]`: built-in strings use the closest of
    /// them to the locale, and the first of them when none is close.
    ///
    /// - Parameter identifiers: Locale identifiers, in order of preference for the fallback.
    /// - Returns: Those languages.
    public static func only(_ identifiers: [String]) -> Languages {
      Languages(allowed: LocaleTag.canonicalLocalizations(identifiers))
    }
  }
}
