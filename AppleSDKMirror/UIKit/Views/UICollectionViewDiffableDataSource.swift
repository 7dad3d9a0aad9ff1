// Diffable data sources: developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasource
// and …/nsdiffabledatasourcesnapshot (27 SDK): iOS 13.0, Mac Catalyst 13.0, tvOS 13.0, visionOS;
// no watchOS. Both are generic over identifiers that are `Hashable` and `Sendable`, as the pages
// print them; the iOS 18 SDK's overlay (UIKit.swiftinterface, iPhoneOS18.0.sdk) has the same
// constraints on the types built on them (`NSDiffableDataSourceTransaction<SectionIdentifierType,
// ItemIdentifierType> … where SectionIdentifierType : Swift.Hashable, SectionIdentifierType :
// Swift.Sendable, …`, whose snapshots are `NSDiffableDataSourceSnapshot`s of the same
// parameters), so every generation here has them. The snapshot is declared without the
// `@unchecked Sendable` its section-snapshot sibling has there: not read for it, and without is
// the stricter reading. Of their members the mirror declares what an app needs to fill a
// collection view: the initializer with a cell provider, `apply`, `snapshot()`, and the
// snapshot's sections and items.

/// The state of a diffable data source's sections and items at one moment.
/// (`struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> where
/// SectionIdentifierType : Hashable, SectionIdentifierType : Sendable, ItemIdentifierType :
/// Hashable, ItemIdentifierType : Sendable`.)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  private var sections: [(SectionIdentifierType, [ItemIdentifierType])] = []

  /// An empty snapshot.
  public init() {}

  /// The sections' identifiers, in order.
  public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.0) }
  /// The items' identifiers, in order.
  public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.1) }
  /// How many items the snapshot holds.
  public var numberOfItems: Int { itemIdentifiers.count }

  /// Adds sections at the end.
  public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
    sections += identifiers.map { ($0, []) }
  }
  /// Adds items at the end of a section (the last one when `nil`).
  public mutating func appendItems(
    _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
  ) {
    let index: Int?
    if let sectionIdentifier {
      index = sections.lastIndex { $0.0 == sectionIdentifier }
    } else {
      index = sections.indices.last
    }
    guard let index else { return }
    sections[index].1 += identifiers
  }
}

/// A collection view's data source that applies snapshots and animates their differences.
/// (`@MainActor @preconcurrency class UICollectionViewDiffableDataSource<SectionIdentifierType,
/// ItemIdentifierType> where SectionIdentifierType : Hashable, SectionIdentifierType : Sendable,
/// ItemIdentifierType : Hashable, ItemIdentifierType : Sendable`, an `NSObject` conforming to
/// `UICollectionViewDataSource`, which is not mirrored.)
@available(iOS 13.0, tvOS 13.0, visionOS 1.0, *)
@available(watchOS, unavailable)
@MainActor @preconcurrency
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
  SectionIdentifierType: Hashable, SectionIdentifierType: Sendable,
  ItemIdentifierType: Hashable, ItemIdentifierType: Sendable
{
  /// Makes the cell of an item.
  public typealias CellProvider = (
    _ collectionView: UICollectionView, _ indexPath: IndexPath,
    _ itemIdentifier: ItemIdentifierType
  ) -> UICollectionViewCell?

  private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
  private let cellProvider: CellProvider

  /// A data source for `collectionView` whose cells `cellProvider` makes.
  public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
    self.cellProvider = cellProvider
  }

  /// Shows `snapshot`, animating the differences from the current one if asked
  /// (…/apply(_:animatingdifferences:completion:); its completion handler is not mirrored).
  open func apply(
    _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
    animatingDifferences: Bool = true
  ) {
    current = snapshot
  }

  /// The sections and items shown now (…/snapshot()).
  open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> {
    current
  }
}
