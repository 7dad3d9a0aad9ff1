import Foundation

/// An app's own strings, read from a bundle the way `Bundle.localizedString(forKey:value:table:)`
/// would, but for any localization rather than only the process's preferred one: a server
/// renders each request in its own locale.
///
/// A table is read from `<table>.xcstrings` at the bundle's root when present (SwiftPM copies
/// String Catalogs there on Linux), otherwise from `<localization>.lproj/<table>.strings`, which
/// Xcode compiles String Catalogs into. Tables are read once per bundle and kept.
struct AppStrings: Sendable {
  /// The bundle's path, the cache key.
  let bundlePath: String
  /// The localizations the bundle ships, canonical (`pt-BR`).
  let localizations: [String]

  init(bundle: Bundle) {
    bundlePath = bundle.bundlePath
    localizations = Self.cache.localizations(of: bundle)
  }

  /// The translation of `key` in `table` for `localization`, or `nil` when the bundle has none.
  func value(for key: String, table: String?, localization: String) -> String? {
    Self.cache.table(table ?? "Localizable", localization: localization, bundlePath: bundlePath)[
      key]
  }

  private static let cache = Cache()

  /// Tables read so far, shared by every localizer: a view update must not read files again.
  private final class Cache: @unchecked Sendable {
    private let lock = NSLock()
    private var tables: [String: [String: String]] = [:]
    private var catalogs: [String: StringCatalog?] = [:]
    private var bundleLocalizations: [String: [String]] = [:]

    func localizations(of bundle: Bundle) -> [String] {
      lock.lock()
      defer { lock.unlock() }
      if let known = bundleLocalizations[bundle.bundlePath] { return known }
      // A String Catalog at the root names its localizations itself (no `.lproj` folders).
      let rooted = catalog("Localizable", bundlePath: bundle.bundlePath)?.localizations ?? []
      let found = LocaleTag.canonicalLocalizations(bundle.localizations + rooted)
      bundleLocalizations[bundle.bundlePath] = found
      return found
    }

    func table(_ name: String, localization: String, bundlePath: String) -> [String: String] {
      let key = bundlePath + "\u{0}" + name + "\u{0}" + localization
      lock.lock()
      defer { lock.unlock() }
      if let known = tables[key] { return known }
      let read = readTable(name, localization: localization, bundlePath: bundlePath)
      tables[key] = read
      return read
    }

    /// `<name>.xcstrings` at the bundle's root, parsed once; `nil` when there is none.
    private func catalog(_ name: String, bundlePath: String) -> StringCatalog? {
      let key = bundlePath + "\u{0}" + name
      if let known = catalogs[key] { return known }
      let url = URL(fileURLWithPath: bundlePath, isDirectory: true)
        .appendingPathComponent(name + ".xcstrings")
      let parsed = (try? Data(contentsOf: url)).flatMap { try? StringCatalog(json: $0) }
      catalogs[key] = .some(parsed)
      return parsed
    }

    private func readTable(_ name: String, localization: String, bundlePath: String)
      -> [String: String]
    {
      if let catalog = catalog(name, bundlePath: bundlePath) {
        return catalog.strings.compactMapValues { $0[localization] }
      }
      let bundle = URL(fileURLWithPath: bundlePath, isDirectory: true)
      for folder in Self.folderNames(for: localization) {
        let url = bundle.appendingPathComponent(folder + ".lproj")
          .appendingPathComponent(name + ".strings")
        guard let data = try? Data(contentsOf: url),
          let plist = try? PropertyListSerialization.propertyList(from: data, format: nil),
          let strings = plist as? [String: String]
        else { continue }
        return strings
      }
      return [:]
    }

    /// `.lproj` folders are named `pt-BR` by Xcode, sometimes `pt_BR`.
    private static func folderNames(for localization: String) -> [String] {
      let underscored = localization.replacingOccurrences(of: "-", with: "_")
      return underscored == localization ? [localization] : [localization, underscored]
    }
  }
}
