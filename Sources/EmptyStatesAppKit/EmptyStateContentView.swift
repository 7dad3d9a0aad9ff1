#if canImport(AppKit) && !targetEnvironment(macCatalyst)
  import AppKit
  import EmptyStates
  import EmptyStatesUI
  import SwiftUI

  /// An AppKit view that draws what the core decided — progress, an empty state, or nothing
  /// while the content shows — with the SwiftUI layer's own view hosted inside, so its metrics,
  /// text sizes and VoiceOver reading order are those of `EmptyStateView`, on macOS 12 and
  /// later.
  ///
  /// Made to lie over a table's or an outline view's scroll view: clicks pass through
  /// everywhere but its buttons (each at least the platform's least target), so rows, headers
  /// and scrolling keep working, and VoiceOver hears a new state — its title, or "Loading…" —
  /// when one appears, not when the same state is set again.
  ///
  /// Set ``presentation`` wherever the screen's `LoadState` changes:
  ///
  /// ```swift
  /// let emptyState = EmptyStateContentView(.progress)
  /// emptyState.translatesAutoresizingMaskIntoConstraints = false
  /// container.addSubview(emptyState)  // after the scroll view, so it lies over it
  /// NSLayoutConstraint.activate([
  ///   emptyState.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
  ///   emptyState.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
  ///   emptyState.topAnchor.constraint(equalTo: scrollView.topAnchor),
  ///   emptyState.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
  /// ])
  /// emptyState.presentation = .resolve(state)
  /// ```
  ///
  /// A failed refresh keeps the content (`Presentation.contentWithError`): the view draws
  /// nothing then, so the rows stay clickable. Show its notice above the rows — for instance a
  /// second `EmptyStateContentView` of `presentation.emptyState` in a bar above the table.
  @MainActor
  public final class EmptyStateContentView: NSView {
    /// What the view draws. Setting a different value redraws it, lets VoiceOver hear the new
    /// state, and forgets the buttons it no longer draws.
    public var presentation: Presentation {
      didSet {
        guard presentation != oldValue else { return }
        update()
      }
    }
    /// The words: a locale, and the languages and bundle to look copy up in.
    public var localizer: EmptyStateLocalizer {
      didSet { update() }
    }
    /// Runs an action's work, such as a retry; the buttons are disabled meanwhile. Without one,
    /// an action with a URL opens it.
    public var perform: (@MainActor (EmptyState.Action) async -> Void)? {
      didSet { update() }
    }

    /// Where the buttons are, and what VoiceOver last heard.
    var hosting: EmptyStateHost
    /// Tells VoiceOver about a new state, without moving its focus; tests listen here instead.
    var announce: @MainActor (EmptyStateAnnouncement, NSView) -> Void = { announcement, view in
      NSAccessibility.post(
        element: view, notification: .announcementRequested,
        userInfo: [.announcement: announcement.text])
    }
    /// The hosted SwiftUI view.
    let host: NSHostingView<EmptyStateHostedContent>

    /// A view drawing `presentation`.
    ///
    /// - Parameters:
    ///   - presentation: What to draw, such as `Presentation.resolve(state, query: query)`.
    ///   - localizer: The words; by default the current locale's, in the languages the app
    ///     ships.
    ///   - perform: Runs an action's work, on the main actor.
    public init(
      _ presentation: Presentation,
      localizer: EmptyStateLocalizer = EmptyStateDefaults.standard.localizer(for: .current),
      perform: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      self.presentation = presentation
      self.localizer = localizer
      self.perform = perform
      hosting = EmptyStateHost(platform: .macOS, presentation: presentation, localizer: localizer)
      host = NSHostingView(
        rootView: EmptyStateHostedContent(
          presentation: presentation, localizer: localizer, action: perform, reporter: nil))
      super.init(frame: .zero)
      host.translatesAutoresizingMaskIntoConstraints = false
      addSubview(host)
      NSLayoutConstraint.activate([
        host.leadingAnchor.constraint(equalTo: leadingAnchor),
        host.trailingAnchor.constraint(equalTo: trailingAnchor),
        host.topAnchor.constraint(equalTo: topAnchor),
        host.bottomAnchor.constraint(equalTo: bottomAnchor),
      ])
      update()
    }

    /// A view drawing one empty state, whatever the load state (``presentation`` reads it as
    /// `.unavailable(emptyState, reason: .empty)`).
    ///
    /// - Parameters:
    ///   - emptyState: The state to draw.
    ///   - localizer: The words; by default the current locale's, in the languages the app
    ///     ships.
    ///   - perform: Runs an action's work, on the main actor.
    public convenience init(
      _ emptyState: EmptyState,
      localizer: EmptyStateLocalizer = EmptyStateDefaults.standard.localizer(for: .current),
      perform: (@MainActor (EmptyState.Action) async -> Void)? = nil
    ) {
      self.init(.unavailable(emptyState, reason: .empty), localizer: localizer, perform: perform)
    }

    /// Not supported: make the view in code.
    public required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported: use init(_:localizer:perform:)")
    }

    /// Top left, as the hosted SwiftUI view counts.
    public override var isFlipped: Bool { true }

    /// The hosted view where a button is (`point` in the superview's coordinates); `nil`
    /// everywhere else, so clicks reach the table below.
    public override func hitTest(_ point: CGPoint) -> NSView? {
      let local = convert(point, from: superview)
      guard hosting.touchTargets.contains(convert(local, to: host)) else { return nil }
      return super.hitTest(point)
    }

    /// Hands the hosted view what to draw, and VoiceOver what changed.
    private func update() {
      let (content, announcement) = hosting.update(
        presentation, localizer: localizer, action: perform,
        reporter: EmptyStateActionFrameReporter { [weak self] id, frame in
          self?.hosting.touchTargets.record(frame, for: id)
        })
      host.rootView = content
      if let announcement { announce(announcement, self) }
    }
  }
#endif
