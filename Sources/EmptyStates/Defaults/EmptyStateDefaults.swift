import Foundation

/// What every empty state of an app or a site shares, set once instead of at every call site:
/// the states a screen shows, when progress appears, the title's heading level, the size, and
/// where the copy is looked up.
///
/// In SwiftUI, set it at the root with `emptyStateDefaults(_:)`, and override one field in a
/// subtree with `emptyStateDefaults { $0.size = .compact }`; the HTML and terminal renderers
/// take it in `init(defaults:)`:
///
/// ```swift
/// var defaults = EmptyStateDefaults(headingLevel: .h3, size: .compact, bundle: .module)
/// defaults.rules.empty = EmptyState("No Notes", systemImage: "doc.text")
/// let renderer = HTMLRenderer(defaults: defaults)
/// let html = renderer.render(
///   Presentation.resolve(notes, rules: defaults.rules),
///   localizer: defaults.localizer(for: Locale(identifier: "de")))
/// ```
public struct EmptyStateDefaults: Sendable {
  /// The empty states a screen shows when it is empty, matched nothing or failed.
  public var rules: PresentationRules
  /// When the progress indicator appears and how long it stays.
  public var progress: ProgressPolicy
  /// The heading level of every state's title.
  public var headingLevel: EmptyState.HeadingLevel
  /// How much room a state takes. In SwiftUI a control size other than `.regular` set closer to
  /// the state (`controlSize(.small)`) asks for its own size instead.
  public var size: EmptyStateMetrics.Size
  /// The languages built-in strings (presets, "Loading…") may use.
  public var languages: EmptyStateLocalizer.Languages
  /// Where the app's own copy (string literals given to ``EmptyState``) is looked up.
  public var bundle: Bundle

  /// Creates defaults; each one not given is the standard one.
  ///
  /// - Parameters:
  ///   - rules: The empty states a screen shows; the presets by default.
  ///   - progress: When progress appears and how long it stays; ``ProgressPolicy/standard`` by
  ///     default.
  ///   - headingLevel: The heading level of the titles; `.h2` by default.
  ///   - size: How much room a state takes; `.regular` by default.
  ///   - languages: The languages built-in strings may use; by default the ones `bundle` ships,
  ///     so presets never speak another language than the app's copy (a bundle that ships none,
  ///     as a server's or a command-line tool's, allows all).
  ///   - bundle: Where the app's own copy is looked up; the main bundle by default.
  public init(
    rules: PresentationRules = .standard,
    progress: ProgressPolicy = .standard,
    headingLevel: EmptyState.HeadingLevel = .h2,
    size: EmptyStateMetrics.Size = .regular,
    languages: EmptyStateLocalizer.Languages? = nil,
    bundle: Bundle = .main
  ) {
    self.rules = rules
    self.progress = progress
    self.headingLevel = headingLevel
    self.size = size
    self.languages = languages ?? .shipped(by: bundle)
    self.bundle = bundle
  }

  /// The standard defaults: the presets, the standard progress policy, `.h2` titles at the
  /// regular size, copy from the main bundle in the languages it ships.
  public static let standard = EmptyStateDefaults()

  /// A localizer for `locale` that looks up copy as these defaults say.
  ///
  /// - Parameter locale: The locale of the screen or the request.
  /// - Returns: The localizer, with ``languages`` and ``bundle``.
  public func localizer(for locale: Locale) -> EmptyStateLocalizer {
    localizer(localeIdentifier: locale.identifier)
  }

  /// A localizer for a locale identifier, such as a request's `de-AT`, that looks up copy as
  /// these defaults say.
  ///
  /// - Parameter localeIdentifier: A BCP 47 or ICU locale identifier.
  /// - Returns: The localizer, with ``languages`` and ``bundle``.
  public func localizer(localeIdentifier: String) -> EmptyStateLocalizer {
    EmptyStateLocalizer(localeIdentifier: localeIdentifier, languages: languages, bundle: bundle)
  }
}
