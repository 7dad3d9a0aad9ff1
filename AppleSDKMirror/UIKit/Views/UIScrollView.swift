/// A view that scrolls its content. (UIScrollView.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN
/// API_AVAILABLE(ios(2.0)) NS_SWIFT_UI_ACTOR @interface UIScrollView : UIView`; not on watchOS.)
@available(iOS 2.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UIScrollView: UIView {
  /// The point of the content at the view's origin.
  open var contentOffset: CGPoint = .zero
  /// The size of the content.
  open var contentSize: CGSize = .zero
  /// Insets the app adds around the content.
  open var contentInset: UIEdgeInsets = .zero
  /// The insets in effect: `contentInset` plus the safe area's, as the adjustment behavior says
  /// (API_AVAILABLE(ios(11.0), tvos(11.0))).
  @available(iOS 11.0, tvOS 11.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  open var adjustedContentInset: UIEdgeInsets { contentInset }
}
