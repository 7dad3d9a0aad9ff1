#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The description of a composed empty state: the metrics' description style, secondary.
  public struct EmptyStateDescription {
    let text: Text
    @Environment(\.emptyStateMetrics) private var metrics

    /// Creates a description looked up in the app's strings.
    ///
    /// - Parameter textKey: The description's localization key.
    public nonisolated init(_ textKey: LocalizedStringKey) {
      text = Text(textKey)
    }

    /// Creates a description from a localized resource.
    ///
    /// - Parameter textResource: The description's localized resource.
    @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, visionOS 1.0, *)
    @_disfavoredOverload
    public nonisolated init(_ textResource: LocalizedStringResource) {
      text = Text(textResource)
    }

    /// Creates a description shown as given.
    ///
    /// - Parameter text: The description, not localized.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ text: S) {
      self.text = Text(text)
    }

    /// The description.
    @ViewBuilder @MainActor public var body: some View {
      text
        .font(Font(metrics.descriptionTextStyle))
        .foregroundStyle(.secondary)
        .multilineTextAlignment(.center)
        .accessibilityIdentifier(EmptyStateIdentifier.description)
        .emptyStateContainerPart(.description)
    }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension EmptyStateDescription: View {}
#endif
