#if APPLE_SDK_27
  /// A container that presents rows of data in one or more columns. (SwiftUI's `Table`;
  /// developer.apple.com/documentation/swiftui/table (27 SDK): `nonisolated struct Table<Value,
  /// Rows, Columns>`; still iOS 16, macOS 12, visionOS 1 only.)
  ///
  /// The inspection sees a ``_TableHeader`` with each column's label, then one ``_TableRowCells``
  /// per row value, holding that row's cell in each column.
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public struct Table<Value, Rows, Columns>: View, _PrimitiveView
  where
    Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Rows.TableRowValue == Columns.TableRowValue
  {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The rows.
    @_spi(Inspection) public let _rows: Rows
    /// The columns.
    @_spi(Inspection) public let _columns: Columns
  }
#else
  /// A container that presents rows of data in one or more columns. (SwiftUI's `Table`; Apple's
  /// page developer.apple.com/documentation/swiftui/table, with the iOS 18 SDK's isolation for a
  /// view type.)
  ///
  /// The inspection sees a ``_TableHeader`` with each column's label, then one ``_TableRowCells``
  /// per row value, holding that row's cell in each column.
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct Table<Value, Rows, Columns>: View, _PrimitiveView
  where
    Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Rows.TableRowValue == Columns.TableRowValue
  {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The rows.
    @_spi(Inspection) nonisolated(unsafe) public let _rows: Rows
    /// The columns.
    @_spi(Inspection) nonisolated(unsafe) public let _columns: Columns
  }
#endif

// developer.apple.com/documentation/swiftui/table/init(_:columns:): nonisolated in every
// generation.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Table {
  /// Creates a table that computes its rows from a collection of identifiable data.
  nonisolated public init<Data>(
    _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
  )
  where
    Rows == TableForEachContent<Data>, Data: RandomAccessCollection,
    Columns.TableRowValue == Data.Element
  {
    _rows = TableForEachContent(data: data)
    _columns = columns()
  }

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Table") }

  /// The row values, in order.
  @_spi(Inspection) nonisolated public var _rowValues: [Value] {
    (_rows as? any _TableRowValues)?._values.compactMap { $0 as? Value } ?? []
  }

  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    let columns = (_columns as? any _TableColumnList)?._columnParts ?? []
    let header = _TableHeader(_labels: columns.map(\.label))
    let rows = _rowValues.map { value in
      _TableRowCells(_value: value, _cells: columns.compactMap { $0.cell(value) })
    }
    return ([header as any View] + rows).map { _Child(view: $0, environment: environment) }
  }
}

@available(*, unavailable)
extension Table: Sendable {}

/// The header row of a table, for inspection: one label per column. Not SwiftUI API: the
/// stand-in's test harness.
@_spi(Inspection)
nonisolated public struct _TableHeader: View, _PrimitiveView {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// Each column's label, in order.
  public let _labels: [any View]
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("_TableHeader") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    _labels.map { _Child(view: $0, environment: environment) }
  }
}

/// One row of a table, for inspection: its value and its cell in each column. Not SwiftUI API:
/// the stand-in's test harness.
@_spi(Inspection)
nonisolated public struct _TableRowCells: View, _PrimitiveView {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// The row's value.
  public let _value: Any
  /// The row's cell in each column, in order.
  public let _cells: [any View]
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("_TableRowCells") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    _cells.map { _Child(view: $0, environment: environment) }
  }
}

/// A type that represents table rows. (SwiftUI's `TableRowContent`; Apple's page
/// developer.apple.com/documentation/swiftui/tablerowcontent.)
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
@MainActor @preconcurrency
public protocol TableRowContent<TableRowValue> {
  /// The type of value represented by this table row content.
  associatedtype TableRowValue: Identifiable = Self.TableRowBody.TableRowValue
  /// The type of content representing the body of this table row content.
  associatedtype TableRowBody: TableRowContent
  /// The composition of content that comprise the table row content.
  @MainActor @preconcurrency var tableRowBody: Self.TableRowBody { get }
}

/// Row content the stand-in draws itself.
protocol _TableRowValues {
  var _values: [Any] { get }
}

#if APPLE_SDK_27
  /// A row that represents a data value in a table. (SwiftUI's `TableRow`;
  /// developer.apple.com/documentation/swiftui/tablerow (27 SDK): `nonisolated struct
  /// TableRow<Value> where Value : Identifiable`, `nonisolated init(_:)`.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public struct TableRow<Value>: TableRowContent, _TableRowValues
  where Value: Identifiable {
    /// The type of value the rows represent.
    public typealias TableRowValue = Value
    /// The stand-in draws these rows itself: they have no body.
    public typealias TableRowBody = Never
    /// The row's value.
    @_spi(Inspection) public let _value: Value

    /// Creates a table row for the given value.
    nonisolated public init(_ value: Value) { _value = value }
  }
#else
  /// A row that represents a data value in a table. (SwiftUI's `TableRow`; Apple's page
  /// developer.apple.com/documentation/swiftui/tablerow, with the iOS 18 SDK's isolation for
  /// table content: main actor, main-actor initializers.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct TableRow<Value>: TableRowContent, _TableRowValues
  where Value: Identifiable {
    /// The type of value the rows represent.
    public typealias TableRowValue = Value
    /// The stand-in draws these rows itself: they have no body.
    public typealias TableRowBody = Never
    /// The row's value.
    @_spi(Inspection) nonisolated(unsafe) public let _value: Value

    /// Creates a table row for the given value.
    @MainActor @preconcurrency public init(_ value: Value) { _value = value }
  }
#endif

// The stand-in's members.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableRow {
  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("TableRow") }
  nonisolated var _values: [Any] { [_value] }
}

@available(*, unavailable)
extension TableRow: Sendable {}

#if APPLE_SDK_27
  /// Table rows made by iterating over a collection. (SwiftUI's `TableForEachContent`;
  /// developer.apple.com/documentation/swiftui/tableforeachcontent (27 SDK): `nonisolated struct
  /// TableForEachContent<Data>`.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  nonisolated public struct TableForEachContent<Data>: TableRowContent, _TableRowValues
  where Data: RandomAccessCollection, Data.Element: Identifiable {
    /// The type of value the rows represent.
    public typealias TableRowValue = Data.Element
    /// The stand-in draws these rows itself: they have no body.
    public typealias TableRowBody = Never
    /// The data the rows are made from.
    @_spi(Inspection) public let _data: Data
  }
#else
  /// Table rows made by iterating over a collection. (SwiftUI's `TableForEachContent`; Apple's
  /// page developer.apple.com/documentation/swiftui/tableforeachcontent.)
  @available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
  @available(tvOS, unavailable)
  @available(watchOS, unavailable)
  @MainActor @preconcurrency
  public struct TableForEachContent<Data>: TableRowContent, _TableRowValues
  where Data: RandomAccessCollection, Data.Element: Identifiable {
    /// The type of value the rows represent.
    public typealias TableRowValue = Data.Element
    /// The stand-in draws these rows itself: they have no body.
    public typealias TableRowBody = Never
    /// The data the rows are made from.
    @_spi(Inspection) nonisolated(unsafe) public let _data: Data
  }
#endif

// The stand-in's members.
@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension TableForEachContent {
  nonisolated init(data: Data) { _data = data }

  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("TableForEachContent") }
  nonisolated var _values: [Any] { _data.map { $0 } }
}

@available(*, unavailable)
extension TableForEachContent: Sendable {}

@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: TableRowContent {
  /// The stand-in draws these rows itself: they have no body.
  public typealias TableRowBody = Never
  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("Never") }
}
