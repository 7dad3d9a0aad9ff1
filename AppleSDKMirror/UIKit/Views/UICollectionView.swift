/// A grid, list or custom arrangement of items in sections. (UICollectionView.h,
/// iPhoneOS18.0.sdk: `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
/// UICollectionView : UIScrollView`; not on watchOS.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionView: UIScrollView {
  /// How the items are arranged.
  open var collectionViewLayout: UICollectionViewLayout
  /// A view behind the items, sized to the collection view (`@property(nonatomic, strong,
  /// nullable) UIView *backgroundView`).
  open var backgroundView: UIView?

  /// A collection view with the given layout (`- initWithFrame:collectionViewLayout:`
  /// NS_DESIGNATED_INITIALIZER).
  public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
    collectionViewLayout = layout
    super.init(frame: frame)
  }
  public required init?(coder: NSCoder) {
    collectionViewLayout = UICollectionViewLayout()
    super.init(coder: coder)
  }

  /// Reloads every item and section.
  open func reloadData() {}

  /// Registers the class of the cells `dequeueReusableCell(withReuseIdentifier:for:)` makes for
  /// `identifier` (`- registerClass:forCellWithReuseIdentifier:`).
  open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {}

  /// A reused or new cell of the class registered for `identifier`
  /// (`- dequeueReusableCellWithReuseIdentifier:forIndexPath:`).
  open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
    -> UICollectionViewCell
  {
    UICollectionViewCell(frame: .zero)
  }
}

/// How a collection view arranges its items. (UICollectionViewLayout.h, iPhoneOS18.0.sdk:
/// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewLayout :
/// NSObject <NSCoding>`.)
@available(iOS 6.0, tvOS 9.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor
open class UICollectionViewLayout: NSObject {
  public override init() {}
}
