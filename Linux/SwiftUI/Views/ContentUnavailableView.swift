/// The system's empty-state view. (SwiftUI's `ContentUnavailableView`, iOS 17.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View, _PrimitiveView
where Label: View, Description: View, Actions: View {
  public typealias Body = Never
  public let _label: Label
  public let _description: Description
  public let _actions: Actions

  public nonisolated init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    _label = label()
    _description = description()
    _actions = actions()
  }

  public nonisolated var body: Never { _primitive("ContentUnavailableView") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_label as any View, _description, _actions].map { _Child(view: $0, environment: environment) }
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  public nonisolated init(
    _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
  ) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload public nonisolated init<S>(
    _ title: S, systemImage name: String, description: Text? = nil
  ) where S: StringProtocol {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload
  public nonisolated init(
    _ title: LocalizedStringResource, systemImage name: String, description: Text? = nil
  ) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  public nonisolated init(_ title: LocalizedStringKey, image name: String, description: Text? = nil)
  {
    self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
  }
  @_disfavoredOverload public nonisolated init<S>(
    _ title: S, image name: String, description: Text? = nil
  ) where S: StringProtocol {
    self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
  }
  @_disfavoredOverload
  public nonisolated init(
    _ title: LocalizedStringResource, image name: String, description: Text? = nil
  ) {
    self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  /// "No Results", with the search field's text when there is one.
  public static var search:
    ContentUnavailableView<
      SearchUnavailableContent.Label, SearchUnavailableContent.Description,
      SearchUnavailableContent.Actions
    >
  {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: nil) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }

  /// "No Results for “text”".
  public static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
    ContentUnavailableView(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of `ContentUnavailableView.search`.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
nonisolated public struct SearchUnavailableContent {
  /// "No Results for “text”", or "No Results" — as Apple draws it, in English here.
  nonisolated public struct Label: View {
    public let _text: String?
    init(text: String?) { _text = text }
    public var body: some View {
      let query = _text ?? EnvironmentValues._current._searchText ?? ""
      let title = query.isEmpty ? "No Results" : "No Results for \u{201C}\(query)\u{201D}"
      SwiftUI.Label(title, systemImage: "magnifyingglass")
    }
  }
  /// "Check the spelling or try a new search."
  nonisolated public struct Description: View {
    public var body: some View { Text("Check the spelling or try a new search.") }
  }
  /// No actions.
  nonisolated public struct Actions: View {
    public var body: some View { EmptyView() }
  }
}
