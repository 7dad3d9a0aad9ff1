// SwiftUI's UIKit bridge. The SDK's SwiftUI imports UIKit (SwiftUI.swiftinterface,
// iPhoneOS18.0.sdk: `import UIKit`, not re-exported), so this file exists where the UIKit mirror
// does: the type-check's iOS, tvOS and visionOS builds (not on watchOS, which has no
// UIViewController, nor on Linux).
#if canImport(UIKit) && !os(watchOS)
  import UIKit

  /// A UIKit view controller that shows a SwiftUI view. (developer.apple.com/documentation/
  /// swiftui/uihostingcontroller (27 SDK): `@MainActor @preconcurrency class
  /// UIHostingController<Content> where Content : View`; iOS 13.0, Mac Catalyst 13.0, tvOS 13.0,
  /// visionOS 1.0; not macOS or watchOS.)
  @available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
  @available(macOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  open class UIHostingController<Content>: UIViewController where Content: View {
    /// The SwiftUI view the controller shows (…/uihostingcontroller/rootview).
    public var rootView: Content

    /// A controller showing `rootView` (…/uihostingcontroller/init(rootview:)).
    public init(rootView: Content) {
      self.rootView = rootView
      super.init(nibName: nil, bundle: nil)
    }
    /// A controller from an archive, showing `rootView` (…/init(coder:rootview:)).
    public init?(coder aDecoder: NSCoder, rootView: Content) {
      self.rootView = rootView
      super.init(coder: aDecoder)
    }
    /// Not supported without a root view (…/init(coder:)).
    public required init?(coder aDecoder: NSCoder) {
      fatalError("init(coder:) needs a root view: use init(coder:rootView:)")
    }
  }
#endif
