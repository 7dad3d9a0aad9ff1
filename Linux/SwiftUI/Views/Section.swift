/// A container with an optional header and footer, for lists and forms. (SwiftUI's `Section`.)
///
/// As in SwiftUI, the type has no `View` constraint on its generic parameters (sections also
/// group table rows and commands) and conforms to `View` in an extension.
public struct Section<Parent, Content, Footer> {
  /// The header, for inspection.
  public let _header: Parent
  /// The content, for inspection.
  public let _content: Content
  /// The footer, for inspection.
  public let _footer: Footer

  init(_header: Parent, content: Content, footer: Footer) {
    self._header = _header
    _content = content
    _footer = footer
  }
}

extension Section: View, _PrimitiveView where Parent: View, Content: View, Footer: View {
  /// The stand-in draws this view itself: it has no body.
  public typealias Body = Never
  /// Never evaluated: the stand-in draws this view itself.
  public nonisolated var body: Never { _primitive("Section") }
  func _children(environment: EnvironmentValues) -> [_Child] {
    [_header as any View, _content, _footer].map { _Child(view: $0, environment: environment) }
  }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
  /// Creates a section with the given content.
  public init(@ViewBuilder content: () -> Content) {
    self.init(_header: EmptyView(), content: content(), footer: EmptyView())
  }
}

extension Section where Footer == EmptyView {
  /// Creates a section with a header and the given content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
    self.init(_header: header(), content: content(), footer: EmptyView())
  }
}

extension Section where Parent == EmptyView {
  /// Creates a section with a footer and the given content.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
    self.init(_header: EmptyView(), content: content(), footer: footer())
  }
}

extension Section {
  /// Creates a section with a header, a footer and the given content.
  public init(
    @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
    @ViewBuilder footer: () -> Footer
  ) {
    self.init(_header: header(), content: content(), footer: footer())
  }

  /// Creates a section with a header, a footer and the given content.
  @available(iOS, introduced: 13.0, deprecated: 27.0, message: "Use init(content:header:footer:)")
  @available(
    macOS, introduced: 10.15, deprecated: 27.0, message: "Use init(content:header:footer:)"
  )
  @available(tvOS, introduced: 13.0, deprecated: 27.0, message: "Use init(content:header:footer:)")
  @available(
    watchOS, introduced: 6.0, deprecated: 27.0, message: "Use init(content:header:footer:)"
  )
  @available(
    visionOS, introduced: 1.0, deprecated: 27.0, message: "Use init(content:header:footer:)"
  )
  public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
    self.init(_header: header, content: content(), footer: footer)
  }
}

extension Section where Parent == Text, Footer == EmptyView {
  /// Creates a section with a text header made from a localized string key.
  public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
    self.init(_header: Text(titleKey), content: content(), footer: EmptyView())
  }

  /// Creates a section with a text header made from a string.
  @_disfavoredOverload
  public init<S>(_ title: S, @ViewBuilder content: () -> Content) where S: StringProtocol {
    self.init(_header: Text(title), content: content(), footer: EmptyView())
  }
}
