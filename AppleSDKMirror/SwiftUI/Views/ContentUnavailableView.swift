#if APPLE_SDK_27
  /// The system's empty-state view: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
  /// (SwiftUI's `ContentUnavailableView`; developer.apple.com/documentation/swiftui/
  /// contentunavailableview (27 SDK): `nonisolated struct ContentUnavailableView<Label,
  /// Description, Actions> where Label : View, Description : View, Actions : View`.)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  nonisolated public struct ContentUnavailableView<Label, Description, Actions>: View,
    _PrimitiveView
  where Label: View, Description: View, Actions: View {
    public typealias Body = Never
    @_spi(Inspection) public let _label: Label
    @_spi(Inspection) public let _description: Description
    @_spi(Inspection) public let _actions: Actions
  }
#else
  /// The system's empty-state view: iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
  /// (SwiftUI's `ContentUnavailableView`; Apple's page
  /// developer.apple.com/documentation/swiftui/contentunavailableview, with the iOS 18 SDK's
  /// isolation for a view type: main actor, nonisolated initializers, not `Sendable`.)
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  @MainActor @preconcurrency
  public struct ContentUnavailableView<Label, Description, Actions>: View, _PrimitiveView
  where Label: View, Description: View, Actions: View {
    public typealias Body = Never
    @_spi(Inspection) nonisolated(unsafe) public let _label: Label
    @_spi(Inspection) nonisolated(unsafe) public let _description: Description
    @_spi(Inspection) nonisolated(unsafe) public let _actions: Actions
  }
#endif

// developer.apple.com/documentation/swiftui/contentunavailableview/init(label:description:actions:)
// : nonisolated in every generation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView {
  nonisolated public init(
    @ViewBuilder label: () -> Label,
    @ViewBuilder description: () -> Description = { EmptyView() },
    @ViewBuilder actions: () -> Actions = { EmptyView() }
  ) {
    _label = label()
    _description = description()
    _actions = actions()
  }

  public nonisolated var body: Never { _primitive("ContentUnavailableView") }
  nonisolated func _children(environment: EnvironmentValues) -> [_Child] {
    [_label as any View, _description, _actions].map { _Child(view: $0, environment: environment) }
  }
}

@available(*, unavailable)
extension ContentUnavailableView: Sendable {}

// developer.apple.com/documentation/swiftui/contentunavailableview/init(_:systemimage:description:)
// and .../init(_:image:description:): a title from a key or a string, with a symbol or an image.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView
where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
  nonisolated public init(
    _ title: LocalizedStringKey, image name: String, description: Text? = nil
  ) {
    self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
  }
  nonisolated public init(
    _ title: LocalizedStringKey, systemImage name: String, description: Text? = nil
  ) {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, image name: String, description: Text? = nil
  ) where S: StringProtocol {
    self.init(label: { SwiftUI.Label(title, image: name) }, description: { description })
  }
  @_disfavoredOverload nonisolated public init<S>(
    _ title: S, systemImage name: String, description: Text? = nil
  ) where S: StringProtocol {
    self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
  }
}

#if !APPLE_SDK_18
  // Not in the iOS 18 SDK: iOS 26 SDK additions, back-deployed to iOS 17 (Apple's pages
  // .../contentunavailableview/init(_:image:description:) and
  // .../init(_:systemimage:description:), LocalizedStringResource overloads).
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
  extension ContentUnavailableView
  where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    @_disfavoredOverload nonisolated public init(
      _ title: LocalizedStringResource, image name: String, description: Text? = nil
    ) {
      self.init(
        label: { SwiftUI.Label(title: { Text(title) }, icon: { Image(name) }) },
        description: { description })
    }
    @_disfavoredOverload nonisolated public init(
      _ title: LocalizedStringResource, systemImage name: String, description: Text? = nil
    ) {
      self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description })
    }
  }
#endif

// developer.apple.com/documentation/swiftui/contentunavailableview/search and .../search(text:):
// members of the view type, so main-actor in the 18 SDK and nonisolated in the 27 SDK, whose
// pages show `static var search` and `static func search(text:)` with no isolation.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension ContentUnavailableView
where
  Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
  Actions == SearchUnavailableContent.Actions
{
  #if APPLE_SDK_27
    /// "No Results", with the search field's text when there is one.
    public static var search:
      ContentUnavailableView<
        SearchUnavailableContent.Label, SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
      >
    {
      _search(text: nil)
    }

    /// "No Results for “text”".
    public static func search(text: String)
      -> ContentUnavailableView<Label, Description, Actions>
    {
      _search(text: text)
    }
  #else
    /// "No Results", with the search field's text when there is one.
    @MainActor @preconcurrency public static var search:
      ContentUnavailableView<
        SearchUnavailableContent.Label, SearchUnavailableContent.Description,
        SearchUnavailableContent.Actions
      >
    {
      _search(text: nil)
    }

    /// "No Results for “text”".
    @MainActor @preconcurrency public static func search(text: String)
      -> ContentUnavailableView<Label, Description, Actions>
    {
      _search(text: text)
    }
  #endif

  nonisolated static func _search(text: String?)
    -> ContentUnavailableView<Label, Description, Actions>
  {
    ContentUnavailableView<Label, Description, Actions>(
      label: { SearchUnavailableContent.Label(text: text) },
      description: { SearchUnavailableContent.Description() },
      actions: { SearchUnavailableContent.Actions() })
  }
}

/// The parts of `ContentUnavailableView.search`. (SwiftUI's `SearchUnavailableContent`; Apple's
/// page developer.apple.com/documentation/swiftui/searchunavailablecontent: `struct
/// SearchUnavailableContent`. The parts are main-actor views in the 18 SDK; the 27 SDK's pages
/// .../searchunavailablecontent/label and .../actions show `nonisolated struct`.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
public struct SearchUnavailableContent {
  #if APPLE_SDK_27
    /// "No Results for “text”", or "No Results" — as Apple draws it, in English here.
    nonisolated public struct Label: View {
      @_spi(Inspection) public let _text: String?
    }
    /// "Check the spelling or try a new search."
    nonisolated public struct Description: View {}
    /// No actions.
    nonisolated public struct Actions: View {}
  #else
    /// "No Results for “text”", or "No Results" — as Apple draws it, in English here.
    @MainActor @preconcurrency public struct Label: View {
      @_spi(Inspection) nonisolated public let _text: String?
    }
    /// "Check the spelling or try a new search."
    @MainActor @preconcurrency public struct Description: View {}
    /// No actions.
    @MainActor @preconcurrency public struct Actions: View {}
  #endif
}

// The stand-in's bodies: main-actor, as `View.body` is, since they read the inspected
// environment. (Apple's bodies are not on its pages.)
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SearchUnavailableContent.Label {
  nonisolated init(text: String?) { _text = text }
  @MainActor @preconcurrency public var body: some View {
    let query = _text ?? EnvironmentValues._current._searchText ?? ""
    let title = query.isEmpty ? "No Results" : "No Results for \u{201C}\(query)\u{201D}"
    return SwiftUI.Label(title, systemImage: "magnifyingglass")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SearchUnavailableContent.Description {
  @MainActor @preconcurrency public var body: some View {
    Text("Check the spelling or try a new search.")
  }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 1.0, *)
extension SearchUnavailableContent.Actions {
  @MainActor @preconcurrency public var body: some View { EmptyView() }
}

@available(*, unavailable)
extension SearchUnavailableContent: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Label: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Description: Sendable {}
@available(*, unavailable)
extension SearchUnavailableContent.Actions: Sendable {}
