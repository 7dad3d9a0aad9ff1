/// A type that represents columns within a table. (SwiftUI's `TableColumnContent`; Apple's page
/// developer.apple.com/documentation/swiftui/tablecolumncontent.)
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
  /// The type of value of rows presented by this column content.
  associatedtype TableRowValue: Identifiable = Self.TableColumnBody.TableRowValue
  /// The type of sort comparator associated with this table column content.
  associatedtype TableColumnSortComparator: SortComparator =
    Self.TableColumnBody.TableColumnSortComparator
  /// The type of content representing the body of this table column content.
  associatedtype TableColumnBody: TableColumnContent
  /// The composition of content that comprise the table column content.
  // developer.apple.com/documentation/swiftui/tablecolumncontent/tablecolumnbody-swift.property
  // (27 SDK): `nonisolated var tableColumnBody`, in a protocol that stays main-actor.
  #if APPLE_SDK_27
    nonisolated var tableColumnBody: Self.TableColumnBody { get }
  #else
    @MainActor @preconcurrency var tableColumnBody: Self.TableColumnBody { get }
  #endif
}

/// One column as the inspection sees it: its header and a cell for a row value.
nonisolated struct _TableColumnParts {
  var label: any View
  var cell: (Any) -> (any View)?
}

/// Column content the stand-in draws itself.
protocol _TableColumnList {
  var _columnParts: [_TableColumnParts] { get }
}

#if APPLE_SDK_27
  /// A column that displays a view for each row in a table. (SwiftUI's `TableColumn`;
  /// developer.apple.com/documentation/swiftui/tablecolumn (27 SDK): `nonisolated struct
  /// TableColumn<RowValue, Sort, Content, Label>`, its initializers `nonisolated`.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent,
    _TableColumnList
  where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    /// The type of value the rows represent.
    public typealias TableRowValue = RowValue
    /// The comparator that sorts the column.
    public typealias TableColumnSortComparator = Sort
    /// The stand-in draws these columns itself: they have no body.
    public typealias TableColumnBody = Never

    /// The column's header.
    @_spi(Inspection) public let _label: Label
    /// Makes the cell for a row.
    @_spi(Inspection) public let _content: (RowValue) -> Content
  }
#else
  /// A column that displays a view for each row in a table. (SwiftUI's `TableColumn`; Apple's
  /// page developer.apple.com/documentation/swiftui/tablecolumn, with the iOS 18 SDK's
  /// isolation: a main-actor type whose initializers are main-actor too, as SwiftUI,
  /// iPhoneOS18.0.sdk prints them, e.g. `@MainActor @preconcurrency public init(_ titleKey:
  /// LocalizedStringKey, value: KeyPath<RowValue, String>, comparator: String.StandardComparator
  /// = .localizedStandard)`.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct TableColumn<RowValue, Sort, Content, Label>: TableColumnContent,
    _TableColumnList
  where RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View {
    /// The type of value the rows represent.
    public typealias TableRowValue = RowValue
    /// The comparator that sorts the column.
    public typealias TableColumnSortComparator = Sort
    /// The stand-in draws these columns itself: they have no body.
    public typealias TableColumnBody = Never

    /// The column's header.
    @_spi(Inspection) nonisolated(unsafe) public let _label: Label
    /// Makes the cell for a row.
    @_spi(Inspection) nonisolated(unsafe) public let _content: (RowValue) -> Content
  }
#endif

// The stand-in's members.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn {
  /// Never evaluated: the stand-in draws these columns itself.
  public nonisolated var tableColumnBody: Never { _primitive("TableColumn") }

  nonisolated var _columnParts: [_TableColumnParts] {
    let content = _content
    return [_TableColumnParts(label: _label, cell: { ($0 as? RowValue).map(content) })]
  }
}

@available(*, unavailable)
extension TableColumn: Sendable {}

// developer.apple.com/documentation/swiftui/tablecolumn/init(_:content:) and
// .../init(_:value:): unsortable columns titled by a key or a string. Main-actor in the 18 SDK;
// `nonisolated` on the 27 SDK's pages, as members of the nonisolated type are here.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableColumn where Sort == Never, Label == Text {
  /// Creates an unsortable column that generates its label from a localized string key.
  #if !APPLE_SDK_27
    @MainActor @preconcurrency
  #endif
  public init(
    _ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping (RowValue) -> Content
  ) {
    _label = Text(titleKey)
    _content = content
  }

  /// Creates an unsortable column that generates its label from a string.
  #if !APPLE_SDK_27
    @MainActor @preconcurrency
  #endif
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: @escaping (RowValue) -> Content)
  where S: StringProtocol {
    _label = Text(title)
    _content = content
  }

  /// Creates an unsortable column that displays a string property, with a label made from a
  /// localized string key.
  #if !APPLE_SDK_27
    @MainActor @preconcurrency
  #endif
  public init(_ titleKey: LocalizedStringKey, value: KeyPath<RowValue, String>)
  where Content == Text {
    self.init(_label: Text(titleKey), value: value)
  }

  /// Creates an unsortable column that displays a string property, with a label made from a
  /// string.
  #if !APPLE_SDK_27
    @MainActor @preconcurrency
  #endif
  @_disfavoredOverload
  public init<S>(_ title: S, value: KeyPath<RowValue, String>)
  where Content == Text, S: StringProtocol {
    self.init(_label: Text(title), value: value)
  }

  nonisolated init(_label: Text, value: KeyPath<RowValue, String>) where Content == Text {
    nonisolated(unsafe) let value = value
    self._label = _label
    _content = { Text(verbatim: $0[keyPath: value]) }
  }
}

#if !APPLE_SDK_18
  // Not in the iOS 18 SDK: iOS 26 SDK additions with a LocalizedStringResource title (Apple's
  // pages .../tablecolumn/init(_:content:) and .../init(_:value:)), available from iOS 16.6 and
  // macOS 13.5 like the `Text`-titled initializers.
  @available(iOS 16.6, macOS 13.5, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  extension TableColumn where Sort == Never, Label == Text {
    /// Creates an unsortable column that generates its label from a localized string resource.
    #if !APPLE_SDK_27
      @MainActor @preconcurrency
    #endif
    @_disfavoredOverload
    public init(
      _ titleResource: LocalizedStringResource,
      @ViewBuilder content: @escaping (RowValue) -> Content
    ) {
      _label = Text(titleResource)
      _content = content
    }

    /// Creates an unsortable column that displays a string property, with a label made from a
    /// localized string resource.
    #if !APPLE_SDK_27
      @MainActor @preconcurrency
    #endif
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, value: KeyPath<RowValue, String>)
    where Content == Text {
      self.init(_label: Text(titleResource), value: value)
    }
  }
#endif

#if APPLE_SDK_27
  /// Several columns built together. (SwiftUI's `TupleTableColumnContent`;
  /// developer.apple.com/documentation/swiftui/tupletablecolumncontent (27 SDK): `@frozen
  /// nonisolated struct TupleTableColumnContent<RowValue, Sort, T>`.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent,
    _TableColumnList
  where RowValue: Identifiable, Sort: SortComparator {
    /// The type of value the rows represent.
    public typealias TableRowValue = RowValue
    /// The comparator that sorts the column.
    public typealias TableColumnSortComparator = Sort
    /// The stand-in draws these columns itself: they have no body.
    public typealias TableColumnBody = Never

    /// The columns.
    public var value: T
  }
#else
  /// Several columns built together. (SwiftUI's `TupleTableColumnContent`; Apple's page
  /// developer.apple.com/documentation/swiftui/tupletablecolumncontent.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct TupleTableColumnContent<RowValue, Sort, T>: TableColumnContent,
    _TableColumnList
  where RowValue: Identifiable, Sort: SortComparator {
    /// The type of value the rows represent.
    public typealias TableRowValue = RowValue
    /// The comparator that sorts the column.
    public typealias TableColumnSortComparator = Sort
    /// The stand-in draws these columns itself: they have no body.
    public typealias TableColumnBody = Never

    /// The columns.
    nonisolated(unsafe) public var value: T
  }
#endif

// The stand-in's members.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TupleTableColumnContent {
  /// Never evaluated: the stand-in draws these columns itself.
  public nonisolated var tableColumnBody: Never { _primitive("TupleTableColumnContent") }

  nonisolated var _columnParts: [_TableColumnParts] {
    Mirror(reflecting: value).children.flatMap {
      ($0.value as? any _TableColumnList)?._columnParts ?? []
    }
  }
}

@available(*, unavailable)
extension TupleTableColumnContent: Sendable {}

@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: TableColumnContent {
  /// Never is also `TableRowContent`'s `TableRowValue`.
  public typealias TableRowValue = Never
  /// The comparator that sorts the column.
  public typealias TableColumnSortComparator = Never
  /// The stand-in draws these columns itself: they have no body.
  public typealias TableColumnBody = Never
  /// Never evaluated: the stand-in draws these columns itself.
  public nonisolated var tableColumnBody: Never { _primitive("Never") }
}

/// Builds table columns from closures. (SwiftUI's `TableColumnBuilder`; Apple's page
/// developer.apple.com/documentation/swiftui/tablecolumnbuilder.)
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@resultBuilder
public struct TableColumnBuilder<RowValue, Sort>
where RowValue: Identifiable, Sort: SortComparator {
  /// Builds an expression within the builder: a column whose rows are `RowValue`.
  public static func buildExpression<Content>(_ content: Content) -> Content
  where
    RowValue == Content.TableRowValue, Content: TableColumnContent,
    Content.TableColumnSortComparator == Never
  {
    content
  }

  /// Builds one unsortable column.
  public static func buildBlock<Column>(_ column: Column) -> Column
  where
    RowValue == Column.TableRowValue, Column: TableColumnContent,
    Column.TableColumnSortComparator == Never
  {
    column
  }

  /// Builds 2 unsortable columns.
  public static func buildBlock<C0, C1>(_ c0: C0, _ c1: C1)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1))
  }

  /// Builds 3 unsortable columns.
  public static func buildBlock<C0, C1, C2>(_ c0: C0, _ c1: C1, _ c2: C2)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2))
  }

  /// Builds 4 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3>(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3))
  }

  /// Builds 5 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4))
  }

  /// Builds 6 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4, C5>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue,
    C5: TableColumnContent,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue == C5.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5))
  }

  /// Builds 7 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue,
    C5: TableColumnContent,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue == C5.TableRowValue,
    C6: TableColumnContent,
    C6.TableColumnSortComparator == Never,
    C0.TableRowValue == C6.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6))
  }

  /// Builds 8 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue,
    C5: TableColumnContent,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue == C5.TableRowValue,
    C6: TableColumnContent,
    C6.TableColumnSortComparator == Never,
    C0.TableRowValue == C6.TableRowValue,
    C7: TableColumnContent,
    C7.TableColumnSortComparator == Never,
    C0.TableRowValue == C7.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7))
  }

  /// Builds 9 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue,
    C5: TableColumnContent,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue == C5.TableRowValue,
    C6: TableColumnContent,
    C6.TableColumnSortComparator == Never,
    C0.TableRowValue == C6.TableRowValue,
    C7: TableColumnContent,
    C7.TableColumnSortComparator == Never,
    C0.TableRowValue == C7.TableRowValue,
    C8: TableColumnContent,
    C8.TableColumnSortComparator == Never,
    C0.TableRowValue == C8.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8))
  }

  /// Builds 10 unsortable columns.
  public static func buildBlock<C0, C1, C2, C3, C4, C5, C6, C7, C8, C9>(
    _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8,
    _ c9: C9
  )
    -> TupleTableColumnContent<RowValue, Never, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
  where
    RowValue == C0.TableRowValue,
    C0: TableColumnContent,
    C0.TableColumnSortComparator == Never,
    C1: TableColumnContent,
    C1.TableColumnSortComparator == Never,
    C0.TableRowValue == C1.TableRowValue,
    C2: TableColumnContent,
    C2.TableColumnSortComparator == Never,
    C0.TableRowValue == C2.TableRowValue,
    C3: TableColumnContent,
    C3.TableColumnSortComparator == Never,
    C0.TableRowValue == C3.TableRowValue,
    C4: TableColumnContent,
    C4.TableColumnSortComparator == Never,
    C0.TableRowValue == C4.TableRowValue,
    C5: TableColumnContent,
    C5.TableColumnSortComparator == Never,
    C0.TableRowValue == C5.TableRowValue,
    C6: TableColumnContent,
    C6.TableColumnSortComparator == Never,
    C0.TableRowValue == C6.TableRowValue,
    C7: TableColumnContent,
    C7.TableColumnSortComparator == Never,
    C0.TableRowValue == C7.TableRowValue,
    C8: TableColumnContent,
    C8.TableColumnSortComparator == Never,
    C0.TableRowValue == C8.TableRowValue,
    C9: TableColumnContent,
    C9.TableColumnSortComparator == Never,
    C0.TableRowValue == C9.TableRowValue
  {
    TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
  }
}

@available(*, unavailable)
extension TableColumnBuilder: Sendable {}
