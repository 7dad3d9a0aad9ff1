#if canImport(SwiftUI)
  import EmptyStates
  import SwiftUI

  /// Every OS difference of the SwiftUI layer, in one place.
  ///
  /// - `ContentUnavailableView` (iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1): the
  ///   automatic style forwards to it there and draws the backport below.
  /// - The breathe symbol effect (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2); the pulse
  ///   effect (iOS 17 family); a hand-made opacity pulse below.
  /// - The Liquid Glass prominent button style (iOS 26, macOS 26, tvOS 26, watchOS 26; not
  ///   visionOS; built with the iOS 26 SDK); bordered prominent before (see
  ///   `EmptyStateActionButtonStyle`).
  /// - Swift 6.0 compatibility: public views declare their `View` conformance in extensions, as
  ///   SwiftUI's do, so they are nonisolated without Swift 6.1's `nonisolated struct`.
  enum PlatformSupport {
    /// The platform whose metrics the fallback uses.
    static var metricsPlatform: EmptyStateMetrics.Platform {
      #if os(macOS)
        .macOS
      #elseif os(tvOS)
        .tvOS
      #elseif os(watchOS)
        .watchOS
      #elseif os(visionOS)
        .visionOS
      #else
        .iOS
      #endif
    }
  }

  /// Which drawing the automatic style uses: the platform's choice, or one forced by tests and
  /// previews to show the backport on a new OS.
  enum EmptyStateRendering: Hashable, Sendable {
    /// `ContentUnavailableView` where the OS has it, the backport below.
    case automatic
    /// Always the backport.
    case fallback
  }

  private struct EmptyStateRenderingKey: EnvironmentKey {
    static let defaultValue = EmptyStateRendering.automatic
  }

  extension EnvironmentValues {
    /// Which drawing the automatic style uses.
    var emptyStateRendering: EmptyStateRendering {
      get { self[EmptyStateRenderingKey.self] }
      set { self[EmptyStateRenderingKey.self] = newValue }
    }
  }

  extension View {
    /// Draws the backport instead of `ContentUnavailableView`, whatever the OS: for previews
    /// and tests of the fallback on a new OS.
    func emptyStateRendering(_ rendering: EmptyStateRendering) -> some View {
      environment(\.emptyStateRendering, rendering)
    }
  }

  extension EmptyStateMetrics.Size {
    /// The size a SwiftUI control size asks for.
    init(_ controlSize: ControlSize) {
      switch controlSize {
      case .mini, .small: self = .compact
      case .large, .extraLarge: self = .spacious
      default: self = .regular
      }
    }
  }

  extension EnvironmentValues {
    /// The empty-state metrics for this platform, the environment's control size and text
    /// size: what every layout of the SwiftUI layer measures with.
    var emptyStateMetrics: EmptyStateMetrics {
      EmptyStateMetrics(
        platform: PlatformSupport.metricsPlatform, size: EmptyStateMetrics.Size(controlSize),
        textSize: EmptyStateMetrics.TextSize(dynamicTypeSize))
    }
  }

  extension EmptyStateMetrics.TextSize {
    /// The text size of a SwiftUI Dynamic Type size.
    init(_ size: DynamicTypeSize) {
      self =
        switch size {
        case .xSmall: .xSmall
        case .small: .small
        case .medium: .medium
        case .large: .large
        case .xLarge: .xLarge
        case .xxLarge: .xxLarge
        case .xxxLarge: .xxxLarge
        case .accessibility1: .accessibility1
        case .accessibility2: .accessibility2
        case .accessibility3: .accessibility3
        case .accessibility4: .accessibility4
        case .accessibility5: .accessibility5
        @unknown default: .large
        }
    }
  }

  extension Font {
    /// The SwiftUI font of a metrics text style.
    init(_ style: EmptyStateMetrics.TextStyle) {
      self = .system(Font.TextStyle(style))
    }
  }
#endif
