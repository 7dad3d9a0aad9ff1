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
  ///   visionOS), compiled only with an SDK that has it — SwiftUI 7, the iOS 26 SDK's, whatever
  ///   the compiler — and bordered prominent before (see `EmptyStateActionButtonStyle`).
  /// - The borderless button style for links: tvOS has it from 17; plain before.
  /// - Control sizes (watchOS 9; on tvOS only with the 27 SDK): the regular size on watchOS 8 and
  ///   on tvOS when built with an older SDK.
  /// - Focus on tvOS: a focus scope whose first action prefers default focus (tvOS 14), or the
  ///   whole state `focusable()` (tvOS 15) when it has no action; nothing elsewhere (see
  ///   `EmptyStateFocusScope`).
  /// - Materials (watchOS 10): a quaternary fill behind a failed refresh's banner on watchOS 8
  ///   and 9.
  /// - Scroll geometry (iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2): the overlays follow
  ///   the pull of the list under them (see `EmptyStatePull`); before, they stay put.
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

  // Control sizes: watchOS 9 and later everywhere; on tvOS only with the 27 SDK (SwiftUI 8), which
  // has them from tvOS 15. (The 18 SDK has none on tvOS; the 26 SDK's are proven for Xcode 26.3
  // only, so a package built with an earlier Xcode 26 must not need them.)
  #if !os(tvOS) || canImport(SwiftUI, _version: 8.0)
    extension EmptyStateMetrics.Size {
      /// The size a SwiftUI control size asks for.
      @available(watchOS 9.0, *)
      init(_ controlSize: ControlSize) {
        switch controlSize {
        case .mini, .small: self = .compact
        case .large, .extraLarge: self = .spacious
        default: self = .regular
        }
      }
    }

    extension EnvironmentValues {
      /// The size the environment's control size asks for, unless it is regular.
      fileprivate var emptyStateControlSize: EmptyStateMetrics.Size? {
        if #available(watchOS 9.0, *), controlSize != .regular {
          return EmptyStateMetrics.Size(controlSize)
        }
        return nil
      }
    }

    extension View {
      /// Small controls, where the platform has control sizes.
      @ViewBuilder func emptyStateSmallControls() -> some View {
        if #available(watchOS 9.0, *) {
          controlSize(.small)
        } else {
          self
        }
      }
    }
  #else
    extension EnvironmentValues {
      /// No control size asks for a size where there are none.
      fileprivate var emptyStateControlSize: EmptyStateMetrics.Size? { nil }
    }

    extension View {
      /// The view as it is, where there are no control sizes.
      func emptyStateSmallControls() -> some View { self }
    }
  #endif

  extension EnvironmentValues {
    /// The empty-state metrics for this platform, the environment's control size and text
    /// size: what every layout of the SwiftUI layer measures with.
    var emptyStateMetrics: EmptyStateMetrics {
      emptyStateMetricsTable.metrics(emptyStateSize, EmptyStateMetrics.TextSize(dynamicTypeSize))
    }

    /// The size the automatic style fitted to its room, else the environment's defaults' size,
    /// unless a control size other than regular asks for another (where there are control
    /// sizes).
    private var emptyStateSize: EmptyStateMetrics.Size {
      emptyStateFittedSize ?? emptyStateControlSize ?? emptyStateDefaults.size
    }
  }

  extension View {
    /// The translucent panel behind a failed refresh's banner: the regular material, or a
    /// quaternary fill where there are no materials (watchOS 8 and 9). Over a list it lets
    /// drags through, as the state's other parts do (``EmptyStateHitTesting/Part/banner``).
    func emptyStateBannerBackground(in shape: some Shape) -> some View {
      background {
        Group {
          if #available(watchOS 10.0, *) {
            shape.fill(.regularMaterial)
          } else {
            shape.fill(.quaternary)
          }
        }
        .modifier(EmptyStatePartHitTesting(part: .banner))
      }
    }

    /// Calls `action` with how far the first scroll view in this view is pulled down
    /// (``EmptyStatePull``) whenever that changes, where the OS reports scroll geometry (iOS 18,
    /// macOS 15, tvOS 18, watchOS 11, visionOS 2); never before, where the overlays stay put.
    @ViewBuilder func emptyStateOnPullChange(_ action: @escaping (CGFloat) -> Void) -> some View {
      if #available(iOS 18.0, macOS 15.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
        onScrollGeometryChange(for: CGFloat.self, of: EmptyStatePull.offset(for:)) { _, pull in
          action(pull)
        }
      } else {
        self
      }
    }

    /// The borderless button style, where the platform has it; plain on tvOS 15 and 16.
    @ViewBuilder func emptyStateBorderlessButtonStyle() -> some View {
      if #available(tvOS 17.0, *) {
        buttonStyle(.borderless)
      } else {
        buttonStyle(.plain)
      }
    }

    /// The prominent button style: Liquid Glass where the OS and the SDK have it, bordered
    /// prominent elsewhere.
    @ViewBuilder func emptyStateProminentButtonStyle() -> some View {
      // `glassProminent` is in SwiftUI 7 (the iOS 26 SDK family), not on visionOS. Asking the
      // SDK, not the compiler: a Swift 6.2 compiler may build against an older SDK.
      #if canImport(SwiftUI, _version: 7.0) && !os(visionOS)
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *) {
          buttonStyle(.glassProminent)
        } else {
          buttonStyle(.borderedProminent)
        }
      #else
        buttonStyle(.borderedProminent)
      #endif
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
