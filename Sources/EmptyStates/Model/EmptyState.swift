/// What to show when a screen has nothing to show: a picture, a title, an optional description
/// and the ways forward.
///
/// `EmptyState` is a value that says *what* to show; renderers (SwiftUI, HTML, terminal) decide
/// how to draw it. Its initializers read like SwiftUI's `ContentUnavailableView`:
///
/// ```swift
/// let notes = EmptyState(
///   "No Notes",
///   systemImage: "doc.text",
///   description: "Tap the plus button to write your first note."
/// )
/// ```
///
/// Presets cover the common situations: ``noResults(for:actions:)``, ``offline``, ``loadFailed`` and
/// more; see ``EmptyState/Preset``.
public struct EmptyState: Hashable, Sendable {
  /// The picture above the title, or `nil` for none.
  public var media: Media?
  /// The headline, at most a few words.
  public var title: LocalizedText
  /// A sentence that says what will appear here or what to do next.
  public var description: LocalizedText?
  /// The ways forward, in reading order, each id at most once: an action whose id is already
  /// there is dropped, however the list is set.
  public var actions: [Action] {
    didSet { actions = Self.firstOfEachID(actions) }
  }
  /// The kind of situation this is.
  public var tone: Tone

  /// Creates an empty state from its parts.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - media: The picture above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  public init(
    _ title: LocalizedText,
    media: Media? = nil,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.media = media
    self.title = title
    self.description = description
    self.actions = Self.firstOfEachID(actions)
    self.tone = tone
  }

  /// `actions` without the ones whose id an earlier one has.
  static func firstOfEachID(_ actions: [Action]) -> [Action] {
    var seen = Set<Action.ID>()
    return actions.filter { seen.insert($0.id).inserted }
  }

  /// Creates an empty state with an SF Symbol, like `ContentUnavailableView(_:systemImage:description:)`.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - systemImage: The name of the SF Symbol above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  public init(
    _ title: LocalizedText,
    systemImage: String,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.init(
      title, media: .symbol(systemImage), description: description, actions: actions, tone: tone)
  }

  /// Creates an empty state with an image from the app's assets, like
  /// `ContentUnavailableView(_:image:description:)`.
  ///
  /// - Parameters:
  ///   - title: The headline.
  ///   - image: The name of the asset image above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  public init(
    _ title: LocalizedText,
    image: String,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.init(
      title, media: .image(image), description: description, actions: actions, tone: tone)
  }

  /// Creates an empty state whose title is the app's own text, held in a string — as
  /// `ContentUnavailableView` takes any `StringProtocol` title.
  ///
  /// ```swift
  /// let name = folder.name
  /// EmptyState("\(name) Is Empty", systemImage: "folder")  // a literal: LocalizedText
  /// EmptyState(name, systemImage: "folder")                  // a String variable: this one
  /// ```
  ///
  /// - Parameters:
  ///   - title: The headline, shown as given.
  ///   - systemImage: The name of the SF Symbol above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol,
    systemImage: String,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.init(
      .verbatim(title), systemImage: systemImage, description: description,
      actions: actions, tone: tone)
  }

  /// Creates an empty state whose title is the app's own text, held in a string, with an image
  /// from the app's assets.
  ///
  /// - Parameters:
  ///   - title: The headline, shown as given.
  ///   - image: The name of the asset image above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol,
    image: String,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.init(
      .verbatim(title), image: image, description: description, actions: actions,
      tone: tone)
  }

  /// Creates an empty state from its parts, its title the app's own text held in a string.
  ///
  /// - Parameters:
  ///   - title: The headline, shown as given.
  ///   - media: The picture above the title.
  ///   - description: A sentence that says what will appear here or what to do next.
  ///   - actions: The ways forward, in reading order.
  ///   - tone: The kind of situation this is.
  @_disfavoredOverload
  public init(
    _ title: some StringProtocol,
    media: Media? = nil,
    description: LocalizedText? = nil,
    actions: [Action] = [],
    tone: Tone = .neutral
  ) {
    self.init(
      .verbatim(title), media: media, description: description, actions: actions,
      tone: tone)
  }
}
