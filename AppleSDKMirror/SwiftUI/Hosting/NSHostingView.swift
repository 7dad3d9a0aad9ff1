// SwiftUI's AppKit bridge: exists where the AppKit mirror does (the type-check's macOS builds).
#if canImport(AppKit)
  import AppKit

  /// An AppKit view that shows a SwiftUI view. (developer.apple.com/documentation/swiftui/
  /// nshostingview (27 SDK): `@MainActor @preconcurrency class NSHostingView<Content> where
  /// Content : View`; macOS 10.15 only.)
  @available(macOS 10.15, *)
  @available(iOS, unavailable)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @available(visionOS, unavailable)
  @MainActor @preconcurrency
  open class NSHostingView<Content>: NSView where Content: View {
    /// The SwiftUI view the view shows (…/nshostingview/rootview).
    public var rootView: Content

    /// A view showing `rootView` (…/nshostingview/init(rootview:): `required init(rootView:
    /// Content)`).
    public required init(rootView: Content) {
      self.rootView = rootView
      super.init(frame: .zero)
    }
    /// Not supported without a root view (…/nshostingview/init(coder:): `required dynamic
    /// init?(coder aDecoder: NSCoder)`).
    public required init?(coder aDecoder: NSCoder) {
      fatalError("init(coder:) needs a root view")
    }
  }
#endif
