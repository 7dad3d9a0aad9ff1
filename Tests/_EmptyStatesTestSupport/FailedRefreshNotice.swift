import EmptyStates

/// The core's rule for a failed refresh (`Presentation`, "A failed refresh"), as one decision
/// that each renderer's output is read back into and compared with: the content kept, a compact
/// notice above it, in the failure's localized words, with its actions. A renderer that draws a
/// failed refresh another way — a full state in place of the content, a notice without Try
/// Again, other words — reads back as another decision.
public struct FailedRefreshNotice: Equatable, Sendable, CustomStringConvertible {
  /// Whether the content stays on screen.
  public var keepsContent: Bool
  /// Whether the notice comes before the content: above it, or at the top over it.
  public var isAboveContent: Bool
  /// Whether the notice is the failure's compact form, not a full state in the content's place.
  public var isCompact: Bool
  /// The failure's title and description that the notice draws, in that order.
  public var texts: [String]
  /// The titles of the notice's actions, in order.
  public var actions: [String]

  /// A decision as read from a renderer's output.
  public init(
    keepsContent: Bool, isAboveContent: Bool, isCompact: Bool, texts: [String],
    actions: [String]
  ) {
    self.keepsContent = keepsContent
    self.isAboveContent = isAboveContent
    self.isCompact = isCompact
    self.texts = texts
    self.actions = actions
  }

  /// The failed refresh every parity test draws: the content was loaded, a refresh went
  /// offline.
  public static let presentation = Presentation.resolve(
    LoadState.failed(FailedRefreshError(), previous: ["Kept row"]))

  /// What the core decides for `screen`, a failed refresh localized: the content kept, the
  /// compact notice above it with the failure's words and actions.
  ///
  /// - Parameter screen: A localized `.contentWithError` presentation.
  /// - Returns: The decision every renderer must draw; `nil` for another presentation.
  public static func expected(for screen: LocalizedPresentation) -> FailedRefreshNotice? {
    guard case .contentWithError(let failure, _) = screen else { return nil }
    return FailedRefreshNotice(
      keepsContent: screen.showsContent, isAboveContent: true, isCompact: true,
      texts: [failure.title] + (failure.description.map { [$0] } ?? []),
      actions: failure.actions.map(\.title))
  }

  /// The words of `expected` that `drawn` holds, in order: what a reading reports as the
  /// notice's texts.
  ///
  /// - Parameters:
  ///   - expected: The failure's title and description.
  ///   - drawn: The notice's text as a renderer drew it, markup and styling removed.
  /// - Returns: Those of `expected` found in `drawn`, in order.
  public static func texts(_ expected: [String], drawnIn drawn: String) -> [String] {
    var rest = Substring(drawn)
    var found: [String] = []
    for text in expected {
      guard let range = rest.range(of: text) else { continue }
      found.append(text)
      rest = rest[range.upperBound...]
    }
    return found
  }

  /// The decision in words, for a failing expectation's message.
  public var description: String {
    "content kept: \(keepsContent), notice above: \(isAboveContent), compact: \(isCompact), "
      + "texts: \(texts), actions: \(actions)"
  }
}

/// A refresh that failed because the device is offline, classified as the core classifies
/// `URLError.notConnectedToInternet`, without Foundation's networking.
public struct FailedRefreshError: Error, FailureReasonProviding {
  /// A failure of a refresh while offline.
  public init() {}
  /// Offline: the notice offers Try Again.
  public var failureReason: FailureReason { .offline }
}
