/// A container that presents rows of data in one or more columns. (SwiftUI's `Table`.)
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
  public let _rows: Rows
  /// The columns.
  public let _columns: Columns

  /// Creates a table that computes its rows from a collection of identifiable data.
  public nonisolated init<Data>(
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
  public var _rowValues: [Value] {
    (_rows as? any _TableRowValues)?._values.compactMap { $0 as? Value } ?? []
  }

  func _children(environment: EnvironmentValues) -> [_Child] {
    let columns = (_columns as? any _TableColumnList)?._columnParts ?? []
    let header = _TableHeader(_labels: columns.map(\.label))
    let rows = _rowValues.map { value in
      _TableRowCells(_value: value, _cells: columns.compactMap { $0.cell(value) })
    }
    return ([header as any View] + rows).map { _Child(view: $0, environment: environment) }
  }
}

/// The header row of a table, for inspection: one label per column.
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

/// One row of a table, for inspection: its value and its cell in each column.
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

/// A type that represents table rows. (SwiftUI's `TableRowContent`.)
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

/// A row that represents a data value in a table. (SwiftUI's `TableRow`.)
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
  public let _value: Value

  /// Creates a table row for the given value.
  public nonisolated init(_ value: Value) { _value = value }

  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("TableRow") }
  var _values: [Any] { [_value] }
}

/// Table rows made by iterating over a collection. (SwiftUI's `TableForEachContent`.)
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
  public let _data: Data

  init(data: Data) { _data = data }

  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("TableForEachContent") }
  var _values: [Any] { _data.map { $0 } }
}

@available(iOS 16.0, macOS 12.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Never: TableRowContent {
  /// The stand-in draws these rows itself: they have no body.
  public typealias TableRowBody = Never
  /// Never evaluated: the stand-in draws these rows itself.
  public nonisolated var tableRowBody: Never { _primitive("Never") }
}
