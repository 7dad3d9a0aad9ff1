#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The title of a composed empty state: bold, in the metrics' title style, and a heading for
  /// assistive technology at the level of the environment's ``EmptyStates/EmptyStateDefaults``.
  public struct EmptyStateTitle {
    let text: Text
    @Environment(\.emptyStateMetrics) private var metrics
    @Environment(\.emptyStateDefaults) private var defaults

    /// Creates a title looked up in the app's strings.
    ///
    /// - Parameter titleKey: The title's localization key.
    public nonisolated init(_ titleKey: LocalizedStringKey) {
      text = Text(titleKey)
    }

    /// Creates a title from a localized resource.
    ///
    /// - Parameter titleResource: The title's localized resource.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public nonisolated init(_ titleResource: LocalizedStringResource) {
      text = Text(titleResource)
    }

    /// Creates a title shown as given.
    ///
    /// - Parameter title: The title, not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
      text = Text(title)
    }

    /// The title.
    @ViewBuilder @MainActor public var body: some View {
      text
        .font(Font(metrics.titleTextStyle).bold())
        .multilineTextAlignment(.center)
        .emptyStateHeading(defaults.headingLevel)
        .accessibilityIdentifier(EmptyStateIdentifier.title)
        .emptyStateContainerPart(.label)
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateTitle: View {}
#endif
