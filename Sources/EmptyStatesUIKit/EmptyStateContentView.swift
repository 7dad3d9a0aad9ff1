#if canImport(UIKit) && !os(watchOS)
  import EmptyStates
  import EmptyStatesUI
  import SwiftUI
  import UIKit

  /// A UIKit view that draws what the core decided — progress, an empty state, or nothing while
  /// the content shows — with the SwiftUI layer's own view hosted inside, so its metrics, Dynamic
  /// Type and VoiceOver reading order are those of `EmptyStateView`, on iOS 15 and later.
  ///
  /// Made to be a table or collection view's `backgroundView`:
  ///
  /// - **Touches pass through** everywhere but its buttons (each at least the platform's least
  ///   target), so section headers, rows, pull-to-refresh and scrolling keep working.
  /// - **It centres in what is visible**: inside the scroll view's adjusted content inset (large
  ///   titles, a search bar), the safe area, and above the keyboard on iOS and visionOS.
  /// - **VoiceOver hears a new state** when one appears — its title, or "Loading…" — and nothing
  ///   when the same state is set again.
  ///
  /// Updating is driven by state, not by `reloadData()`: set ``presentation`` wherever the
  /// screen's `LoadState` changes — after applying a diffable data source's snapshot too.
  ///
  /// ```swift
  /// final class NotesController: UITableViewController {
  ///   private let emptyState = EmptyStateContentView(.progress) { action in
  ///     if action.id == .retry { await NotesStore.shared.reload() }
  ///   }
  ///   var state: LoadState<[Note]> = .loading {
  ///     didSet {
  ///       emptyState.presentation = .resolve(state)
  ///       tableView.reloadData()
  ///     }
  ///   }
  ///
  ///   override func viewDidLoad() {
  ///     super.viewDidLoad()
  ///     tableView.backgroundView = emptyState
  ///   }
  /// }
  /// ```
  ///
  /// A failed refresh keeps the content (`Presentation.contentWithError`): the view draws
  /// nothing then, as rows cover a background. Show its notice where the rows stay visible — for
  /// instance a second `EmptyStateContentView` of `presentation.emptyState` in the table's
  /// header, or an alert.
  ///
  /// On iOS 17, tvOS 17 and visionOS, `UIContentUnavailableConfiguration(_:localizer:perform:)`
  /// draws the same decision with UIKit's own view.
  @MainActor
  public final class EmptyStateContentView: UIView {
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
    /// Tells VoiceOver about a new state, without moving its focus (a search field keeps it
    /// while the user types); tests listen here instead.
    var announce: @MainActor (EmptyStateAnnouncement) -> Void = { announcement in
      UIAccessibility.post(notification: .announcement, argument: announcement.text)
    }
    /// The hosted SwiftUI view.
    let host: UIHostingController<EmptyStateHostedContent>

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
      hosting = EmptyStateHost(
        platform: EmptyStateContentView.metricsPlatform, presentation: presentation,
        localizer: localizer)
      host = UIHostingController(
        rootView: EmptyStateHostedContent(
          presentation: presentation, localizer: localizer, action: perform, reporter: nil))
      super.init(frame: .zero)
      backgroundColor = .clear
      host.view.backgroundColor = .clear
      addSubview(host.view)
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

    /// Whether `point` is on one of the buttons: everywhere else, touches pass through to the
    /// views below (a table's headers and rows, its scrolling and pull-to-refresh).
    public override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      hosting.touchTargets.contains(convert(point, to: host.view))
    }

    /// The hosted view where a button is; `nil` everywhere else, so touches pass through.
    public override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard self.point(inside: point, with: event) else { return nil }
      return super.hitTest(point, with: event)
    }

    /// Lays the hosted view out over the visible area: the bounds less the safe area, the
    /// adjusted content inset of the scroll view the view backs, and the keyboard.
    public override func layoutSubviews() {
      super.layoutSubviews()
      host.view.frame =
        EmptyStateVisibleArea(
          bounds: bounds, safeArea: safeAreaInsets,
          contentInset: (superview as? UIScrollView)?.adjustedContentInset,
          keyboardTop: keyboardTop
        ).frame
    }

    /// The keyboard's top edge in the view's coordinates, where there is a keyboard (not tvOS).
    private var keyboardTop: CGFloat? {
      #if os(tvOS)
        nil
      #else
        keyboardLayoutGuide.layoutFrame.minY
      #endif
    }

    /// Hands the hosted view what to draw, and VoiceOver what changed.
    private func update() {
      let (content, announcement) = hosting.update(
        presentation, localizer: localizer, action: perform,
        reporter: EmptyStateActionFrameReporter { [weak self] id, frame in
          self?.hosting.touchTargets.record(frame, for: id)
        })
      host.rootView = content
      if let announcement { announce(announcement) }
      setNeedsLayout()
    }

    /// The platform whose least touch target the buttons get.
    static var metricsPlatform: EmptyStateMetrics.Platform {
      #if os(tvOS)
        .tvOS
      #elseif os(visionOS)
        .visionOS
      #else
        .iOS
      #endif
    }
  }
#endif
