import EmptyStates

/// The stylesheet of rendered empty states, built from the web's `EmptyStateMetrics` at the
/// default text size in `rem`, so it scales with the reader's font size; colours as custom
/// properties for light and dark; logical properties for right-to-left; no animation under
/// `prefers-reduced-motion`.
///
/// Every measurement of the layout is a custom property of an `.es-size-*` class, converted from
/// the metrics of that size; the rules only read them. The compact style takes the compact
/// size's, as SwiftUI's compact style does. What the rules state themselves is the web's own
/// control chrome, which SwiftUI's system controls draw for it and the metrics do not measure —
/// button padding, capsule and border, focus ring, the spinner, line heights. The symbols move
/// as `EmptyStateMetrics.Motion` says.
struct HTMLStylesheet {
  /// The metrics of each size styled, one `.es-size-*` class each.
  let metrics: [EmptyStateMetrics]
  /// How the symbols move.
  let motion: EmptyStateMetrics.Motion
  /// The container widths at which a state that sizes to fit changes size.
  let thresholds: EmptyStateMetrics.SizeThresholds
  /// The stylesheet's text.
  let css: String

  /// A stylesheet measured by `metrics`, moving as `motion` says.
  ///
  /// - Parameters:
  ///   - metrics: The metrics of each size to style; the web's by default.
  ///   - motion: How the symbols move; the package's by default.
  ///   - thresholds: The container widths at which a state that sizes to fit changes size;
  ///     the web's by default.
  init(
    metrics: [EmptyStateMetrics] = EmptyStateMetrics.Size.allCases.map {
      EmptyStateMetrics(platform: .web, size: $0)
    },
    motion: EmptyStateMetrics.Motion = .standard,
    thresholds: EmptyStateMetrics.SizeThresholds = EmptyStateMetrics.SizeThresholds(platform: .web)
  ) {
    self.metrics = metrics
    self.motion = motion
    self.thresholds = thresholds
    css =
      Self.rules + Self.motionRules(motion) + metrics.map { Self.sizeVariables($0) }.joined()
      + Self.containerRules(metrics, thresholds)
  }

  /// The class of a state whose container's width decides its size.
  static let fittingClass = "es-size-fit"

  /// The container queries of states that size to fit: an element of class `es-place` (a
  /// standalone document's `<main>`, see ``pageCSS``) is the container; below the compact width its states take the
  /// compact size's measurements, from the spacious width the spacious size's. Only the width
  /// is queried (an inline-size container), so it decides alone.
  static func containerRules(
    _ metrics: [EmptyStateMetrics], _ thresholds: EmptyStateMetrics.SizeThresholds
  ) -> String {
    var css = ".es-place { container: es-place / inline-size; }\n"
    let fitting = ".\(fittingClass)"
    if let compact = thresholds.compactBelow,
      let sized = metrics.first(where: { $0.size == .compact })
    {
      css += "@container es-place (width < \(rem(compact.width))) {\n"
      css += sizeVariables(sized, selector: fitting) + "}\n"
    }
    if let spacious = thresholds.spaciousFrom,
      let sized = metrics.first(where: { $0.size == .spacious })
    {
      css += "@container es-place (width >= \(rem(spacious.width))) {\n"
      css += sizeVariables(sized, selector: fitting) + "}\n"
    }
    return css
  }

  /// The symbols' animations. (`prefers-reduced-motion` stops them, in ``rules``.)
  static func motionRules(_ motion: EmptyStateMetrics.Motion) -> String {
    func number(_ value: Double) -> String {
      let rounded = (value * 1000).rounded() / 1000
      return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
    }
    return """
      @keyframes es-breathe { 0%, 100% { transform: scale(1); opacity: 1; } 50% { transform: scale(\(number(motion.breatheScale))); opacity: \(number(motion.breatheOpacity)); } }
      @keyframes es-pulse { 0%, 100% { opacity: 1; } 50% { opacity: \(number(motion.pulseOpacity)); } }
      .es-animate-breathe { animation: es-breathe \(number(motion.breathePeriod))s ease-in-out infinite; }
      .es-animate-pulse { animation: es-pulse \(number(2 * motion.pulseFadeDuration))s ease-in-out infinite; }

      """
  }

  /// The stylesheet of the web's metrics, which ``HTMLRenderer/stylesheet`` serves.
  static let standard = HTMLStylesheet()

  /// Points at the default text size, in `rem` of a 16 px root.
  static func rem(_ points: Double) -> String {
    let value = (points / 16 * 1000).rounded() / 1000
    return value == value.rounded() ? "\(Int(value))rem" : "\(value)rem"
  }

  /// The selector whose elements take the measurements of `size`.
  static func selector(_ size: EmptyStateMetrics.Size) -> String {
    size == .compact
      ? ".es-size-compact, .es-empty-state.es-style-compact" : ".es-size-\(size.rawValue)"
  }

  /// The custom properties of one size, on the size's class or on `selector`.
  static func sizeVariables(_ metrics: EmptyStateMetrics, selector: String? = nil) -> String {
    func points(_ style: EmptyStateMetrics.TextStyle) -> Double {
      EmptyStateMetrics.pointSize(of: style, at: metrics.textSize, on: metrics.platform)
    }
    let direction = metrics.actionsAxis == .horizontal ? "row" : "column"
    return """
      \(selector ?? Self.selector(metrics.size)) {
        --es-media-display: \(metrics.showsMedia ? "flex" : "none");
        --es-symbol-size: \(rem(metrics.symbolPointSize));
        --es-title-size: \(rem(metrics.titlePointSize));
        --es-description-size: \(rem(metrics.descriptionPointSize));
        --es-tile-size: \(rem(metrics.iconTileSize));
        --es-icon-size: \(rem(points(metrics.iconTextStyle)));
        --es-action-size: \(rem(points(metrics.actionTextStyle)));
        --es-action-min-height: \(rem(metrics.actionMinHeight));
        --es-actions-direction: \(direction);
        --es-gap-media: \(rem(metrics.mediaToTitle));
        --es-gap-title: \(rem(metrics.titleToDescription));
        --es-gap-actions: \(rem(metrics.textToActions));
        --es-gap-action: \(rem(metrics.actionSpacing));
        --es-padding-block: \(rem(metrics.verticalPadding));
        --es-padding-inline: \(rem(metrics.horizontalPadding));
        --es-content-width: \(metrics.maxContentWidth.map(rem) ?? "none");
        --es-radius: \(rem(metrics.cornerRadius));
        --es-outline-width: \(rem(metrics.outlineWidth));
      }

      """
  }

  /// Colours: light first, dark for `prefers-color-scheme: dark` and `.es-scheme-dark`.
  static let light = """
    --es-fg: #1d1d1f; --es-fg-secondary: #5e5e63; --es-symbol: #6e6e73; --es-accent: #0062c4;
    --es-on-accent: #ffffff; --es-destructive: #c10015; --es-on-destructive: #ffffff;
    --es-border: #8e8e93; --es-card: #f2f2f7; --es-tile: #e5e5ea; --es-bg: #ffffff;
    """
  static let dark = """
    --es-fg: #f5f5f7; --es-fg-secondary: #aeaeb2; --es-symbol: #98989d; --es-accent: #4ba3ff;
    --es-on-accent: #000000; --es-destructive: #ff6961; --es-on-destructive: #000000;
    --es-border: #8e8e93; --es-card: #1c1c1e; --es-tile: #2c2c2e; --es-bg: #000000;
    """

  /// The rules, which read the measurements from the size classes' custom properties.
  static let rules = """
    .es-empty-state, .es-empty-row, .es-progress, .es-scheme-light { \(light) }
    .es-scheme-dark, .es-scheme-dark .es-empty-state, .es-scheme-dark .es-empty-row, .es-scheme-dark .es-progress { \(dark) }
    @media (prefers-color-scheme: dark) {
      .es-empty-state, .es-empty-row, .es-progress { \(dark) }
      .es-scheme-light, .es-scheme-light .es-empty-state, .es-scheme-light .es-empty-row, .es-scheme-light .es-progress { \(light) }
    }
    .es-empty-state {
      box-sizing: border-box; display: flex; flex-direction: column; align-items: center;
      justify-content: center; text-align: center; margin-inline: auto;
      max-inline-size: var(--es-content-width);
      min-inline-size: 0; padding-block: var(--es-padding-block);
      padding-inline: var(--es-padding-inline); color: var(--es-fg);
      line-height: 1.3; overflow-wrap: anywhere;
    }
    .es-empty-state, .es-empty-row, .es-progress { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif; }
    .es-empty-state *, .es-empty-row *, .es-progress * { box-sizing: border-box; }
    .es-media { display: var(--es-media-display); justify-content: center; margin-block-end: var(--es-gap-media); color: var(--es-symbol); font-size: var(--es-symbol-size); line-height: 1; }
    .es-symbol { display: block; inline-size: 1em; block-size: 1em; }
    .es-media-icon { align-items: center; min-inline-size: var(--es-tile-size); min-block-size: var(--es-tile-size); border-radius: var(--es-radius); background: var(--es-tile); font-size: var(--es-icon-size); color: var(--es-fg); }
    .es-title { margin: 0; font-size: var(--es-title-size); font-weight: 700; line-height: 1.25; color: var(--es-fg); }
    .es-description { margin: 0; margin-block-start: var(--es-gap-title); font-size: var(--es-description-size); color: var(--es-fg-secondary); }
    .es-actions { display: flex; flex-direction: var(--es-actions-direction); flex-wrap: wrap; justify-content: center; gap: var(--es-gap-action); margin-block-start: var(--es-gap-actions); max-inline-size: 100%; }
    .es-action-form { display: contents; }
    .es-action {
      display: inline-flex; align-items: center; justify-content: center;
      min-block-size: var(--es-action-min-height); max-inline-size: 100%; padding: 0.5rem 1.125rem;
      border-radius: 999px; border: 1px solid transparent; font: inherit;
      font-size: var(--es-action-size); font-weight: 600;
      text-decoration: none; cursor: pointer; overflow-wrap: anywhere;
    }
    .es-action:focus-visible { outline: 3px solid var(--es-accent); outline-offset: 2px; }
    .es-role-primary { background: var(--es-accent); color: var(--es-on-accent); }
    .es-role-secondary, .es-role-cancel { background: transparent; color: var(--es-accent); border-color: var(--es-accent); }
    .es-role-destructive { background: var(--es-destructive); color: var(--es-on-destructive); }
    .es-role-link { background: transparent; color: var(--es-accent); text-decoration: underline; padding-inline: 0.25rem; font-weight: 500; }
    .es-style-outlined { border-style: dashed; border-color: var(--es-border); border-width: var(--es-outline-width); border-radius: var(--es-radius); }
    .es-style-card { background: var(--es-card); border-radius: var(--es-radius); }
    .es-style-compact {
      display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: var(--es-gap-media);
      align-items: start; justify-items: start; text-align: start; max-inline-size: none;
      margin-inline: 0; padding-inline: 0;
    }
    .es-style-compact .es-media { grid-row: 1 / span 3; margin: 0; font-size: var(--es-title-size); padding-block-start: 0.1em; }
    .es-style-compact .es-title, .es-style-compact .es-description, .es-style-compact .es-actions { grid-column: 2; justify-content: start; }
    .es-empty-row { color: var(--es-fg-secondary); text-align: start; line-height: 1.3; overflow-wrap: anywhere; }
    .es-row { min-inline-size: 0; }
    .es-row-media { display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: var(--es-gap-media); align-items: start; justify-items: start; }
    .es-row .es-media { grid-row: 1; margin: 0; align-self: center; font-size: var(--es-title-size); color: var(--es-fg-secondary); }
    .es-row .es-title { grid-column: 2; font-weight: 600; color: var(--es-fg-secondary); }
    .es-row .es-description, .es-row .es-actions { grid-column: 2; justify-content: start; }
    @keyframes es-spin { to { transform: rotate(1turn); } }
    .es-progress { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; padding: var(--es-padding-block); color: var(--es-fg-secondary); font-size: var(--es-description-size); }
    .es-spinner { inline-size: 2rem; block-size: 2rem; border-radius: 50%; border: 0.1875rem solid var(--es-tile); border-block-start-color: var(--es-fg-secondary); animation: es-spin 0.9s linear infinite; }
    @media (prefers-reduced-motion: reduce) {
      .es-symbol, .es-spinner { animation: none !important; }
    }

    """

  /// The page around a standalone document: the background follows the scheme.
  static let pageCSS = """
    html { color-scheme: light dark; }
    body { margin: 0; background: #ffffff; }
    @media (prefers-color-scheme: dark) { body { background: #000000; } }
    body.es-scheme-light { background: #ffffff; }
    body.es-scheme-dark { background: #000000; }
    main { display: flex; min-block-size: 100vh; align-items: center; justify-content: center; padding: 1rem; box-sizing: border-box; container: es-place / inline-size; }

    """
}
