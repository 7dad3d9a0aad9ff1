#if APPLE_SDK_27
  /// A container that presents rows of data in a single column. (SwiftUI's `List`;
  /// developer.apple.com/documentation/swiftui/list (27 SDK): `nonisolated struct
  /// List<SelectionValue, Content> where SelectionValue : Hashable, Content : View`.)
  ///
  /// The stand-in keeps its content and its selection binding; the inspection walks the content,
  /// so `List(data) { row }` shows one child per element.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  nonisolated public struct List<SelectionValue, Content>: View, _PrimitiveView
  where SelectionValue: Hashable, Content: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The content, for inspection.
    @_spi(Inspection) public let _content: Content
    /// The selection binding, for inspection.
    @_spi(Inspection) public let _selection: _Selection
  }
#else
  /// A container that presents rows of data in a single column. (SwiftUI's `List`; Apple's
  /// documentation pages, with the iOS 18 SDK's isolation for a view type.)
  ///
  /// The stand-in keeps its content and its selection binding; the inspection walks the content,
  /// so `List(data) { row }` shows one child per element.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct List<SelectionValue, Content>: View, _PrimitiveView
  where SelectionValue: Hashable, Content: View {
    /// The stand-in draws this view itself: it has no body.
    public typealias Body = Never
    /// The content, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _content: Content
    /// The selection binding, for inspection.
    @_spi(Inspection) nonisolated(unsafe) public let _selection: _Selection
  }
#endif

// The stand-in's primitive members.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List {
  /// How the list's rows can be selected, for inspection.
  @_spi(Inspection) public enum _Selection {
    case none
    case single(Binding<SelectionValue?>)
    case multiple(Binding<Swift.Set<SelectionValue>>)
  }

  nonisolated init(_selection: _Selection, content: Content) {
    self._selection = _selection
    _content = content
  }

  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("List") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_Child(view: _content, environment: environment)]
  }
}

@available(*, unavailable)
extension List: Sendable {}

// Apple's pages developer.apple.com/documentation/swiftui/list/init(content:),
// .../init(_:rowcontent:), .../init(_:id:rowcontent:): nonisolated in every generation.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List where SelectionValue == Never {
  /// Creates a list with the given content.
  nonisolated public init(@ViewBuilder content: () -> Content) {
    self.init(_selection: .none, content: content())
  }

  /// Creates a list that computes its rows from identifiable data.
  nonisolated public init<Data, RowContent>(
    _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(_selection: .none, content: ForEach(data, content: rowContent))
  }

  /// Creates a list that identifies its rows by a key path to the data's identifier.
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(_selection: .none, content: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list whose rows come from a constant range, each wrapped in an `HStack`.
  nonisolated public init<RowContent>(
    _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
  ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
    self.init(
      _selection: .none, content: ForEach(data) { index in HStack { rowContent(index) } })
  }
}

// Apple's pages .../list/init(selection:content:) and the like: single selection came to watchOS
// in 10.0; watchOS has no multiple selection.
@available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 6.0, visionOS 1.0, *)
extension List {
  /// Creates a list with the given content that supports selecting one row.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init(
    selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content
  ) {
    self.init(_selection: selection.map { .single($0) } ?? .none, content: content())
  }

  /// Creates a list with the given content that supports selecting several rows.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public init(
    selection: Binding<Swift.Set<SelectionValue>>?, @ViewBuilder content: () -> Content
  ) {
    self.init(_selection: selection.map { .multiple($0) } ?? .none, content: content())
  }

  /// Creates a list from identifiable data that supports selecting one row.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(
      _selection: selection.map { .single($0) } ?? .none,
      content: ForEach(data, content: rowContent))
  }

  /// Creates a list from identifiable data that supports selecting several rows.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public init<Data, RowContent>(
    _ data: Data, selection: Binding<Swift.Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
    RowContent: View, Data.Element: Identifiable
  {
    self.init(
      _selection: selection.map { .multiple($0) } ?? .none,
      content: ForEach(data, content: rowContent))
  }

  /// Creates a list identified by a key path that supports selecting one row.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(
      _selection: selection.map { .single($0) } ?? .none,
      content: ForEach(data, id: id, content: rowContent))
  }

  /// Creates a list identified by a key path that supports selecting several rows.
  @available(iOS 13.0, macOS 10.15, tvOS 13.0, visionOS 1.0, *)
  @available(watchOS, unavailable)
  nonisolated public init<Data, ID, RowContent>(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    selection: Binding<Swift.Set<SelectionValue>>?,
    @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
  )
  where
    Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
    RowContent: View
  {
    self.init(
      _selection: selection.map { .multiple($0) } ?? .none,
      content: ForEach(data, id: id, content: rowContent))
  }
}
