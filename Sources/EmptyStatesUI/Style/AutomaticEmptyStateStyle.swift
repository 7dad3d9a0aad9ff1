#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// The native look: SwiftUI's `ContentUnavailableView` on iOS 17, macOS 14, tvOS 17,
  /// watchOS 10, visionOS 1 and later; below them, a backport laid out with the same metrics.
  /// Centred in the space it is given; sized from that space under
  /// `emptyStateSizesToFit()`.
  public struct AutomaticEmptyStateStyle {
    /// Creates the automatic style.
    public nonisolated init() {}

    /// Makes the native view, or its backport.
    ///
    /// - Parameter configuration: The state's parts.
    /// - Returns: The empty state, centred.
    @ViewBuilder @MainActor public func makeBody(configuration: Configuration) -> some View {
      AutomaticEmptyStateBody(configuration: configuration)
    }
  }

  struct AutomaticEmptyStateBody: View {
    let configuration: EmptyStateStyleConfiguration
    @Environment(\.emptyStateRendering) private var rendering
    @Environment(\.emptyStateSizesToFit) private var sizesToFit
    @State private var fitted: EmptyStateMetrics.Size?

    /// The native look, or its backport, of `configuration`.
    init(configuration: EmptyStateStyleConfiguration) {
      // Written out: with Xcode 27's `@State` macro, a type whose `@State` starts with a value
      // gets no memberwise initializer.
      self.configuration = configuration
    }

    var body: some View {
      let size = sizesToFit ? fitted : nil
      Group {
        switch configuration.source {
        case .container:
          configuration.content
        case .view(let isEnvironmentSearch):
          if Self.drawsNative(rendering: rendering, size: size),
            #available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
          {
            NativeEmptyState(configuration: configuration, isEnvironmentSearch: isEnvironmentSearch)
          } else {
            configuration.content
          }
        }
      }
      .environment(\.emptyStateFittedSize, size)
      .frame(maxWidth: .infinity, maxHeight: .infinity)
      .background {
        if sizesToFit {
          EmptyStateSizeReader(
            thresholds: EmptyStateMetrics.SizeThresholds(platform: PlatformSupport.metricsPlatform),
            fitted: $fitted)
        }
      }
    }

    /// Whether the native view draws the state, where the OS has it: when the platform's
    /// drawing is asked for and the state takes the regular size, since
    /// `ContentUnavailableView` has that one only; another size takes the backport's layout.
    nonisolated static func drawsNative(
      rendering: EmptyStateRendering, size: EmptyStateMetrics.Size?
    ) -> Bool {
      rendering == .automatic && (size ?? .regular) == .regular
    }
  }

  /// `ContentUnavailableView` with the parts, our identifiers on them, and the defaults' heading
  /// level on the title (the native view makes it a heading, of no level).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  struct NativeEmptyState: View {
    let configuration: EmptyStateStyleConfiguration
    let isEnvironmentSearch: Bool
    @Environment(\.emptyStateDefaults) private var defaults

    var body: some View {
      if isEnvironmentSearch {
        ContentUnavailableView.search
      } else {
        ContentUnavailableView {
          configuration.label.accessibilityIdentifier(EmptyStateIdentifier.title)
            .accessibilityHeading(AccessibilityHeadingLevel(defaults.headingLevel))
        } description: {
          configuration.description.accessibilityIdentifier(EmptyStateIdentifier.description)
        } actions: {
          configuration.actions
        }
      }
    }
  }

  extension EmptyStateStyle where Self == AutomaticEmptyStateStyle {
    /// The native look, with a backport below iOS 17 and macOS 14.
    public nonisolated static var automatic: AutomaticEmptyStateStyle { AutomaticEmptyStateStyle() }
  }

  // The conformances are declared in extensions, as SwiftUI declares its own views', so the
  // types stay nonisolated under Swift 6.0 (no `nonisolated struct`, which needs 6.1).
  extension AutomaticEmptyStateStyle: EmptyStateStyle {}
#endif
