/// A view a collection view reuses for its items and supplementary views.
/// (UICollectionViewCell.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(6.0))
/// NS_SWIFT_UI_ACTOR @interface UICollectionReusableView : UIView`; not on watchOS.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionReusableView: UIView {}

/// A collection view's item. (UICollectionViewCell.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN
/// API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewCell :
/// UICollectionReusableView`; not on watchOS.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}

/// A layout of items in rows that wrap, with optional headers and footers.
/// (UICollectionViewFlowLayout.h, iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(6.0))
/// NS_SWIFT_UI_ACTOR @interface UICollectionViewFlowLayout : UICollectionViewLayout`; not on
/// watchOS.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {}
